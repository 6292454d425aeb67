import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** The admin's `partner-site/pending-change` page. */
export const SITE_CHANGE_RESOURCE = 'partner-site/pending-change'
/** A partner's own waiting change of one site, which they withdraw (delete, by site id). */
export const SITE_CHANGE_WITHDRAWAL = 'site-change-withdrawal'

/** Editing requests: the admin lists them by status and approves or rejects one; a partner withdraws theirs. */
export function siteChangeOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const init = {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    }
    return (await httpClient(url, init)).json as T
  }
  return {
    [SITE_CHANGE_RESOURCE]: {
      getList: async (_resource, { filter, signal }) => {
        const query = new URLSearchParams({ status: String(filter?.status ?? 'pending') })
        if (filter?.site_id) query.set('site_id', String(filter.site_id))
        return send<{ data: RaRecord[]; total: number }>(
          `${root}/admin/partner-site-changes?${query}`,
          'GET',
          undefined,
          signal,
        )
      },
      update: async (_resource, { id, data, meta }) => {
        const decision = meta?.call === 'reject' ? 'reject' : 'approve'
        const body = decision === 'reject' ? { reason: (data as { reason: string }).reason } : undefined
        const url = `${root}/admin/partner-site-changes/${Number(id)}/${decision}`
        return { data: await send<RaRecord>(url, 'PUT', body) }
      },
    } as Partial<DataProvider>,
    [SITE_CHANGE_WITHDRAWAL]: {
      delete: async (_resource, { id }) => {
        const url = `${root}/partner-sites/${Number(id)}/general-settings/pending-change`
        return { data: await send<RaRecord>(url, 'DELETE') }
      },
    } as Partial<DataProvider>,
  }
}
