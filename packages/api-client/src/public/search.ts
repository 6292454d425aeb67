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

const BASE = '/core/public'

/** One page of the catalogue with facet counts; a site_id limits it to the site's white-label catalogue. */
export function searchCatalogue(
  http: HttpClient,
  search: CatalogueSearch,
  signal?: AbortSignal,
): Promise<CatalogueResult> {
  return http.post<CatalogueResult>(`${BASE}/catalog`, search, { signal })
}

/** Suggestions while typing: up to 5 products and the places that match. */
export function searchBoxSuggestions(
  http: HttpClient,
  query: SearchBoxQuery,
  signal?: AbortSignal,
): Promise<SearchBoxResult> {
  return http.post<SearchBoxResult>(`${BASE}/search-box/search`, query, { signal })
}

/** How many products of each service type match the text typed so far. */
export function searchBoxServiceTypes(
  http: HttpClient,
  query: { query?: string; site_id?: number | null },
  signal?: AbortSignal,
): Promise<ServiceTypeCount[]> {
  return http.post<ServiceTypeCount[]>(`${BASE}/search-box/facets-servicetypes`, query, { signal })
}

/** Categories with the number of products in each. */
export function listCategories(
  http: HttpClient,
  filter: LookupFilter = {},
  signal?: AbortSignal,
): Promise<CategoryCount[]> {
  return http.post<CategoryCount[]>(`${BASE}/categories`, filter, { signal })
}

/** Places that have at least one bookable product. */
export function listPlacesHavingServices(
  http: HttpClient,
  filter: LookupFilter = {},
  signal?: AbortSignal,
): Promise<PlaceWithServices[]> {
  return http.post<PlaceWithServices[]>(`${BASE}/locations-having-services`, filter, { signal })
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
  return http.get<ServiceCardList>(`${BASE}/white-label/customize-site`, {
    query: {
      white_label_id: query.siteId,
      count: query.count,
      service_type: query.serviceType,
      is_random: query.random === undefined ? undefined : String(query.random),
      location_id: query.locationId,
      category_id: query.categoryId,
    },
    signal,
  })
}
