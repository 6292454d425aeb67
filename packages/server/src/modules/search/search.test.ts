import { ServiceType, type CatalogueResult } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { prefixQuery } from './search.query.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const search = async (body: object, locale = 'en') => {
  const response = await call<CatalogueResult>(ctx, 'POST', '/core/public/catalog', {
    body,
    headers: { 'APP-LOCALE': locale },
  })
  expect(response.status).toBe(200)
  return response.body
}

describe('POST /core/public/catalog', () => {
  it('finds products by words in their texts, as typed (prefixes), in the visitor’s language', async () => {
    const fjord = await search({ query: 'fjor' })
    expect(fjord.total).toBeGreaterThan(0)
    expect(
      fjord.data.every((card) => /fjord/i.test(`${card.name} ${card.short_description}`) || card.name),
    ).toBe(true)
    expect(fjord.data.some((card) => /fjord/i.test(card.name))).toBe(true)
    const kajakk = await search({ query: 'kajakk' }, 'no')
    expect(kajakk.data.some((card) => /kajakk/i.test(card.name))).toBe(true)
    const nothing = await search({ query: 'zzqxv' })
    expect(nothing).toMatchObject({ total: 0, data: [] })
  })

  it('pages by 12 and counts the whole result', async () => {
    const first = await search({})
    const second = await search({ page: 2 })
    expect(first.limit).toBe(12)
    expect(first.data).toHaveLength(12)
    expect(first.total).toBeGreaterThanOrEqual(40)
    const firstIds = new Set(first.data.map((card) => card.id))
    expect(second.data.some((card) => firstIds.has(card.id))).toBe(false)
  })

  it('filters by service type and counts every type in the facets', async () => {
    const all = await search({})
    const hotels = await search({ serviceType: ServiceType.Hotels })
    expect(hotels.data.every((card) => card.type === 'hotels')).toBe(true)
    const facetTotal = hotels.facets.service_type.reduce((sum, facet) => sum + facet.count, 0)
    expect(facetTotal).toBe(all.total)
    expect(hotels.facets.service_type.find((facet) => facet.value === ServiceType.Hotels)?.count).toBe(
      hotels.total,
    )
    expect(hotels.facets.type.map((facet) => facet.value)).toContain('hotels')
  })

  it('applies the price range only when both bounds are given', async () => {
    const all = await search({})
    expect((await search({ priceRange: [null, 100] })).total).toBe(all.total)
    const ranged = await search({ priceRange: [100, 800], limit: 100 })
    expect(ranged.total).toBeLessThan(all.total)
    expect(ranged.data.every((card) => card.lowest_price! >= 100 && card.lowest_price! <= 800)).toBe(true)
  })

  it('keeps a price range within one currency, and gives the prices of each currency', async () => {
    const all = await search({ limit: 100 })
    const currencies = all.facets.prices.map((price) => price.currency_code)
    expect(new Set(currencies).size).toBeGreaterThan(1)
    expect(all.facets.prices.reduce((sum, price) => sum + price.count, 0)).toBeLessThanOrEqual(all.total)
    const [common, other] = all.facets.prices
    expect(common!.count).toBeGreaterThanOrEqual(other!.count)

    const inOther = await search({ priceRange: [0, 1_000_000], currency: other!.currency_code, limit: 100 })
    expect(inOther.total).toBe(other!.count)
    expect(inOther.data.every((card) => card.currency_code === other!.currency_code)).toBe(true)
    expect(inOther.facets.lowest_price).toEqual({ min: other!.min, max: other!.max })

    // Without its currency, a range is read in the most common one.
    const unsaid = await search({ priceRange: [0, 1_000_000], limit: 100 })
    expect(unsaid.data.every((card) => card.currency_code === common!.currency_code)).toBe(true)
  })

  it('filters by rating bucket, place and category (a parent includes its children)', async () => {
    const fours = await search({ ratings: [4], limit: 100 })
    expect(fours.data.every((card) => card.rating >= 4)).toBe(true)
    expect(fours.facets.ratings.find((facet) => facet.value === 4)?.count).toBe(fours.total)
    const place = fours.facets.location_id[0]!
    const inPlace = await search({ location_id: place.value, limit: 100 })
    expect(inPlace.data.every((card) => card.location?.id === place.value)).toBe(true)
    const parent = await ctx.db
      .selectFrom('category as c')
      .innerJoin('category as child', 'child.parent_id', 'c.id')
      .select(['c.id', 'child.id as child_id'])
      .executeTakeFirstOrThrow()
    const byParent = await search({ categories: [parent.id], limit: 100 })
    const byChild = await search({ categories: [parent.child_id], limit: 100 })
    expect(byParent.total).toBeGreaterThanOrEqual(byChild.total)
    const childIds = new Set(byChild.data.map((card) => card.id))
    expect(byParent.data.filter((card) => childIds.has(card.id))).toHaveLength(byChild.data.length)
  })

  it('finds products within a radius and inside a bounding box', async () => {
    const tromso = { lat: 69.6492, lng: 18.9553 }
    const near = await search({ around: { ...tromso, radius: 60 }, limit: 100 })
    expect(near.total).toBeGreaterThan(0)
    expect(
      near.data.every((card) => Math.abs(card.lat - tromso.lat) < 1 && Math.abs(card.lng - tromso.lng) < 2),
    ).toBe(true)
    const boxed = await search({ boundingBox: [69, 17, 70.5, 21], limit: 100 })
    expect(boxed.data.map((card) => card.id).sort()).toEqual(
      expect.arrayContaining(near.data.map((card) => card.id)),
    )
  })

  it('limits a partner site’s search to its own catalogue', async () => {
    const demo = await search({ site_id: await siteId(ctx.db, 'demo'), limit: 100 })
    const nordic = await search({ site_id: await siteId(ctx.db, 'nordic'), limit: 100 })
    const all = await search({ limit: 100 })
    expect(demo.total).toBeLessThan(all.total)
    expect(new Set(demo.data.map((c) => c.id))).not.toEqual(new Set(nordic.data.map((c) => c.id)))
  })

  it('answers 400 naming the field for bad filters', async () => {
    const range = await call(ctx, 'POST', '/core/public/catalog', { body: { priceRange: ['cheap', 5] } })
    expect(range.status).toBe(400)
    expect(range.body.message).toMatch(/^priceRange\.0: /)
    const page = await call(ctx, 'POST', '/core/public/catalog', { body: { page: 0 } })
    expect(page.body.message).toMatch(/^page: /)
  })

  it('refuses a search bigger than any visitor asks for, naming what is too big', async () => {
    const refused = async (body: object) => {
      const response = await call(ctx, 'POST', '/core/public/catalog', { body })
      return `${response.status} ${String(response.body.message).split(':')[0]}`
    }
    expect(await refused({ query: 'fjord '.repeat(1700) })).toBe('400 query')
    expect(await refused({ page: 1_000_000_000 })).toBe('400 page')
    expect(await refused({ limit: 1_000_000 })).toBe('400 limit')
    expect(await refused({ sort: 'supplier_password' })).toBe('400 sort')
    expect(await refused({ categories: Array.from({ length: 1000 }, (_, i) => i + 1) })).toBe(
      '422 categories',
    )
    const deepest = await call<CatalogueResult>(ctx, 'POST', '/core/public/catalog', { body: { page: 1000 } })
    expect(deepest.status).toBe(200)
    expect(deepest.body.data).toEqual([])
  })

  it('refuses a thousand values of any list filter, and a partner site’s oversized search', async () => {
    const thousand = Array.from({ length: 1000 }, (_, i) => i + 1)
    const refused = async (path: string, body: object) => {
      const response = await call(ctx, 'POST', path, { body })
      return `${response.status} ${String(response.body.message).split(':')[0]}`
    }
    const catalogue = '/core/public/catalog'
    expect(await refused(catalogue, { site_ids: thousand })).toBe('422 site_ids')
    expect(await refused(catalogue, { serviceIds: thousand })).toBe('422 serviceIds')
    expect(await refused(catalogue, { ratings: thousand.map((n) => n % 5) })).toBe('422 ratings')
    const site = `/core/public/white-label/catalog?site_id=${await siteId(ctx.db, 'demo')}`
    expect(await refused(site, { query: 'x'.repeat(10_240) })).toBe('400 query')
    expect(await refused(site, { page: 1_000_000_000 })).toBe('400 page')
    expect(await refused(site, { categories: thousand })).toBe('422 categories')
    // What a partner's storefront cannot set is not read: its page stays 12 products, in its own order.
    const unasked = await call<CatalogueResult>(ctx, 'POST', site, {
      body: { limit: 1_000_000, sort: 'secret' },
    })
    expect(unasked.status).toBe(200)
    expect(unasked.body.limit).toBe(12)
  })
})

