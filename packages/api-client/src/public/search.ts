import type {
  CatalogueResult,
  CatalogueSearch,
  CategoryCount,
  LookupFilter,
  PlaceWithServices,
  SearchBoxQuery,
  SearchBoxResult,
  ServiceCardList,
  ServiceType,
  ServiceTypeCount,
} from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

/** One page of the catalogue with facet counts; a site_id limits it to the site's white-label catalogue. */
export function searchCatalogue(
  http: HttpClient,
  search: CatalogueSearch,
  signal?: AbortSignal,
): Promise<CatalogueResult> {
  return typedCall(http, 'post', '/core/public/catalog', { body: search, signal })
}

/** Suggestions while typing: up to 5 products and the places that match. */
export function searchBoxSuggestions(
  http: HttpClient,
  query: SearchBoxQuery,
  signal?: AbortSignal,
): Promise<SearchBoxResult> {
  return typedCall(http, 'post', '/core/public/search-box/search', { body: query, signal })
}

/** How many products of each service type match the text typed so far. */
export function searchBoxServiceTypes(
  http: HttpClient,
  query: { query?: string; site_id?: number | null },
  signal?: AbortSignal,
): Promise<ServiceTypeCount[]> {
  return typedCall(http, 'post', '/core/public/search-box/facets-servicetypes', { body: query, signal })
}

/** Categories with the number of products in each. */
export function listCategories(
  http: HttpClient,
  filter: LookupFilter = {},
  signal?: AbortSignal,
): Promise<CategoryCount[]> {
  return typedCall(http, 'post', '/core/public/categories', { body: filter, signal })
}

/** Places that have at least one bookable product. */
export function listPlacesHavingServices(
  http: HttpClient,
  filter: LookupFilter = {},
  signal?: AbortSignal,
): Promise<PlaceWithServices[]> {
  return typedCall(http, 'post', '/core/public/locations-having-services', { body: filter, signal })
}

export interface SiteGridQuery {
  siteId: number
  count?: number
  serviceType?: ServiceType
  random?: boolean
  locationId?: number
  categoryId?: number
}

/** Products for a site's product grid, by service type, place or category. */
export function getSiteGrid(
  http: HttpClient,
  query: SiteGridQuery,
  signal?: AbortSignal,
): Promise<ServiceCardList> {
  const answer = typedCall(http, 'get', '/core/public/white-label/customize-site', {
    params: {
      query: {
        white_label_id: query.siteId,
        count: query.count,
        service_type: query.serviceType,
        is_random: query.random === undefined ? undefined : query.random ? 'true' : 'false',
        location_id: query.locationId,
        category_id: query.categoryId,
      },
    },
    signal,
  })
  return answer
}
