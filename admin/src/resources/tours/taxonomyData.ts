import type { ApiClient } from '@jaunt/api-client'
import { wholeListing, type ResourceOverrides } from '../../data/overrides'

/**
 * The choices of the "Tags and categories" and "Taxation" tabs, each a whole list: every tag, the top
 * of the category tree for a service type, the children of one category, and the tax categories.
 */
export function taxonomyOverrides(api: ApiClient): ResourceOverrides {
  return {
    tag: { getList: wholeListing(({ signal }) => api.GET('/core/v1/select/tag/all', { signal })) },
    'category-parent': {
      getList: wholeListing(({ filter, signal }) =>
        api.GET('/core/v1/select/category/{id}/parents', {
          params: { path: { id: Number(filter?.service_type ?? 1) } },
          signal,
        }),
      ),
    },
    'category-child': {
      getList: wholeListing(({ filter, signal }) =>
        api.GET('/core/v1/select/category/{id}/children', {
          params: { path: { id: Number(filter?.parent_id) } },
          signal,
        }),
      ),
    },
    'tax-category': {
      getList: wholeListing(({ signal }) => api.GET('/core/v1/select/tax-category', { signal })),
    },
  }
}
