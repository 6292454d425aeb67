import type { CatalogueResult, CreatedContentToken } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { StatementCounter } from '../../test/statement-counter.js'

let ctx: TestContext
let counted: TestContext
const counter = new StatementCounter()
let demo: number
beforeAll(async () => {
  ctx = await createTestContext()
  counted = { ...ctx, app: createApp({ db: ctx.db.withPlugin(counter), config: ctx.config }) }
  demo = await siteId(ctx.db, 'demo')
})
afterAll(() => ctx.close())

/** The statements one call runs, and its answer. */
async function statementsOf(method: 'GET' | 'POST', path: string, options: Parameters<typeof call>[3] = {}) {
  counter.count = 0
  const response = await call<CatalogueResult>(counted, method, path, options)
  return { statements: counter.count, response }
}

// The biggest search the catalogue accepts: 200 characters of words, a hundred categories, sites and ids.
const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
const BIGGEST = {
  query: 'fjord tour '.repeat(18).slice(0, 200),
  categories: hundred,
  site_ids: hundred,
  serviceIds: hundred,
  ratings: [1, 2, 3, 4, 5],
  priceRange: [1, 1_000_000],
  page: 1000,
  limit: 100,
  sort: 'price_desc',
}

describe('the catalogue in at most two statements', () => {
  it.each([
    ['everything', {}, 2],
    [
      'words, filters and a price range without its currency',
      { query: 'tour', ratings: [3], priceRange: [1, 5000] },
      2,
    ],
    ['a partner site', { site_id: 0 }, 2],
    ['the biggest search it accepts', BIGGEST, 2],
  ] as const)('%s', async (_, body, expected) => {
    const asked = 'site_id' in body ? { ...body, site_id: demo } : body
    const { statements, response } = await statementsOf('POST', '/core/public/catalog', { body: asked })
    expect(response.status).toBe(200)
    // The search generation (with a site's language when the search names a site), then one for the
    // page, total and facets.
    expect(statements).toBe(expected)
  })

  it('a partner site’s white-label catalogue and the content API', async () => {
    const whiteLabel = await statementsOf('POST', `/core/public/white-label/catalog?site_id=${demo}`, {
      body: { query: 'tour', page: 1 },
    })
    expect(whiteLabel.response.status).toBe(200)
    // The search generation with the site's language, the site's existence, then the catalogue.
    expect(whiteLabel.statements).toBe(3)

    const admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
    const { body: made } = await call<CreatedContentToken>(
      ctx,
      'POST',
      `/core/v1/partner-sites/token/${demo}`,
      {
        token: admin,
        body: { name: 'Statements' },
      },
    )
    const content = await statementsOf('GET', '/content/v1/products?query=tour', {
      headers: { Authorization: `Bearer ${made.token}` },
    })
    expect(content.response.status).toBe(200)
    expect(content.response.body.total).toBeGreaterThan(0)
    // The token and its last use (written at most once a minute), the site's language, then the catalogue.
    expect(content.statements).toBe(4)
  })
})

describe('the search box, maps and grids in at most two statements', () => {
  const circle = { lat: 69.6492, lng: 18.9553, radius: 80 }
  it.each([
    ['the search box', 'POST', '/core/public/search-box/search', { query: 'fjo' }, 2],
    ['the search box on a site', 'POST', '/core/public/search-box/search', { query: 'fjo', site_id: 0 }, 2],
    ['the places', 'POST', '/core/public/locations-having-services', { service_type: 1 }, 2],
    ['all for maps', 'GET', '/core/public/catalog/all', undefined, 2],
    ['all for a site’s map', 'GET', '/core/public/catalog/all?site_id=0', undefined, 2],
    ['tours around', 'POST', '/core/public/tours/__search', { locations: [circle], service: 1 }, 2],
    ['hotels around', 'POST', '/core/public/hotels/__search', { locations: [circle] }, 2],
    [
      'a site’s grid',
      'GET',
      '/core/public/white-label/customize-site?white_label_id=0&count=12',
      undefined,
      2,
    ],
  ] as const)('%s', async (_, method, path, body, expected) => {
    const onSite = (text: string) => text.replace(/=0\b/, `=${demo}`)
    const asked = body && 'site_id' in body ? { ...body, site_id: demo } : body
    const { statements, response } = await statementsOf(method, onSite(path), asked ? { body: asked } : {})
    expect(response.status).toBe(200)
    // The search generation (with the site's language when the call names one), then the cards.
    expect(statements).toBe(expected)
  })
})
