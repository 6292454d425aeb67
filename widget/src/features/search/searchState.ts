import { SEARCH_PAGE_MAX, SEARCH_TEXT_MAX, serviceTypeFromName, serviceTypeName } from '@jaunt/domain'
import { NO_FILTERS, type SearchFilters } from './filters'

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map((part) => Number(part))
    .filter((id) => Number.isInteger(id) && id > 0)

const bound = (value: string | undefined) => {
  if (value === undefined || value === '') return null
  const number = Number(value)
  return Number.isFinite(number) && number >= 0 ? number : null
}

/**
 * A search as a URL's query: `query=Tromsø&type=activities&category=1,2&location=3&rating=4&price=500-2000&currency=NOK&page=2`.
 * Pages keep it in their address, so a link or Back and Forward bring the same results.
 */
export function searchStateOf(filters: SearchFilters): string {
  const params = new URLSearchParams()
  if (filters.query.trim()) params.set('query', filters.query.trim())
  if (filters.serviceType) params.set('type', serviceTypeName(filters.serviceType))
  if (filters.categories.length) params.set('category', filters.categories.join(','))
  if (filters.locationId) params.set('location', String(filters.locationId))
  if (filters.ratings.length) params.set('rating', filters.ratings.join(','))
  const [low, high] = filters.priceRange
  if (low !== null || high !== null) params.set('price', `${low ?? ''}-${high ?? ''}`)
  if (filters.currency) params.set('currency', filters.currency)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/** The filters a query names; what it does not name, or names wrongly, is left unfiltered. */
export function filtersFromState(state: string): SearchFilters {
  const params = new URLSearchParams(state.replace(/^\?/, ''))
  const [low, high] = (params.get('price') ?? '').split('-')
  const page = Number(params.get('page'))
  return {
    query: params.get('query')?.trim().slice(0, SEARCH_TEXT_MAX) ?? '',
    serviceType: serviceTypeFromName(params.get('type') ?? '') ?? null,
    categories: ids(params.get('category')),
    locationId: ids(params.get('location'))[0] ?? null,
    ratings: ids(params.get('rating')).filter((rating) => rating <= 5),
    priceRange: [bound(low), bound(high)],
    currency: /^[A-Za-z]{3}$/.test(params.get('currency') ?? '')
      ? params.get('currency')!.toUpperCase()
      : null,
    page: Number.isInteger(page) && page > 1 ? Math.min(page, SEARCH_PAGE_MAX) : NO_FILTERS.page,
  }
}
