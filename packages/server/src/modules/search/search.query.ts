import { effectivePriceRange, Status, type CatalogueSearch } from '@jaunt/domain'
import { sql, type ExpressionBuilder } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Database } from '../../db/schema.js'
import { fallbackOrder, requestedLocale, type ContentLocale } from '../catalogue/translate.js'
import { textSearchConfig } from './text-search.js'

/** What a product card needs, selected from the filtered catalogue. */
export const CARD_COLUMNS = [
  's.id',
  's.service_type',
  's.product_code',
  's.images',
  's.location_id',
  's.lat',
  's.lng',
  's.currency_code',
  's.lowest_price',
  's.rating',
  's.review_count',
  's.duration_minutes',
  't.name',
  't.short_description',
] as const

export type SearchDimension = 'service_type' | 'categories' | 'location_id' | 'ratings' | 'price'

const EARTH_RADIUS_KM = 6371

/** Words typed so far, each matched as a prefix: "fjor cru" finds "Fjord cruise". */
export function prefixQuery(text: string) {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null
}

/**
 * The public catalogue narrowed by a search: every filter but `skip`, so a facet can count
 * what choosing another value of its own dimension would give.
 */
export function filteredServices(
  db: DB,
  search: CatalogueSearch,
  language: ContentLocale,
  skip?: SearchDimension,
) {
  const locale = requestedLocale(language)
  let query = db
    .selectFrom('service as s')
    .innerJoin('service_translation as t', (join) =>
      // A product's texts in the first language of the fallback order that it has.
      join
        .onRef('t.service_id', '=', 's.id')
        .on(
          't.locale',
          '=',
          sql<string>`coalesce(${sql.join(
            fallbackOrder(language).map(
              (candidate) =>
                sql`(select x.locale from service_translation x where x.service_id = s.id and x.locale = ${candidate})`,
            ),
          )})`,
        ),
    )
    .where('s.status', '=', Status.Active)
    .where('s.is_private', '=', false)

  const words = search.query ? prefixQuery(search.query) : null
  if (words) {
    const config = textSearchConfig(locale)
    query = query.where(
      sql<boolean>`(t.search_vector @@ to_tsquery(${config}, ${words}) or exists (
        select 1 from service_translation o where o.service_id = s.id and o.locale <> t.locale
        and o.search_vector @@ to_tsquery('simple', ${words})))`,
    )
  }
  if (search.site_id) {
    query = query.where((eb) => inSiteCatalogue(eb, [search.site_id!]))
  }
  if (search.site_ids?.length) query = query.where((eb) => inSiteCatalogue(eb, search.site_ids!))
  if (search.serviceIds?.length) query = query.where('s.id', 'in', search.serviceIds)
  if (skip !== 'service_type' && search.serviceType)
    query = query.where('s.service_type', '=', search.serviceType)
  if (skip !== 'location_id' && search.location_id)
    query = query.where('s.location_id', '=', search.location_id)
  if (skip !== 'categories' && search.categories?.length) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('service_category as sc')
          .leftJoin('category as c', 'c.id', 'sc.category_id')
          .select('sc.service_id')
          .whereRef('sc.service_id', '=', 's.id')
          .where((eb) =>
            eb.or([
              eb('sc.category_id', 'in', search.categories!),
              eb('c.parent_id', 'in', search.categories!),
            ]),
          ),
      ),
    )
  }
  if (skip !== 'ratings' && search.ratings?.length) {
    // "4+" means rated 4 or better: the lowest chosen rating is the floor.
    query = query.where('s.rating', '>=', Math.min(...search.ratings))
  }
  const range = skip === 'price' ? null : effectivePriceRange(search.priceRange ?? null)
  if (range) {
    query = query.where('s.lowest_price', '>=', range[0]).where('s.lowest_price', '<=', range[1])
    // Prices are never converted: 500-2000 in NOK says nothing of a product priced in euros.
    if (search.currency) query = query.where('s.currency_code', '=', search.currency)
  }
  if (search.boundingBox) {
    const [lat1, lng1, lat2, lng2] = search.boundingBox
    query = query
      .where('s.lat', '>=', Math.min(lat1, lat2))
      .where('s.lat', '<=', Math.max(lat1, lat2))
      .where('s.lng', '>=', Math.min(lng1, lng2))
      .where('s.lng', '<=', Math.max(lng1, lng2))
  }
  if (search.around) {
    query = query.where(distanceKm(search.around.lat, search.around.lng), '<=', search.around.radius)
  }
  return query
}

function inSiteCatalogue(
  eb: ExpressionBuilder<Database & { s: Database['service'] }, 's'>,
  siteIds: number[],
) {
  return eb.exists(
    eb
      .selectFrom('site_catalogue as sc')
      .select('sc.service_id')
      .whereRef('sc.service_id', '=', 's.id')
      .where('sc.site_id', 'in', siteIds),
  )
}

/** Great-circle distance in kilometres (haversine), portable to PGlite, which has no earthdistance. */
export const distanceKm = (lat: number, lng: number) =>
  sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(sqrt(
    power(sin(radians(s.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(s.lat)) * power(sin(radians(s.lng - ${lng}) / 2), 2))))`

export const rankExpression = (search: CatalogueSearch, language: ContentLocale) => {
  const locale = requestedLocale(language)
  const words = search.query ? prefixQuery(search.query) : null
  return words
    ? sql<number>`ts_rank(t.search_vector, to_tsquery(${textSearchConfig(locale)}, ${words}))`
    : sql<number>`0`
}
