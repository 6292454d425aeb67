import type { DataProvider, RaRecord } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/**
 * `content-token`: the admin's content API tokens (`POST /partner-sites/token/data-table` lists, create is
 * `POST /partner-sites/token/{site}`, delete revokes); `token-site`: every partner site, to choose from.
 */
export function contentTokenOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const send = async <T>(url: string, method = 'GET', body?: unknown, signal?: AbortSignal | null) => {
    const { json } = await httpClient(url, {
      method,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ?? undefined,
    })
    return json as T
  }
  return {
    'content-token': {
      getList: async (_resource, { pagination, filter, signal }) =>
        send<{ data: RaRecord[]; total: number }>(
          `${root}/partner-sites/token/data-table`,
          'POST',
          {
            page: pagination?.page ?? 1,
            per_page: pagination?.perPage ?? 25,
            ...(filter?.q ? { search: filter.q } : {}),
            ...(filter?.site_id ? { site_id: Number(filter.site_id) } : {}),
          },
          signal,
        ),
      create: async (_resource, { data }) => {
        const { site_id, name } = data as { site_id: number; name: string }
        return {
          data: await send<RaRecord>(`${root}/partner-sites/token/${Number(site_id)}`, 'POST', { name }),
        }
      },
      delete: async (_resource, { id }) => ({
        data: await send<RaRecord>(`${root}/partner-sites/token/${Number(id)}`, 'DELETE'),
      }),
    } as Partial<DataProvider>,
    'token-site': {
      getList: async (_resource, { signal }) => {
        const sites = await send<{ data: { data: { id: number; name: string; sub_domain: string }[] } }>(
          `${root}/partner-sites?item_per_page=-1&left_off=-1`,
          'GET',
          undefined,
          signal,
        )
        return { data: sites.data.data, total: sites.data.data.length }
      },
    } as Partial<DataProvider>,
  }
}
