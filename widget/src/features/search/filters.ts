import { effectivePriceRange, SERVICE_PAGE_SIZE, type CatalogueSearch, type ServiceType } from '@jaunt/domain'

/** What the guest has chosen in the search: text, facets, price range and page. */
export interface SearchFilters {
  query: string
  serviceType: ServiceType | null
  categories: number[]
  locationId: number | null
  ratings: number[]
  /** Both bounds or no range: a range filters only with both (effectivePriceRange). */
  priceRange: [number | null, number | null]
  /** The currency the range is in; none means the one most products are priced in. */
  currency: string | null
  page: number
}

export const NO_FILTERS: SearchFilters = {
  query: '',
  serviceType: null,
  categories: [],
  locationId: null,
  ratings: [],
  priceRange: [null, null],
  currency: null,
  page: 1,
}

/** The filters as the catalogue call takes them, limited to the element's site. */
export function catalogueSearchOf(filters: SearchFilters, siteId: number): CatalogueSearch {
  const range = effectivePriceRange(filters.priceRange)
  return {
    ...(filters.query.trim() ? { query: filters.query.trim() } : {}),
    ...(filters.serviceType ? { serviceType: filters.serviceType } : {}),
    ...(filters.categories.length ? { categories: filters.categories } : {}),
    ...(filters.locationId ? { location_id: filters.locationId } : {}),
    ...(filters.ratings.length ? { ratings: filters.ratings } : {}),
    ...(range ? { priceRange: range, ...(filters.currency ? { currency: filters.currency } : {}) } : {}),
    page: filters.page,
    limit: SERVICE_PAGE_SIZE,
    site_id: siteId,
  }
}

/** Whether anything beyond the text narrows the results. */
export function hasFacetFilters(filters: SearchFilters): boolean {
  return Boolean(
    filters.serviceType ||
    filters.categories.length ||
    filters.locationId ||
    filters.ratings.length ||
    effectivePriceRange(filters.priceRange),
  )
}

/** A change of any filter goes back to the first page. */
export function changeFilters(filters: SearchFilters, change: Partial<SearchFilters>): SearchFilters {
  return { ...filters, ...change, page: change.page ?? 1 }
}

export function toggle<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value]
}