describe('the search box and the lists around it', () => {
  it('suggests at most five products while typing', async () => {
    const response = await call<{ services: unknown[] }>(ctx, 'POST', '/core/public/search-box/search', {
      body: { query: 'a' },
    })
    expect(response.status).toBe(200)
    expect(response.body.services.length).toBeLessThanOrEqual(5)
    expect(response.body.services.length).toBeGreaterThan(0)
  })

  it('counts matching products per service type', async () => {
    const response = await call<{ type: string; count: number }[]>(
      ctx,
      'POST',
      '/core/public/search-box/facets-servicetypes',
      { body: {} },
    )
    expect(response.body.map((row) => row.type)).toEqual(
      expect.arrayContaining([
        'activities',
        'events',
        'hotels',
        'attractions',
        'restaurants',
        'rentals',
        'packages',
      ]),
    )
  })

  it('lists places and categories with counts, and every product for the map', async () => {
    const places = await call<{ name: string; count: number }[]>(
      ctx,
      'POST',
      '/core/public/locations-having-services',
      { body: {} },
    )
    expect(places.body.every((place) => place.count > 0)).toBe(true)
    const categories = await call<{ count: number }[]>(ctx, 'POST', '/core/public/categories', { body: {} })
    expect(categories.body.some((category) => category.count > 0)).toBe(true)
    const all = await call<{ total: number }>(ctx, 'GET', '/core/public/catalog/all')
    expect(all.body.total).toBeGreaterThanOrEqual(40)
  })

  it('fills a site’s product grid in the partner’s order, or shuffled', async () => {
    const demo = await siteId(ctx.db, 'demo')
    const grid = await call<{ data: { type: string }[] }>(
      ctx,
      'GET',
      `/core/public/white-label/customize-site?white_label_id=${demo}&count=4&service_type=3`,
    )
    expect(grid.body.data.length).toBeGreaterThan(0)
    expect(grid.body.data.every((card) => card.type === 'hotels')).toBe(true)
  })
})

describe('prefixQuery', () => {
  it('turns typed words into prefix terms and drops punctuation', () => {
    expect(prefixQuery('Fjord cru')).toBe('fjord:* & cru:*')
    expect(prefixQuery("Tromsø's  (north)")).toBe('tromsø:* & s:* & north:*')
    expect(prefixQuery('  !! ')).toBeNull()
  })
})
