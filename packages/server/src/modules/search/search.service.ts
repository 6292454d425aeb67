import {
  serviceTypeName,
  type CatalogueResult,
  type CatalogueSearch,
  type FacetCount,
  type SearchFacets,
  type ServiceCard,
  type ServiceType,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { ProductImage } from '../../db/schema.js'
import { translate, type ContentLocale } from '../catalogue/translate.js'
import { catalogueStatement, type CatalogueAnswer } from './search.catalogue-statement.js'

/** The catalogue's page, total and facets, read in one statement (`catalogueStatement`). */
export async function searchCatalogue(
  db: DB,
  search: CatalogueSearch,
  locale: ContentLocale,
): Promise<CatalogueResult> {
  const answer = await catalogueStatement(db, search, locale)
  const data = cardsOf(answer.data, locale)
  return {
    data,
    total: answer.total,
    page: answer.page,
    limit: answer.limit,
    facets: facets(answer, search, locale),
  }
}

type CardRow = {
  id: number
  service_type: number
  product_code: string
  images: ProductImage[]
  location_id: number | null
  lat: number
  lng: number
  currency_code: string
  lowest_price: number | null
  rating: number
  review_count: number
  duration_minutes: number | null
  name: string
  short_description: string
}

type NamedRef = { id: number; name: string }

/** A card's row read with its place's name and its categories (`CARD_PLACE_AND_CATEGORIES`). */
export type CardRowWithRefs = CardRow & {
  location_name: Record<string, string> | null
  categories: { id: number; name: Record<string, string> }[] | null
}

/** Cards of rows that carry their place and categories: no further statement. */
export const cardsOf = (rows: CardRowWithRefs[], locale: ContentLocale): ServiceCard[] =>
  rows.map((row) =>
    toCard(
      row,
      (row.categories ?? []).map((category) => ({ id: category.id, name: translate(category.name, locale) })),
      row.location_id && row.location_name
        ? { id: row.location_id, name: translate(row.location_name, locale) }
        : null,
      locale,
    ),
  )

function toCard(row: CardRow, categories: NamedRef[], location: NamedRef | null, locale: ContentLocale) {
  return {
    id: row.id,
    service_type: row.service_type as ServiceType,
    type: serviceTypeName(row.service_type as ServiceType)!,
    product_code: row.product_code,
    name: row.name,
    short_description: row.short_description,
    images: row.images.map((image) => ({
      url: image.url,
      alt: typeof image.alt === 'string' ? image.alt : translate(image.alt, locale),
    })),
    location,
    lat: row.lat,
    lng: row.lng,
    currency_code: row.currency_code,
    lowest_price: row.lowest_price === null ? null : Number(row.lowest_price),
    rating: Number(row.rating),
    review_count: row.review_count,
    duration_minutes: row.duration_minutes,
    categories,
  } satisfies ServiceCard
}

/** Cards of rows read without their categories and places: those in two more statements. */
export async function toCards(db: DB, rows: CardRow[], locale: ContentLocale): Promise<ServiceCard[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const locationIds = [...new Set(rows.flatMap((row) => (row.location_id ? [row.location_id] : [])))]
  const [categories, locations] = await Promise.all([
    db
      .selectFrom('service_category as sc')
      .innerJoin('category as c', 'c.id', 'sc.category_id')
      .select(['sc.service_id', 'c.id', 'c.name'])
      .where('sc.service_id', 'in', ids)
      .orderBy('c.id')
      .execute(),
    locationIds.length
      ? db.selectFrom('location').select(['id', 'name']).where('id', 'in', locationIds).execute()
      : Promise.resolve([]),
  ])
  return rows.map((row) => {
    const location = locations.find((l) => l.id === row.location_id)
    return toCard(
      row,
      categories
        .filter((c) => c.service_id === row.id)
        .map((c) => ({ id: c.id, name: translate(c.name, locale) })),
      location ? { id: location.id, name: translate(location.name, locale) } : null,
      locale,
    )
  })
}

function facets(answer: CatalogueAnswer, search: CatalogueSearch, locale: ContentLocale): SearchFacets {
  const typeFacets: FacetCount[] = answer.types.map((row) => ({
    value: row.value,
    label: serviceTypeName(row.value as ServiceType)!,
    count: row.count,
  }))
  const named = (rows: CatalogueAnswer['places']) =>
    rows.map((row) => ({ value: row.value, label: translate(row.name, locale), count: row.count }))
  const prices = answer.prices.map((price) => ({
    ...price,
    min: price.min === null ? null : Number(price.min),
    max: price.max === null ? null : Number(price.max),
  }))
  // The price range's currency: the search's, else the most common (the statement chose the same).
  const shown = prices.find((price) => price.currency_code === search.currency) ?? prices[0]
  return {
    type: typeFacets.map((facet) => ({ ...facet, value: facet.label })),
    service_type: typeFacets,
    categories: named(answer.categories),
    location_id: named(answer.places),
    ratings: ([5, 4, 3, 2, 1] as const)
      .map((value) => ({ value, label: `${value}+`, count: answer.ratings[`r${value}`] }))
      .filter((facet) => facet.count > 0),
    lowest_price: { min: shown?.min ?? null, max: shown?.max ?? null },
    prices,
  }
}
