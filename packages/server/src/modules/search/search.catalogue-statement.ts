import { effectivePriceRange, SERVICE_PAGE_SIZE, type CatalogueSearch } from '@jaunt/domain'
import { sql, type RawBuilder } from 'kysely'
import type { DB } from '../../db/database.js'
import type { ProductImage } from '../../db/schema.js'
import type { ContentLocale } from '../catalogue/translate.js'
import { dimensionConditions, documentsInScope, rankExpression } from './search.documents-query.js'
import type { SearchDimension } from './search.query.js'

type Translations = Record<string, string>

export interface CatalogueCardRow {
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
  location_name: Translations | null
  categories: { id: number; name: Translations }[] | null
}

type Named = { value: number; name: Translations; count: number }

export interface CatalogueAnswer {
  total: number
  data: CatalogueCardRow[]
  types: { value: number; count: number }[]
  categories: Named[]
  places: Named[]
  ratings: Record<'r5' | 'r4' | 'r3' | 'r2' | 'r1', number>
  prices: { currency_code: string; min: number | null; max: number | null; count: number }[]
}

const DIMENSIONS: SearchDimension[] = ['service_type', 'categories', 'location_id', 'ratings', 'price']
const FLAG: Record<SearchDimension, string> = {
  service_type: 'type_ok',
  categories: 'category_ok',
  location_id: 'place_ok',
  ratings: 'rating_ok',
  price: 'in_price_range',
}

const PAGE_ORDER: Record<NonNullable<CatalogueSearch['sort']>, RawBuilder<unknown>> = {
  price_asc: sql`lowest_price asc, id`,
  price_desc: sql`lowest_price desc, id`,
  relevance: sql`rank desc, rating desc, id`,
  rating: sql`rating desc, review_count desc, id`,
}

/**
 * The catalogue in one statement: the documents in scope once (`scoped`: what the facets and the order need,
 * and whether each passes each facet dimension), then the total, every facet and the page from them; only the
 * page's dozen rows read their card, place and categories. The page is the top of the order (no sort of
 * every match), and the category facet counts the documents' own category lists (no join per match). A price range without its currency is read in
 * the currency most of the products are priced in, chosen from the prices facet.
 */
export async function catalogueStatement(db: DB, search: CatalogueSearch, language: ContentLocale) {
  const limit = search.limit ?? SERVICE_PAGE_SIZE
  const page = search.page ?? 1
  const { rows } = await catalogueQuery(db, search, language, { limit, page }).execute(db)
  return { ...rows[0]!, page, limit }
}

/** The statement itself, apart for `EXPLAIN` (docs/decisions.md, "Search documents"). */
export function catalogueQuery(
  db: DB,
  search: CatalogueSearch,
  language: ContentLocale,
  { limit, page }: { limit: number; page: number },
) {
  const conditions = dimensionConditions(search, { currency: false })
  const flags = DIMENSIONS.map((dimension) =>
    sql<boolean>`coalesce(${conditions[dimension] ?? sql`true`}, false)`.as(FLAG[dimension]),
  )
  const scoped = documentsInScope(db, search, language)
    .select(['d.service_id as id', 'd.locale', 'd.service_type', 'd.location_id', 'd.currency_code'])
    .select(['d.lowest_price', 'd.rating', 'd.review_count', 'd.category_ids'])
    .select(rankExpression(search, language).as('rank'))
    .select(flags)
  const currency = search.currency
    ? sql`${search.currency}`
    : sql`(select currency_code from prices order by count desc, currency_code limit 1)`
  const priceOk = effectivePriceRange(search.priceRange ?? null)
    ? sql`coalesce(m.in_price_range and m.currency_code = ${currency}, false)`
    : sql`true`
  /** Documents (`scoped m`) that pass every dimension but `skip`: what a facet of that dimension counts. */
  const passing = (skip?: SearchDimension) =>
    sql.join(
      DIMENSIONS.filter((dimension) => dimension !== skip).map((dimension) =>
        dimension === 'price' ? priceOk : sql.ref(`m.${FLAG[dimension]}`),
      ),
      sql` and `,
    )
  const order = PAGE_ORDER[search.sort ?? (search.query ? 'relevance' : 'rating')]
  return sql<CatalogueAnswer>`
    with scoped as (${scoped}),
    prices as (
      select currency_code, min(lowest_price) as min, max(lowest_price) as max, count(*)::int as count
      from scoped m where ${passing('price')} and lowest_price is not null group by currency_code
    )
    select
      (select count(*)::int from scoped m where ${passing()}) as total,
      (select coalesce(json_agg(card order by ${order}), '[]') from (
        select d.service_id as id, d.service_type, d.product_code, d.images, d.location_id, d.lat, d.lng,
          d.currency_code, d.lowest_price, d.rating, d.review_count, d.duration_minutes, d.name,
          d.short_description, p.rank,
          (select l.name from location l where l.id = d.location_id) as location_name,
          (select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.id)
            from service_category sc join category c on c.id = sc.category_id
            where sc.service_id = d.service_id) as categories
        from (
          select m.id, m.locale, m.rank, m.rating, m.review_count, m.lowest_price
          from scoped m where ${passing()} order by ${order} limit ${limit} offset ${(page - 1) * limit}
        ) p
        join search_document d on d.service_id = p.id and d.locale = p.locale
      ) card) as data,
      (select coalesce(json_agg(t order by t.value), '[]') from (
        select m.service_type as value, count(*)::int as count
        from scoped m where ${passing('service_type')} group by m.service_type
      ) t) as types,
      (select coalesce(json_agg(t order by t.value), '[]') from (
        select c.id as value, c.name, own.count from (
          select category_id, count(*)::int as count
          from (select unnest(m.category_ids) as category_id from scoped m where ${passing('categories')}) ids
          group by category_id
        ) own join category c on c.id = own.category_id
      ) t) as categories,
      (select coalesce(json_agg(t order by t.value), '[]') from (
        select l.id as value, l.name, own.count from (
          select m.location_id, count(*)::int as count from scoped m
          where ${passing('location_id')} group by m.location_id
        ) own join location l on l.id = own.location_id
      ) t) as places,
      (select json_build_object(
        'r5', count(*) filter (where m.rating >= 5), 'r4', count(*) filter (where m.rating >= 4),
        'r3', count(*) filter (where m.rating >= 3), 'r2', count(*) filter (where m.rating >= 2),
        'r1', count(*) filter (where m.rating >= 1)
      ) from scoped m where ${passing('ratings')}) as ratings,
      (select coalesce(json_agg(p order by p.count desc, p.currency_code), '[]') from prices p) as prices
  `
}
