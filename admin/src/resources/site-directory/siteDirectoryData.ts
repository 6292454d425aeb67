import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

export const SITE_DIRECTORY_RESOURCE = 'partner-site'

/** The admin's `partner-site` page: every site (paged, searched), one site, and deactivate or activate. */
export function siteDirectoryOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', signal?: AbortSignal | null) =>
    (await httpClient(url, { method, signal: signal ?? undefined })).json as T
  return {
    [SITE_DIRECTORY_RESOURCE]: {
      getList: async (_resource, { filter, pagination, signal }) => {
        const query = new URLSearchParams({
          page: String(pagination?.page ?? 1),
          item_per_page: String(pagination?.perPage ?? 25),
        })
        if (filter?.q) query.set('q', String(filter.q))
        if (filter?.approval_status) query.set('approval_status', String(filter.approval_status))
        return send<{ data: RaRecord[]; total: number }>(
          `${root}/admin/partner-site-list?${query}`,
          'GET',
          signal,
        )
      },
      getOne: async (_resource, { id, signal }) => ({
        data: await send<RaRecord>(`${root}/admin/partner-sites/${Number(id)}`, 'GET', signal),
      }),
      update: async (_resource, { id, meta }) => {
        const call = meta?.call === 'activate' ? 'activate' : 'deactivate'
        return { data: await send<RaRecord>(`${root}/admin/partner-sites/${Number(id)}/${call}`, 'PUT') }
      },
    } as Partial<DataProvider>,
  }
}
