import { effectivePriceRange, Status, type CatalogueSearch } from '@jaunt/domain'
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { fallbackOrder, requestedLocale, type ContentLocale } from '../catalogue/translate.js'
import { searchDocumentsDb, type SearchDocumentTable } from './search-documents.js'
import { prefixQuery, type SearchDimension } from './search.query.js'
import { textSearchConfig } from './text-search.js'

const EARTH_RADIUS_KM = 6371
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180

/** What a product card needs, selected from the filtered catalogue. */
export const DOCUMENT_CARD_COLUMNS = [
  'd.service_id as id',
  'd.service_type',
  'd.product_code',
  'd.images',
  'd.location_id',
  'd.lat',
  'd.lng',
  'd.currency_code',
  'd.lowest_price',
  'd.rating',
  'd.review_count',
  'd.duration_minutes',
  'd.name',
  'd.short_description',
] as const

/** A card's place name and categories, read in the card's own statement rather than two more. */
export const CARD_PLACE_AND_CATEGORIES = [
  sql<Record<string, string> | null>`(select l.name from location l where l.id = d.location_id)`.as(
    'location_name',
  ),
  sql<{ id: number; name: Record<string, string> }[] | null>`(
    select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
    from service_category sc join category c on c.id = sc.category_id where sc.service_id = d.service_id
  )`.as('categories'),
]

/**
 * The public catalogue narrowed by a search: every filter but `skip`, so a facet can count
 * what choosing another value of its own dimension would give. It reads one search document per
 * product: the one in the first language of the fallback order that the product has texts in.
 */
export function filteredDocuments(
  db: DB,
  search: CatalogueSearch,
  language: ContentLocale,
  skip?: SearchDimension,
) {
  let query = documentsInScope(db, search, language)
  for (const [dimension, condition] of Object.entries(dimensionConditions(search))) {
    if (dimension !== skip && condition) query = query.where(condition)
  }
  return query
}

/** The documents a search reads before its facet dimensions: language, visibility, words, sites, map. */
export function documentsInScope(db: DB, search: CatalogueSearch, language: ContentLocale) {
  const locale = requestedLocale(language)
  const order = fallbackOrder(language)
  let query = searchDocumentsDb(db)
    .selectFrom('search_document as d')
    .where((eb) =>
      eb.or(
        order.map((candidate, index) =>
          index === 0
            ? eb('d.locale', '=', candidate)
            : eb.and([
                eb('d.locale', '=', candidate),
                eb.not(
                  eb('d.own_locales', '&&', sql<string[]>`array[${sql.join(order.slice(0, index))}]::text[]`),
                ),
              ]),
        ),
      ),
    )
    .where('d.status', '=', sql.lit(Status.Active))
    .where('d.is_private', '=', sql.lit(false))

  const words = search.query ? prefixQuery(search.query) : null
  if (words) {
    const config = textSearchConfig(locale)
    // A word of another language the product has texts in finds it too, as the visitor typed it.
    query = query.where(
      sql<boolean>`(d.vector @@ to_tsquery(${config}, ${words}) or d.other_vector @@ to_tsquery('simple', ${words}))`,
    )
  }
  if (search.site_id) query = query.where((eb) => inSiteCatalogue(eb, [search.site_id!]))
  if (search.site_ids?.length) query = query.where((eb) => inSiteCatalogue(eb, search.site_ids!))
  if (search.serviceIds?.length) query = query.where('d.service_id', 'in', search.serviceIds)
  if (search.boundingBox) {
    const [lat1, lng1, lat2, lng2] = search.boundingBox
    query = query
      .where(sql<boolean>`d.position <@ box(point(${lng1}, ${lat1}), point(${lng2}, ${lat2}))`)
      .where('d.lat', '>=', Math.min(lat1, lat2))
      .where('d.lat', '<=', Math.max(lat1, lat2))
      .where('d.lng', '>=', Math.min(lng1, lng2))
      .where('d.lng', '<=', Math.max(lng1, lng2))
  }
  if (search.around) {
    const { lat, lng, radius } = search.around
    query = query.where((eb) => withinKm(eb, lat, lng, radius))
  }
  return query
}

/**
 * What each facet dimension asks of a document (null: the search does not narrow it). The price asks
 * for the search's currency when it has one; `currency: false` leaves the currency out, for the
 * catalogue's statement to add the currency it chooses.
 */
export function dimensionConditions(
  search: CatalogueSearch,
  { currency = true } = {},
): Record<SearchDimension, RawBuilder<boolean> | null> {
  const range = effectivePriceRange(search.priceRange ?? null)
  // Prices are never converted: 500-2000 in NOK says nothing of a product priced in euros.
  const inCurrency = currency && search.currency ? sql`and d.currency_code = ${search.currency}` : sql``
  return {
    service_type: search.serviceType ? sql`d.service_type = ${search.serviceType}` : null,
    location_id: search.location_id ? sql`d.location_id = ${search.location_id}` : null,
    categories: search.categories?.length
      ? sql`d.category_tree_ids && array[${sql.join(search.categories)}]::integer[]`
      : null,
    // "4+" means rated 4 or better: the lowest chosen rating is the floor.
    ratings: search.ratings?.length ? sql`d.rating >= ${Math.min(...search.ratings)}` : null,
    price: range
      ? sql`(d.lowest_price >= ${range[0]} and d.lowest_price <= ${range[1]} ${inCurrency})`
      : null,
  }
}

type DocumentScope = ExpressionBuilder<Database & { d: SearchDocumentTable }, 'd'>

function inSiteCatalogue(eb: DocumentScope, siteIds: number[]) {
  return eb(
    'd.service_id',
    'in',
    eb.selectFrom('site_catalogue as sc').select('sc.service_id').where('sc.site_id', 'in', siteIds),
  )
}

/** Within a circle: a box around it first (the GiST index on the position), then the exact distance. */
export function withinKm(eb: DocumentScope, lat: number, lng: number, radius: number) {
  const exact = eb(distanceKm(lat, lng), '<=', radius)
  const latSpan = (radius / KM_PER_DEGREE) * 1.01 + 0.001
  const lngSpan = latSpan / Math.cos(((Math.abs(lat) + latSpan) * Math.PI) / 180)
  // Near a pole or across the date line a box says nothing useful; the distance alone decides.
  if (Math.abs(lat) + latSpan >= 89 || Math.abs(lng) + lngSpan >= 180 || !Number.isFinite(lngSpan))
    return exact
  const box = sql<boolean>`d.position <@ box(point(${lng - lngSpan}, ${lat - latSpan}), point(${lng + lngSpan}, ${lat + latSpan}))`
  return eb.and([box, exact])
}

/** Great-circle distance in kilometres (haversine), portable to PGlite, which has no earthdistance. */
export const distanceKm = (lat: number, lng: number) =>
  sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(d.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(d.lat)) * power(sin(radians(d.lng - ${lng}) / 2), 2))))`

export const rankExpression = (search: CatalogueSearch, language: ContentLocale) => {
  const locale = requestedLocale(language)
  const words = search.query ? prefixQuery(search.query) : null
  return words
    ? sql<number>`ts_rank(d.vector, to_tsquery(${textSearchConfig(locale)}, ${words}))`
    : sql<number>`0`
}
