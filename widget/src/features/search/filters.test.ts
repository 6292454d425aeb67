import { describe, expect, it } from 'vitest'
import { catalogueSearchOf, changeFilters, hasFacetFilters, NO_FILTERS, toggle } from './filters'

describe('search filters', () => {
  it('send only what is chosen, a page of 12, and the site', () => {
    expect(catalogueSearchOf(NO_FILTERS, 1)).toEqual({ page: 1, limit: 12, site_id: 1 })
    expect(
      catalogueSearchOf(
        { ...NO_FILTERS, query: ' kayak ', serviceType: 1, categories: [2], locationId: 3, ratings: [4] },
        1,
      ),
    ).toEqual({
      query: 'kayak',
      serviceType: 1,
      categories: [2],
      location_id: 3,
      ratings: [4],
      page: 1,
      limit: 12,
      site_id: 1,
    })
  })

  it('send a price range only with both bounds, in order', () => {
    expect(catalogueSearchOf({ ...NO_FILTERS, priceRange: [100, null] }, 1).priceRange).toBeUndefined()
    expect(catalogueSearchOf({ ...NO_FILTERS, priceRange: [900, 100] }, 1).priceRange).toEqual([100, 900])
    expect(hasFacetFilters({ ...NO_FILTERS, priceRange: [100, null] })).toBe(false)
    expect(hasFacetFilters({ ...NO_FILTERS, priceRange: [0, 500] })).toBe(true)
  })

  it('go back to the first page when they change', () => {
    expect(changeFilters({ ...NO_FILTERS, page: 3 }, { serviceType: 3 }).page).toBe(1)
    expect(changeFilters({ ...NO_FILTERS, page: 3 }, { page: 4 }).page).toBe(4)
    expect(toggle([1, 2], 2)).toEqual([1])
    expect(toggle([1], 2)).toEqual([1, 2])
  })
})
