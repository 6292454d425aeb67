import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

export const SITE_DIRECTORY_RESOURCE = 'partner-site'

/** The admin's `partner-site` page: every site (paged, searched), one site, and deactivate or activate. */
export function siteDirectoryOverrides(api: ApiClient): ResourceOverrides {
  const site = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  return {
    [SITE_DIRECTORY_RESOURCE]: {
      getList: async (_resource, { filter, pagination, signal }) => {
        const query = {
          page: pagination?.page ?? 1,
          item_per_page: pagination?.perPage ?? 25,
          ...(filter?.q ? { q: String(filter.q) } : {}),
          ...(filter?.approval_status ? { approval_status: Number(filter.approval_status) } : {}),
        }
        return answerOf(api.GET('/core/v1/admin/partner-site-list', { params: { query }, signal }))
      },
      getOne: async (_resource, { id, signal }) => ({
        data: await answerOf(api.GET('/core/v1/admin/partner-sites/{id}', { ...site(id), signal })),
      }),
      update: async (_resource, { id, meta }) => ({
        data: await answerOf(
          meta?.call === 'activate'
            ? api.PUT('/core/v1/admin/partner-sites/{id}/activate', site(id))
            : api.PUT('/core/v1/admin/partner-sites/{id}/deactivate', site(id)),
        ),
      }),
    } as Partial<DataProvider>,
  }
}
