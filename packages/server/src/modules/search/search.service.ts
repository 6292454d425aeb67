import {
  effectivePriceRange,
  SERVICE_PAGE_SIZE,
  serviceTypeName,
  type CatalogueResult,
  type CatalogueSearch,
  type FacetCount,
  type SearchFacets,
  type ServiceCard,
  type ServiceType,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { ProductImage } from '../../db/schema.js'
import { DOCUMENT_CARD_COLUMNS, filteredDocuments, rankExpression } from './search.documents-query.js'
import { translate, type ContentLocale } from '../catalogue/translate.js'

export async function searchCatalogue(
  db: DB,
  asked: CatalogueSearch,
  locale: ContentLocale,
): Promise<CatalogueResult> {
  const search = await withPriceCurrency(db, asked, locale)
  const limit = search.limit ?? SERVICE_PAGE_SIZE
  const page = search.page ?? 1
  const base = filteredDocuments(db, search, locale)
  const order = search.sort ?? (search.query ? 'relevance' : 'rating')
  let rows = base.select(DOCUMENT_CARD_COLUMNS).select(rankExpression(search, locale).as('rank'))
  if (order === 'price_asc') rows = rows.orderBy('d.lowest_price', 'asc')
  else if (order === 'price_desc') rows = rows.orderBy('d.lowest_price', 'desc')
  else if (order === 'relevance') rows = rows.orderBy('rank', 'desc').orderBy('d.rating', 'desc')
  else rows = rows.orderBy('d.rating', 'desc').orderBy('d.review_count', 'desc')
  const [page_rows, { total }, facets] = await Promise.all([
    rows
      .orderBy('d.service_id')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    base.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    searchFacets(db, search, locale),
  ])
  return { data: await toCards(db, page_rows, locale), total, page, limit, facets }
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
      location: location ? { id: location.id, name: translate(location.name, locale) } : null,
      lat: row.lat,
      lng: row.lng,
      currency_code: row.currency_code,
      lowest_price: row.lowest_price,
      rating: Number(row.rating),
      review_count: row.review_count,
      duration_minutes: row.duration_minutes,
      categories: categories
        .filter((c) => c.service_id === row.id)
        .map((c) => ({ id: c.id, name: translate(c.name, locale) })),
    }
  })
}

async function searchFacets(db: DB, search: CatalogueSearch, locale: ContentLocale): Promise<SearchFacets> {
  const [types, categories, locations, ratings, prices] = await Promise.all([
    filteredDocuments(db, search, locale, 'service_type')
      .select(['d.service_type as value', sql<number>`count(*)::int`.as('count')])
      .groupBy('d.service_type')
      .orderBy('d.service_type')
      .execute(),
    filteredDocuments(db, search, locale, 'categories')
      .innerJoin('service_category as sc', 'sc.service_id', 'd.service_id')
      .innerJoin('category as c', 'c.id', 'sc.category_id')
      .select(['c.id as value', 'c.name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['c.id', 'c.name'])
      .orderBy('c.id')
      .execute(),
    filteredDocuments(db, search, locale, 'location_id')
      .innerJoin('location as l', 'l.id', 'd.location_id')
      .select(['l.id as value', 'l.name', sql<number>`count(*)::int`.as('count')])
      .groupBy(['l.id', 'l.name'])
      .orderBy('l.id')
      .execute(),
    filteredDocuments(db, search, locale, 'ratings')
      .select([
        sql<number>`count(*) filter (where d.rating >= 5)::int`.as('r5'),
        sql<number>`count(*) filter (where d.rating >= 4)::int`.as('r4'),
        sql<number>`count(*) filter (where d.rating >= 3)::int`.as('r3'),
        sql<number>`count(*) filter (where d.rating >= 2)::int`.as('r2'),
        sql<number>`count(*) filter (where d.rating >= 1)::int`.as('r1'),
      ])
      .executeTakeFirstOrThrow(),
    pricesByCurrency(db, search, locale),
  ])
  const typeFacets: FacetCount[] = types.map((row) => ({
    value: row.value,
    label: serviceTypeName(row.value as ServiceType)!,
    count: row.count,
  }))
  return {
    type: typeFacets.map((facet) => ({ ...facet, value: facet.label })),
    service_type: typeFacets,
    categories: categories.map((row) => ({
      value: row.value,
      label: translate(row.name, locale),
      count: row.count,
    })),
    location_id: locations.map((row) => ({
      value: row.value,
      label: translate(row.name, locale),
      count: row.count,
    })),
    ratings: ([5, 4, 3, 2, 1] as const)
      .map((value) => ({ value, label: `${value}+`, count: ratings[`r${value}`] }))
      .filter((facet) => facet.count > 0),
    lowest_price: (() => {
      const shown = prices.find((price) => price.currency_code === search.currency) ?? prices[0]
      return { min: shown?.min ?? null, max: shown?.max ?? null }
    })(),
    prices,
  }
}

/** The lowest and highest price in each currency, under every filter but the price, most common first. */
async function pricesByCurrency(db: DB, search: CatalogueSearch, locale: ContentLocale) {
  const rows = await filteredDocuments(db, search, locale, 'price')
    .where('d.lowest_price', 'is not', null)
    .select([
      'd.currency_code',
      sql<number | null>`min(d.lowest_price)`.as('min'),
      sql<number | null>`max(d.lowest_price)`.as('max'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .groupBy('d.currency_code')
    .orderBy('count', 'desc')
    .orderBy('d.currency_code')
    .execute()
  return rows.map((row) => ({ ...row, min: toNumber(row.min), max: toNumber(row.max) }))
}

/** A price range without its currency is read in the currency most of the products are priced in. */
async function withPriceCurrency(
  db: DB,
  search: CatalogueSearch,
  locale: ContentLocale,
): Promise<CatalogueSearch> {
  if (search.currency || !effectivePriceRange(search.priceRange ?? null)) return search
  const [common] = await pricesByCurrency(db, search, locale)
  return common ? { ...search, currency: common.currency_code } : search
}

const toNumber = (value: number | string | null) => (value === null ? null : Number(value))
