import {
  effectivePriceRange,
  serviceTypeName,
  type CatalogueResult,
  type CatalogueSearch,
  type FacetCount,
  type SearchBoxResult,
  type ServiceCard,
  type ServiceType,
} from '@jaunt/domain'
import type { FixtureRoute } from './fixtureServer'
import { KAYAK_CARD } from './kayakCard'

const places = [
  { id: 1, name: 'Oslo' },
  { id: 2, name: 'Bergen' },
  { id: 3, name: 'Flåm' },
  { id: 5, name: 'Tromsø' },
]
const categories = [
  { id: 1, name: 'Outdoor' },
  { id: 2, name: 'On the water' },
  { id: 3, name: 'Food & drink' },
  { id: 7, name: 'Stays' },
]

function card(
  id: number,
  serviceType: ServiceType,
  name: string,
  place: number,
  price: number,
  rating: number,
  category: number,
): ServiceCard {
  const location = places.find((candidate) => candidate.id === place) ?? null
  return {
    ...KAYAK_CARD,
    id,
    service_type: serviceType,
    type: serviceTypeName(serviceType),
    product_code: `P-${id}`,
    name,
    short_description: `${name}, in ${location?.name ?? 'Norway'}.`,
    location,
    lowest_price: price,
    rating,
    review_count: 10 + id,
    categories: categories.filter((candidate) => candidate.id === category),
  }
}

/** A catalogue of 26 products: enough for three pages of 12, with every facet. */
export const CATALOGUE: ServiceCard[] = [
  KAYAK_CARD,
  card(25, 3, 'Fjordgløtt Guesthouse', 3, 1220, 4.6, 7),
  card(43, 7, 'Fjord weekend in Flåm', 3, 3490, 4.8, 7),
  card(10, 1, 'Bergen food walk', 2, 590, 4.7, 3),
  // Priced in euros: a price range in kroner leaves it out.
  { ...card(36, 5, 'Elvebredd tasting menu', 1, 145, 4.9, 3), currency_code: 'EUR' },
  ...Array.from({ length: 21 }, (_, index) =>
    card(100 + index, 1, `Northern lights chase ${index + 1}`, 5, 900 + index * 10, 4.2, 1),
  ),
]

function facet(
  values: [string | number, string][],
  cards: ServiceCard[],
  of: (card: ServiceCard) => (string | number)[],
): FacetCount[] {
  return values
    .map(([value, label]) => ({
      value,
      label,
      count: cards.filter((entry) => of(entry).includes(value)).length,
    }))
    .filter((entry) => entry.count > 0)
}

/** Searches the fixture catalogue as the server does: text, facets, both-bound price range, pages of `limit`. */
export function searchFixtureCatalogue(search: CatalogueSearch): CatalogueResult {
  const query = search.query?.toLowerCase() ?? ''
  const range = effectivePriceRange(search.priceRange)
  const found = CATALOGUE.filter(
    (entry) =>
      (!query ||
        entry.name.toLowerCase().includes(query) ||
        entry.location?.name.toLowerCase().includes(query)) &&
      (!search.serviceType || entry.service_type === search.serviceType) &&
      (!search.location_id || entry.location?.id === search.location_id) &&
      (!search.categories?.length ||
        entry.categories.some((category) => search.categories?.includes(category.id))) &&
      (!search.ratings?.length || search.ratings.includes(Math.floor(entry.rating))) &&
      (!range ||
        (entry.lowest_price !== null &&
          entry.lowest_price >= range[0] &&
          entry.lowest_price <= range[1] &&
          entry.currency_code === (search.currency ?? 'NOK'))),
  )
  const page = search.page ?? 1
  const limit = search.limit ?? 12
  const inCurrency = (code: string) =>
    found.flatMap((entry) =>
      entry.lowest_price === null || entry.currency_code !== code ? [] : [entry.lowest_price],
    )
  const prices = inCurrency(search.currency ?? 'NOK')
  return {
    data: found.slice((page - 1) * limit, page * limit),
    total: found.length,
    page,
    limit,
    facets: {
      type: [],
      service_type: facet(
        ([1, 2, 3, 4, 5, 6, 7] as ServiceType[]).map((type) => [type, serviceTypeName(type)]),
        found,
        (entry) => [entry.service_type],
      ),
      categories: facet(
        categories.map((category) => [category.id, category.name]),
        found,
        (entry) => entry.categories.map((category) => category.id),
      ),
      location_id: facet(
        places.map((place) => [place.id, place.name]),
        found,
        (entry) => (entry.location ? [entry.location.id] : []),
      ),
      ratings: facet([[4, '4+']], found, (entry) => [Math.floor(entry.rating)]),
      lowest_price: {
        min: prices.length ? Math.min(...prices) : null,
        max: prices.length ? Math.max(...prices) : null,
      },
      prices: ['NOK', 'EUR']
        .map((code) => ({ code, amounts: inCurrency(code) }))
        .filter(({ amounts }) => amounts.length > 0)
        .map(({ code, amounts }) => ({
          currency_code: code,
          min: Math.min(...amounts),
          max: Math.max(...amounts),
          count: amounts.length,
        })),
    },
  }
}

export function searchBoxFixture(query: string): SearchBoxResult {
  const text = query.toLowerCase()
  return {
    services: CATALOGUE.filter((entry) => entry.name.toLowerCase().includes(text)).slice(0, 5),
    locations: places
      .filter((place) => place.name.toLowerCase().includes(text))
      .map((place) => ({
        ...place,
        count: CATALOGUE.filter((entry) => entry.location?.id === place.id).length,
      })),
  }
}

export const catalogueRoutes = (options: { failSearch?: () => boolean } = {}): FixtureRoute[] => [
  {
    method: 'POST',
    path: '/core/public/catalog',
    answer: ({ body }) =>
      options.failSearch?.()
        ? { status: 500, body: { message: 'Failed to fetch results from query!' } }
        : { status: 200, body: searchFixtureCatalogue(body as CatalogueSearch) },
  },
  {
    method: 'POST',
    path: '/core/public/search-box/search',
    answer: ({ body }) => ({ status: 200, body: searchBoxFixture((body as { query: string }).query) }),
  },
]
