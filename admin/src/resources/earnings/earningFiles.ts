import type { ApiClient } from '@jaunt/api-client'
import { earningResource } from './earningsData'

export type EarningExportFormat = 'xlsx' | 'csv'

/** A file the server wrote, read whole as a Blob (the typed client's `parseAs: 'blob'`). */
export interface EarningFile {
  file: Blob
  /** The name the server gave it in Content-Disposition, if any. */
  name?: string
}

async function fileOf(call: Promise<{ data?: Blob; response: Response }>): Promise<EarningFile> {
  const { data, response } = await call
  if (!response.ok || !data) throw new Error(String(response.status))
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1]
  return { file: data, name }
}

/** Every earning of the page (`supplier-earnings`, `partner-earnings`) under the list's filters. */
export const earningExport = (
  api: ApiClient,
  resource: string,
  format: EarningExportFormat,
  filter: object,
) =>
  fileOf(
    api.GET(`/core/v1/${earningResource(resource)}/export`, {
      params: { query: { format, filter: JSON.stringify(filter) } },
      parseAs: 'blob',
    }),
  )

/** The PDF receipt of a paid payout of the earning. */
export const payoutReceipt = (api: ApiClient, resource: string, earningId: string, payoutId: number) =>
  fileOf(
    api.GET(`/core/v1/${earningResource(resource)}/{id}/payouts/{payoutId}/receipt`, {
      params: { path: { id: earningId, payoutId } },
      parseAs: 'blob',
    }),
  )
