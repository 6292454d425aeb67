import type { ApiClient } from '@jaunt/api-client'
import type { SiteCatalogueRow } from '@jaunt/domain'
import type { DataProvider, GetListParams, Identifier, UpdateManyParams, UpdateParams } from 'react-admin'
import { answerOf } from '../../data/answerOf'

const WHITE_LABEL = 'profile/partner/white-label'

/**
 * The `site-catalogue` resource: the marketplace's products with whether the site (`filter.site_id`,
 * `meta.site_id`) sells each. Listed by simple-rest at `view-services/{site}`; `in_catalogue` is
 * changed with `update-service/{site}`.
 */
export function siteCatalogueOverrides(base: DataProvider, api: ApiClient): Partial<DataProvider> {
  const site = (siteId: unknown) => ({ params: { path: { site: Number(siteId) } } })
  const change = (siteId: unknown, ids: Identifier[], inCatalogue: boolean) => {
    const products = ids.map(Number)
    const body = { add: inCatalogue ? products : [], remove: inCatalogue ? [] : products, order: [] }
    return answerOf(
      api.POST('/core/v1/profile/partner/white-label/update-service/{site}', { ...site(siteId), body }),
    )
  }
  return {
    getList: (_resource: string, params: GetListParams) => {
      const { site_id, ...filter } = params.filter as { site_id: number }
      return base.getList(`${WHITE_LABEL}/view-services/${Number(site_id)}`, { ...params, filter })
    },
    update: async (_resource: string, params: UpdateParams) => {
      const { in_catalogue } = params.data as { in_catalogue: boolean }
      await change(params.meta?.site_id, [params.id], in_catalogue)
      return { data: { ...(params.previousData as SiteCatalogueRow), in_catalogue } }
    },
    updateMany: async (_resource: string, params: UpdateManyParams) => {
      const { in_catalogue } = params.data as { in_catalogue: boolean }
      await change(params.meta?.site_id, params.ids, in_catalogue)
      return { data: params.ids }
    },
    catalogueTotals: async (_resource: string, { site_id }: { site_id: number }) =>
      answerOf(api.GET('/core/v1/profile/partner/white-label/view-services/total/{site}', site(site_id))),
    clearCatalogue: async (_resource: string, { site_id }: { site_id: number }) =>
      answerOf(api.POST('/core/v1/profile/partner/white-label/remove-all-service/{site}', site(site_id))),
  } as Partial<DataProvider>
}
