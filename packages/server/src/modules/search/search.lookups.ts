import {
  MAP_FETCH_LIMIT,
  SEARCH_BOX_LIMIT,
  serviceTypeName,
  type ServiceType,
  type CatalogueSearch,
  type GeoCircle,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import {
  CARD_PLACE_AND_CATEGORIES,
  DOCUMENT_CARD_COLUMNS,
  filteredDocuments,
  withinKm,
} from './search.documents-query.js'
import { translate, type ContentLocale } from '../catalogue/translate.js'
import { cardsOf, type CardRowWithRefs } from './search.service.js'

const count = sql<number>`count(*)::int`

export async function categoriesWithCounts(db: DB, search: CatalogueSearch, locale: ContentLocale) {
  const counts = await filteredDocuments(db, search, locale)
    .innerJoin('service_category as sc', 'sc.service_id', 'd.service_id')
    .select(['sc.category_id', count.as('count')])
    .groupBy('sc.category_id')
    .execute()
  const categories = await db
    .selectFrom('category')
    .select(['id', 'name', 'parent_id'])
    .orderBy('id')
    .execute()
  const direct = new Map(counts.map((row) => [row.category_id, row.count]))
  return categories.map((category) => ({
    id: category.id,
    name: translate(category.name, locale),
    parent_id: category.parent_id,
    // A parent counts its children's products too, as the category filter includes them.
    count:
      (direct.get(category.id) ?? 0) +
      categories
        .filter((child) => child.parent_id === category.id)
        .reduce((sum, child) => sum + (direct.get(child.id) ?? 0), 0),
  }))
}

export async function searchBox(
  db: DB,
  query: string,
  siteId: number | null,
  locale: ContentLocale,
  limit = SEARCH_BOX_LIMIT,
) {
  const search: CatalogueSearch = { query, site_id: siteId }
  const services = filteredDocuments(db, search, locale)
    .select(DOCUMENT_CARD_COLUMNS)
    .select(CARD_PLACE_AND_CATEGORIES)
    .orderBy('d.rating', 'desc')
    .orderBy('d.review_count', 'desc')
    .orderBy('d.service_id')
    .limit(limit)
  // The suggestions and the places in one statement; places are named in the guest's language, then matched.
  const { rows } = await sql<{ services: CardRowWithRefs[]; places: PlaceRow[] }>`select
    (select coalesce(json_agg(s order by s.rating desc, s.review_count desc, s.id), '[]') from (${services}) s)
      as services,
    (select coalesce(json_agg(p order by p.id), '[]') from (${placesQuery(db, { site_id: siteId }, locale)}) p)
      as places`.execute(db)
  const needle = query.trim().toLowerCase()
  const places = needle ? namedPlaces(rows[0]!.places, locale) : []
  return {
    services: cardsOf(rows[0]!.services, locale),
    locations: places.filter((place) => place.name.toLowerCase().includes(needle)).slice(0, limit),
  }
}

export async function serviceTypeCounts(db: DB, search: CatalogueSearch, locale: ContentLocale) {
  const rows = await filteredDocuments(db, search, locale)
    .select(['d.service_type', count.as('count')])
    .groupBy('d.service_type')
    .orderBy('d.service_type')
    .execute()
  return rows.map((row) => ({
    service_type: row.service_type as ServiceType,
    type: serviceTypeName(row.service_type as ServiceType)!,
    count: row.count,
  }))
}

type PlaceRow = {
  id: number
  name: Record<string, string>
  country_code: string
  lat: number
  lng: number
  count: number
}

const placesQuery = (db: DB, search: CatalogueSearch, locale: ContentLocale) =>
  filteredDocuments(db, search, locale)
    .innerJoin('location as l', 'l.id', 'd.location_id')
    .select(['l.id', 'l.name', 'l.country_code', 'l.lat', 'l.lng', count.as('count')])
    .groupBy(['l.id', 'l.name', 'l.country_code', 'l.lat', 'l.lng'])
    .orderBy('l.id')

const namedPlaces = (rows: PlaceRow[], locale: ContentLocale) =>
  rows.map((row) => ({ ...row, name: translate(row.name, locale) }))

export async function locationsHavingServices(db: DB, search: CatalogueSearch, locale: ContentLocale) {
  return namedPlaces(await placesQuery(db, search, locale).execute(), locale)
}

export async function allCards(db: DB, siteId: number | null, locale: ContentLocale) {
  const rows = await filteredDocuments(db, { site_id: siteId }, locale)
    .select(DOCUMENT_CARD_COLUMNS)
    .select(CARD_PLACE_AND_CATEGORIES)
    .orderBy('d.service_id')
    .limit(MAP_FETCH_LIMIT)
    .execute()
  return cardsOf(rows, locale)
}

export interface GridRequest {
  siteId: number
  random: boolean
  serviceType?: ServiceType
  count: number
  locationId?: number
  categoryId?: number
}

/** A site's product grid keeps the order the partner gave its catalogue, unless shuffled. */
export async function siteGrid(db: DB, grid: GridRequest, locale: ContentLocale) {
  const search: CatalogueSearch = {
    site_id: grid.siteId,
    serviceType: grid.serviceType ?? null,
    location_id: grid.locationId ?? null,
    ...(grid.categoryId ? { categories: [grid.categoryId] } : {}),
  }
  let query = filteredDocuments(db, search, locale)
    .innerJoin('site_catalogue as position', (join) =>
      join.onRef('position.service_id', '=', 'd.service_id').on('position.site_id', '=', grid.siteId),
    )
    .select(DOCUMENT_CARD_COLUMNS)
    .select(CARD_PLACE_AND_CATEGORIES)
  query = grid.random
    ? query.orderBy(sql`random()`)
    : query.orderBy('position.position').orderBy('d.service_id')
  return cardsOf(await query.limit(grid.count).execute(), locale)
}

export interface AroundRequest {
  circles: GeoCircle[]
  serviceTypes: ServiceType[]
  featureIds?: number[]
  siteId: number | null
}

export async function servicesAround(db: DB, around: AroundRequest, locale: ContentLocale) {
  let query = filteredDocuments(db, { site_id: around.siteId }, locale).where(
    'd.service_type',
    'in',
    around.serviceTypes,
  )
  if (around.circles.length) {
    query = query.where((eb) =>
      eb.or(around.circles.map((circle) => withinKm(eb, circle.lat, circle.lng, circle.radius))),
    )
  }
  for (const featureId of around.featureIds ?? []) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('service_feature as f')
          .select('f.service_id')
          .whereRef('f.service_id', '=', 'd.service_id')
          .where('f.feature_id', '=', featureId),
      ),
    )
  }
  const rows = await query
    .select(DOCUMENT_CARD_COLUMNS)
    .select(CARD_PLACE_AND_CATEGORIES)
    .orderBy('d.rating', 'desc')
    .orderBy('d.review_count', 'desc')
    .orderBy('d.service_id')
    .limit(MAP_FETCH_LIMIT)
    .execute()
  return cardsOf(rows, locale)
}
