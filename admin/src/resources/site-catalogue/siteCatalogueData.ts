import type { SiteCatalogueRow, SiteCatalogueTotals } from '@jaunt/domain'
import type { DataProvider, GetListParams, UpdateManyParams, UpdateParams } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'

const WHITE_LABEL = 'profile/partner/white-label'

/**
 * The `site-catalogue` resource: the marketplace's products with whether the site (`filter.site_id`,
 * `meta.site_id`) sells each. Listed by simple-rest at `view-services/{site}`; `in_catalogue` is
 * changed with `update-service/{site}`.
 */
export function siteCatalogueOverrides(
  base: DataProvider,
  httpClient: RaHttpClient,
  root: string,
): Partial<DataProvider> {
  const change = async (siteId: unknown, ids: unknown[], inCatalogue: boolean) => {
    const body = inCatalogue ? { add: ids } : { remove: ids }
    const { json } = await httpClient(`${root}/${WHITE_LABEL}/update-service/${Number(siteId)}`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
    return json as SiteCatalogueTotals
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
    catalogueTotals: async (_resource: string, { site_id }: { site_id: number }) => {
      const { json } = await httpClient(`${root}/${WHITE_LABEL}/view-services/total/${site_id}`)
      return json as SiteCatalogueTotals
    },
    clearCatalogue: async (_resource: string, { site_id }: { site_id: number }) => {
      const { json } = await httpClient(`${root}/${WHITE_LABEL}/remove-all-service/${site_id}`, {
        method: 'POST',
      })
      return json as SiteCatalogueTotals
    },
  } as Partial<DataProvider>
}
