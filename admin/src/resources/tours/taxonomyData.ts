import type { RaHttpClient } from '../../data/httpClient'
import { wholeListing, type ResourceOverrides } from '../../data/overrides'

/**
 * The choices of the "Tags and categories" and "Taxation" tabs, each a whole list: every tag, the top
 * of the category tree for a service type, the children of one category, and the tax categories.
 */
export function taxonomyOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  return {
    tag: { getList: wholeListing(httpClient, () => `${root}/select/tag/all`) },
    'category-parent': {
      getList: wholeListing(
        httpClient,
        ({ filter }) => `${root}/select/category/${Number(filter?.service_type ?? 1)}/parents`,
      ),
    },
    'category-child': {
      getList: wholeListing(
        httpClient,
        ({ filter }) => `${root}/select/category/${Number(filter?.parent_id)}/children`,
      ),
    },
    'tax-category': { getList: wholeListing(httpClient, () => `${root}/select/tax-category`) },
  }
}
