import type { TourInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let oslo: number
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(() => ctx.close())

interface Currency {
  code: string
  name: string
  english_name: string
  enabled: boolean
  products: number
}
const adminList = async () =>
  (await call<Currency[]>(ctx, 'GET', '/core/v1/admin/currencies?range=[0,199]', { token: admin })).body
const offered = async (locale = 'en') =>
  (
    await call<{ data: Currency[] }>(ctx, 'GET', '/core/v1/currencies', {
      token: supplier,
      headers: { 'APP-LOCALE': locale },
    })
  ).body.data
const add = (code: unknown, token = admin) =>
  call<Currency>(ctx, 'POST', '/core/v1/admin/currencies', { token, body: { code } })
const setEnabled = (code: string, enabled: boolean, token = admin) =>
  call<Currency>(ctx, 'PUT', `/core/v1/admin/currencies/${code}`, { token, body: { enabled } })
const tour = (currency_code: string): TourInput => ({
  location_id: oslo,
  currency_code,
  duration: { days: null, hours: 2, minutes: 0 },
  texts: { en: { name: `Harbour walk in ${currency_code}` } },
})
const createTour = (currency_code: string) =>
  call<{ id: number }>(ctx, 'POST', '/core/v1/tours', { token: supplier, body: tour(currency_code) })

describe('the currencies the marketplace sells in', () => {
  it('lists the seeded currencies, with the products priced in each, and names them in the caller’s language', async () => {
    const all = await adminList()
    expect(all.map((currency) => currency.code)).toEqual(
      expect.arrayContaining(['CHF', 'DKK', 'EUR', 'GBP', 'NOK', 'SEK', 'USD']),
    )
    expect(all.find((currency) => currency.code === 'NOK')).toMatchObject({
      name: 'Norwegian Krone',
      enabled: true,
      products: expect.any(Number),
    })
    expect(all.find((currency) => currency.code === 'NOK')!.products).toBeGreaterThan(0)
    const german = await offered('de')
    expect(german.find((currency) => currency.code === 'EUR')).toMatchObject({
      english_name: 'Euro',
      name: 'Euro',
    })
    expect(german.find((currency) => currency.code === 'NOK')?.name).toBe('Norwegische Krone')
  })

  it('adds a real ISO 4217 code once, and names the field for a code that is not one', async () => {
    const added = await add('isk')
    expect(added.status).toBe(201)
    expect(added.body).toMatchObject({ code: 'ISK', enabled: true, products: 0 })
    expect((await offered()).map((currency) => currency.code)).toContain('ISK')
    const again = await add('ISK')
    expect(again.status).toBe(409)
    for (const code of ['XYZ', 'EURO', '', 42]) {
      const refused = await add(code)
      expect(refused.status).toBe(400)
      expect(refused.body).toMatchObject({ errors: [{ path: 'code' }] })
    }
  })

  it('refuses new prices in a disabled or unknown currency, while its products keep theirs', async () => {
    expect((await createTour('jpy')).body).toMatchObject({
      errors: [{ path: 'currency_code', message: 'This currency is not offered on the marketplace' }],
    })
    const inDanish = await createTour('DKK')
    expect(inDanish.status).toBe(201)
    const disabled = await setEnabled('dkk', false)
    expect(disabled.status).toBe(200)
    expect(disabled.body).toMatchObject({ code: 'DKK', enabled: false })
    expect(disabled.body.products).toBeGreaterThan(0)
    expect((await offered()).map((currency) => currency.code)).not.toContain('DKK')

    const refused = await createTour('DKK')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ errors: [{ path: 'currency_code' }] })
    // The product already priced in it may still be edited, but not moved to another closed currency.
    const kept = await call(ctx, 'PUT', `/core/v1/tours/${inDanish.body.id}`, {
      token: supplier,
      body: tour('DKK'),
    })
    expect(kept.status).toBe(200)
    const moved = await call(ctx, 'PUT', `/core/v1/tours/${inDanish.body.id}`, {
      token: supplier,
      body: tour('JPY'),
    })
    expect(moved.body).toMatchObject({ errors: [{ path: 'currency_code' }] })
    await setEnabled('DKK', true)
    expect((await createTour('DKK')).status).toBe(201)
    expect((await setEnabled('XAU', true)).status).toBe(404)
  })

  it('lets only admins keep the list; every back-office user reads what is offered', async () => {
    expect((await call(ctx, 'GET', '/core/v1/admin/currencies', { token: supplier })).status).toBe(403)
    expect((await add('PLN', supplier)).status).toBe(403)
    expect((await setEnabled('NOK', false, supplier)).status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/currencies')).status).toBe(401)
    expect((await call(ctx, 'GET', '/core/v1/currencies', { token: admin })).status).toBe(200)
  })
})
