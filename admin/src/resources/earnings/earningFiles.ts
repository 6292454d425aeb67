import type { ApiClient } from '@jaunt/api-client'
import { serverFile } from '../../data/serverFile'
import { earningResource } from './earningsData'

export type EarningExportFormat = 'xlsx' | 'csv'

/** Every earning of the page (`supplier-earnings`, `partner-earnings`) under the list's filters. */
export const earningExport = (
  api: ApiClient,
  resource: string,
  format: EarningExportFormat,
  filter: object,
) =>
  serverFile(
    api.GET(`/core/v1/${earningResource(resource)}/export`, {
      params: { query: { format, filter: JSON.stringify(filter) } },
      parseAs: 'blob',
    }),
    `${resource}.${format}`,
  )

/** The PDF receipt of a paid payout of the earning. */
export const payoutReceipt = (api: ApiClient, resource: string, earningId: string, payoutId: number) =>
  serverFile(
    api.GET(`/core/v1/${earningResource(resource)}/{id}/payouts/{payoutId}/receipt`, {
      params: { path: { id: earningId, payoutId } },
      parseAs: 'blob',
    }),
    `payout-receipt-${payoutId}.pdf`,
  )
