import { ServiceType, type CatalogueResult, type ServiceCard } from '@jaunt/domain'
import { sql } from 'kysely'
import { writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { EXPECTED } from './search-correctness.expected.js'

/**
 * The search's answers for a fixed set of queries in three languages, as the code gave them before
 * the search documents (#26): a rebuild of how search reads must give them unchanged.
 */
let ctx: TestContext
let sites: Record<'demo' | 'nordic' | 'lodge', number>
let categoryIds: { parent: number; child: number }
let placeId: number
beforeAll(async () => {
  ctx = await createTestContext()
  sites = {
    demo: await siteId(ctx.db, 'demo'),
    nordic: await siteId(ctx.db, 'nordic'),
    lodge: await siteId(ctx.db, 'lodge'),
  }
  const parent = await ctx.db
    .selectFrom('category as c')
    .innerJoin('category as child', 'child.parent_id', 'c.id')
    .select(['c.id', 'child.id as child_id'])
    .orderBy('c.id')
    .orderBy('child.id')
    .executeTakeFirstOrThrow()
  categoryIds = { parent: parent.id, child: parent.child_id }
  const place = await ctx.db
    .selectFrom('location')
    .select('id')
    .where(sql<boolean>`name ->> 'en' = 'Tromsø'`)
    .executeTakeFirstOrThrow()
  placeId = place.id
})
afterAll(() => ctx.close())

const cards = (data: ServiceCard[]) =>
  data.map(
    (card) =>
      `${card.product_code} ${card.name} | ${card.location?.name ?? '-'} | ${card.categories.map((c) => c.name).join(', ')}`,
  )

const facetLine = (facets: { label: string; count: number }[]) =>
  facets.map((facet) => `${facet.label}=${facet.count}`).join(', ')

function summary(result: CatalogueResult) {
  const { facets } = result
  return {
    total: result.total,
    page: result.page,
    limit: result.limit,
    cards: cards(result.data),
    facets: {
      type: facetLine(facets.type),
      categories: facetLine(facets.categories),
      places: facetLine(facets.location_id),
      ratings: facetLine(facets.ratings),
      lowest_price: facets.lowest_price,
      prices: facets.prices,
    },
  }
}

type Case = [name: string, locale: string, body: () => object, site?: () => number]
const CATALOGUE_CASES: Case[] = [
  ['everything, by rating', 'en', () => ({})],
  ['everything, page 2', 'de', () => ({ page: 2 })],
  ['five a page, page 3', 'no', () => ({ limit: 5, page: 3 })],
  ['a prefix', 'en', () => ({ query: 'fjor' })],
  ['a word in German', 'de', () => ({ query: 'fjord' })],
  ['a Norwegian word', 'no', () => ({ query: 'kajakk' })],
  ['two words', 'en', () => ({ query: 'fjord cruise' })],
  ['an English word asked in Norwegian', 'no', () => ({ query: 'cruise' })],
  ['a German word', 'de', () => ({ query: 'Stadt' })],
  ['nothing found', 'en', () => ({ query: 'zzqxv' })],
  ['hotels', 'no', () => ({ serviceType: ServiceType.Hotels })],
  ['a parent category', 'en', () => ({ categories: [categoryIds.parent], limit: 50 })],
  ['a child category', 'de', () => ({ categories: [categoryIds.child], limit: 50 })],
  ['a place', 'de', () => ({ location_id: placeId, limit: 50 })],
  ['rated 4.7 and up', 'en', () => ({ ratings: [4.7], sort: 'price_asc', limit: 20 })],
  ['a price range', 'en', () => ({ priceRange: [100, 800], limit: 50 })],
  ['a price range in euros', 'no', () => ({ priceRange: [0, 1_000_000], currency: 'EUR', limit: 50 })],
  ['cheapest first', 'de', () => ({ sort: 'price_asc', limit: 20 })],
  ['dearest first', 'en', () => ({ sort: 'price_desc', limit: 20 })],
  ['by rating with words', 'no', () => ({ query: 'tur', sort: 'rating' })],
  ['by relevance', 'en', () => ({ query: 'tour', sort: 'relevance', limit: 20 })],
  ['around Tromsø', 'no', () => ({ around: { lat: 69.6492, lng: 18.9553, radius: 60 }, limit: 50 })],
  ['in a box', 'de', () => ({ boundingBox: [69, 17, 70.5, 21], limit: 50 })],
  ['the demo site', 'en', () => ({ limit: 50 }), () => sites.demo],
  ['the nordic site (Swedish first) in German', 'de', () => ({ limit: 50 }), () => sites.nordic],
  ['the lodge site (Norwegian first) in German', 'de', () => ({ limit: 50 }), () => sites.lodge],
  ['words on the nordic site', 'de', () => ({ query: 'fjord' }), () => sites.nordic],
  [
    'everything at once',
    'en',
    () => ({ query: 'tour', ratings: [3], priceRange: [1, 5000], sort: 'price_desc', limit: 4, page: 2 }),
  ],
]

// RECORD_SEARCH=<file> writes the answers to that file instead of comparing them (to record them again).
const recorded: Record<string, unknown> = {}
const check = (name: string, actual: unknown) => {
  if (process.env.RECORD_SEARCH) recorded[name] = actual
  else expect(actual).toEqual(EXPECTED[name])
}

describe('search correctness, as before the search documents', () => {
  it.each(CATALOGUE_CASES)('catalogue: %s (%s)', async (name, locale, body, site) => {
    const response = await call<CatalogueResult>(ctx, 'POST', '/core/public/catalog', {
      body: { ...body(), ...(site ? { site_id: site() } : {}) },
      headers: { 'APP-LOCALE': locale },
    })
    expect(response.status).toBe(200)
    check(`catalogue: ${name}`, summary(response.body))
  })

  const LOOKUPS: [name: string, locale: string, path: string, body: () => object | undefined][] = [
    ['search box: fjor', 'en', 'POST /core/public/search-box/search', () => ({ query: 'fjor' })],
    ['search box: bergen', 'no', 'POST /core/public/search-box/search', () => ({ query: 'bergen' })],
    ['type counts: tur', 'no', 'POST /core/public/search-box/facets-servicetypes', () => ({ query: 'tur' })],
    ['categories', 'de', 'POST /core/public/categories', () => ({ site_id: sites.nordic })],
    ['places', 'en', 'POST /core/public/locations-having-services', () => ({ service_type: 1 })],
    ['all for maps', 'no', 'GET /core/public/catalog/all', () => undefined],
    ['site grid', 'de', `GET /core/public/white-label/customize-site`, () => undefined],
    [
      'tours around',
      'en',
      'POST /core/public/tours/__search',
      () => ({ locations: [{ lat: 69.6492, lng: 18.9553, radius: 80 }], service: 1 }),
    ],
  ]
  it.each(LOOKUPS)('lookup: %s (%s)', async (name, locale, route, body) => {
    const [method, path] = route.split(' ') as ['GET' | 'POST', string]
    const query = name === 'site grid' ? `?white_label_id=${sites.demo}&count=12` : ''
    const response = await call<unknown>(ctx, method, `${path}${query}`, {
      body: body(),
      headers: { 'APP-LOCALE': locale },
    })
    expect(response.status).toBe(200)
    check(`lookup: ${name}`, condense(response.body))
  })

  afterAll(() => {
    if (process.env.RECORD_SEARCH) writeFileSync(process.env.RECORD_SEARCH, JSON.stringify(recorded, null, 2))
  })
})

/** Cards as their code and texts; anything else as it came. */
function condense(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(condense)
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>
    if ('product_code' in record) return cards([record as unknown as ServiceCard])[0]
    return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, condense(value)]))
  }
  return body
}
