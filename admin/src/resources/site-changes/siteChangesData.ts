import type { ApiClient } from '@jaunt/api-client'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** The admin's `partner-site/pending-change` page. */
export const SITE_CHANGE_RESOURCE = 'partner-site/pending-change'
/** A partner's own waiting change of one site, which they withdraw (delete, by site id). */
export const SITE_CHANGE_WITHDRAWAL = 'site-change-withdrawal'

type SiteChangeStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn'

/** Editing requests: the admin lists them by status and approves or rejects one; a partner withdraws theirs. */
export function siteChangeOverrides(api: ApiClient): ResourceOverrides {
  const change = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  return {
    [SITE_CHANGE_RESOURCE]: {
      getList: async (_resource, { filter, signal }) => {
        const query = {
          status: (filter?.status ?? 'pending') as SiteChangeStatus,
          ...(filter?.site_id ? { site_id: Number(filter.site_id) } : {}),
        }
        return answerOf(api.GET('/core/v1/admin/partner-site-changes', { params: { query }, signal }))
      },
      update: async (_resource, { id, data, meta }) => {
        const decided =
          meta?.call === 'reject'
            ? api.PUT('/core/v1/admin/partner-site-changes/{id}/reject', {
                ...change(id),
                body: { reason: (data as { reason: string }).reason },
              })
            : api.PUT('/core/v1/admin/partner-site-changes/{id}/approve', change(id))
        return { data: await answerOf(decided) }
      },
    } as Partial<DataProvider>,
    [SITE_CHANGE_WITHDRAWAL]: {
      delete: async (_resource, { id }) => ({
        data: await answerOf(
          api.DELETE('/core/v1/partner-sites/{id}/general-settings/pending-change', change(id)),
        ),
      }),
    } as Partial<DataProvider>,
  }
}
