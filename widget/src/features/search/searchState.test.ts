import { describe, expect, it } from 'vitest'
import { ServiceType } from '@jaunt/domain'
import { NO_FILTERS, type SearchFilters } from './filters'
import { filtersFromState, searchStateOf } from './searchState'

describe('a search kept in the page’s address', () => {
  it('writes only what is chosen, and reads it back the same', () => {
    expect(searchStateOf(NO_FILTERS)).toBe('')
    const chosen: SearchFilters = {
      query: 'Tromsø',
      serviceType: ServiceType.Activities,
      categories: [2, 5],
      locationId: 3,
      ratings: [4],
      priceRange: [500, 2000],
      currency: 'EUR',
      page: 2,
    }
    const state = searchStateOf(chosen)
    expect(state).toBe(
      'query=Troms%C3%B8&type=activities&category=2%2C5&location=3&rating=4&price=500-2000&currency=EUR&page=2',
    )
    expect(filtersFromState(state)).toEqual(chosen)
    expect(filtersFromState(`?${state}`)).toEqual(chosen)
  })

  it('keeps half a price range, and drops what it cannot read', () => {
    expect(filtersFromState('price=500-').priceRange).toEqual([500, null])
    expect(
      filtersFromState('type=flights&category=x,-1,7&rating=9,5&page=0&price=a-b&currency=euro'),
    ).toEqual({
      ...NO_FILTERS,
      categories: [7],
      ratings: [5],
    })
  })

  it('reads an address asking for more than a search takes as the most it takes', () => {
    const filters = filtersFromState(`query=${'fjord '.repeat(2000)}&page=1000000000`)
    expect(filters.query).toHaveLength(200)
    expect(filters.page).toBe(1000)
  })
})
