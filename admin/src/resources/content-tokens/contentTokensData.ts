import type { ApiClient } from '@jaunt/api-client'
import { UNPAGED, type ContentTokenInput } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

const at = (id: unknown) => ({ params: { path: { id: Number(id) } } })

/**
 * `content-token`: the admin's content API tokens (`POST /partner-sites/token/data-table` lists, create is
 * `POST /partner-sites/token/{site}`, delete revokes); `token-site`: every partner site, to choose from.
 */
export function contentTokenOverrides(api: ApiClient): ResourceOverrides {
  return {
    'content-token': {
      getList: async (_resource, { pagination, filter, signal }) => {
        const body = {
          page: pagination?.page ?? 1,
          per_page: pagination?.perPage ?? 25,
          ...(filter?.q ? { search: filter.q } : {}),
          ...(filter?.site_id ? { site_id: Number(filter.site_id) } : {}),
        }
        return answerOf(api.POST('/core/v1/partner-sites/token/data-table', { body, signal }))
      },
      create: async (_resource, { data }) => {
        const { site_id, name } = data as ContentTokenInput & { site_id: number }
        return {
          data: await answerOf(
            api.POST('/core/v1/partner-sites/token/{id}', { ...at(site_id), body: { name } }),
          ),
        }
      },
      delete: async (_resource, { id }) => ({
        data: await answerOf(api.DELETE('/core/v1/partner-sites/token/{id}', at(id))),
      }),
    } as Partial<DataProvider>,
    'token-site': {
      getList: async (_resource, { signal }) => {
        const query = { item_per_page: UNPAGED, left_off: UNPAGED }
        const sites = await answerOf(api.GET('/core/v1/partner-sites', { params: { query }, signal }))
        return { data: sites.data.data, total: sites.data.data.length }
      },
    } as Partial<DataProvider>,
  }
}
