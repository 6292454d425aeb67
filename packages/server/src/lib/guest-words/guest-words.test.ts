import { ServiceType } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const inLanguage = (locale: string) => ({ headers: { 'APP-LOCALE': locale } })
const UNKNOWN_PAYMENT = '/booking/public/booking-details/00000000-0000-4000-8000-000000000000'

describe('server texts in the request’s language', () => {
  it('says "Booking not found" in German and Finnish, and in English without or with an unknown language', async () => {
    expect((await call(ctx, 'GET', UNKNOWN_PAYMENT, inLanguage('de-DE'))).body.message).toBe(
      'Buchung nicht gefunden',
    )
    expect((await call(ctx, 'GET', UNKNOWN_PAYMENT, inLanguage('fi'))).body.message).toBe(
      'Varausta ei löytynyt',
    )
    expect((await call(ctx, 'GET', UNKNOWN_PAYMENT)).body.message).toBe('Booking not found')
    expect((await call(ctx, 'GET', UNKNOWN_PAYMENT, inLanguage('pt'))).body.message).toBe('Booking not found')
  })

  it('says how many places are left in the guest’s language, on the check and on the refused add', async () => {
    const tour = await productOfType(ctx.db, ServiceType.Activities)
    await ctx.db.updateTable('service').set({ min_booking: 1 }).where('id', '=', tour.id).execute()
    const departure = await futureDeparture(ctx.db, tour.id, 75)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment - 2` })
      .where('id', '=', departure.id)
      .execute()
    const selection = {
      option_id: departure.option_id,
      date: departure.date,
      start_time: departure.start_time,
      tickets: [{ ticket_id: departure.tickets[0]!.id, count: 5 }],
    }
    const check = await call<{ tickets: { message: string }[] }>(
      ctx,
      'POST',
      `/availability/public/tour/${tour.id}/ticket-availability`,
      { body: selection, ...inLanguage('de') },
    )
    expect(check.body.tickets[0]!.message).toBe('Nur noch 2 Plätze frei')
    const added = await call(ctx, 'POST', '/booking/public/cart-reservation', {
      body: [{ cart_type: 'tour', service_id: tour.id, ...selection }],
      ...inLanguage('fi'),
    })
    expect(added.status).toBe(409)
    expect(added.body.message).toBe('Vain 2 paikkaa jäljellä')
  })

  it('explains a currency conflict in the cart in Finnish, keeping the status', async () => {
    const byCurrency = (nok: boolean) =>
      ctx.db
        .selectFrom('service')
        .select('id')
        .where('currency_code', nok ? '=' : '!=', 'NOK')
        .where('service_type', '=', ServiceType.Activities)
        .executeTakeFirstOrThrow()
    const itemFor = async (id: number) => {
      const departure = await futureDeparture(ctx.db, id, 36)
      return {
        cart_type: 'tour',
        service_id: id,
        option_id: departure.option_id,
        date: departure.date,
        start_time: departure.start_time,
        tickets: [{ ticket_id: departure.tickets[0]!.id, count: 4 }],
      }
    }
    const cart = await call<{ cart_ref: string }>(ctx, 'POST', '/booking/public/cart-reservation', {
      body: [await itemFor((await byCurrency(true)).id)],
    })
    const other = await itemFor((await byCurrency(false)).id)
    const refused = await call(
      ctx,
      'POST',
      `/booking/public/cart-reservation?cart_ref=${cart.body.cart_ref}`,
      {
        body: [other],
        ...inLanguage('fi'),
      },
    )
    expect(refused.status).toBe(422)
    expect(refused.body.message).toMatch(
      /^Ostoskorisi valuutta on NOK; valuutassa [A-Z]{3} hinnoitellut tuotteet on varattava erillisessä ostoskorissa$/,
    )
  })

  it('answers validation texts in the guest’s language, ours and zod’s own', async () => {
    const login = await call(ctx, 'POST', '/core/public/customer/login', {
      body: { email: 'not-an-email' },
      ...inLanguage('fi'),
    })
    expect(login.status).toBe(400)
    expect(login.body.message).toBe('email: Anna kelvollinen sähköpostiosoite.')
    const search = await call(ctx, 'POST', '/core/public/catalog', {
      body: { page: 'first' },
      ...inLanguage('de'),
    })
    expect(search.status).toBe(400)
    expect(search.body.message).toMatch(/^page: Ungültige Eingabe/)
  })

  it('says a missing page or site of the hosted site in the guest’s language', async () => {
    const nordic = await ctx.db
      .selectFrom('partner_site')
      .select('id')
      .where('sub_domain', '=', 'nordic')
      .executeTakeFirstOrThrow()
    const page = await call(
      ctx,
      'GET',
      `/core/public/partner-sites/${nordic.id}/pages?slug=nowhere`,
      inLanguage('fi'),
    )
    expect(page).toMatchObject({ status: 404, body: { message: 'Sivua ei löytynyt' } })
    const site = await call(ctx, 'GET', '/core/public/partner-sites/999999/pages', inLanguage('de'))
    expect(site).toMatchObject({ status: 404, body: { message: 'Website nicht gefunden' } })
  })
})
