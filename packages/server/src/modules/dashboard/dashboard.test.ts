import { randomUUID } from 'node:crypto'
import { ReservationStatus } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

async function confirmedBooking(
  supplierEmail: string,
  siteSubDomain: string,
  price: number,
  daysAhead: number,
) {
  const service = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select(['s.id', 's.service_type', 's.currency_code'])
    .where('u.email', '=', supplierEmail)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  const cart = await ctx.db
    .insertInto('cart')
    .values({
      cart_ref: randomUUID(),
      site_id: await siteId(ctx.db, siteSubDomain),
      currency_code: service.currency_code,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await ctx.db
    .insertInto('reservation')
    .values({
      reservation_ref: randomUUID(),
      cart_id: cart.id,
      service_id: service.id,
      service_type: service.service_type,
      status: ReservationStatus.Confirm,
      price,
      currency_code: service.currency_code,
      start_date: isoDay(daysAhead),
    })
    .execute()
  return service.currency_code
}

type Counts = { upcoming_bookings: number; bookings_this_month: number; sales_this_month: number }
type Summary = {
  supplier: (Counts & { currency_code: string }) | null
  partner: Counts | null
  card_payments: boolean
}

describe('GET /core/v1/dashboard/summary', () => {
  it('counts a supplier’s confirmed bookings and the partner’s sales on its sites', async () => {
    // The demo's own bookings of last month travel ahead too: the counts are taken before this test's.
    const summaryOf = async (email: string) =>
      (
        await call<Summary>(ctx, 'GET', '/core/v1/dashboard/summary', {
          token: (await loginAs(ctx, email)).access_token,
        })
      ).body
    const [supplierBefore, partnerBefore, otherBefore] = await Promise.all(
      ['supplier', 'partner', 'partner2'].map((who) => summaryOf(`${who}@jaunt.test`)),
    )
    const currency = await confirmedBooking('supplier@jaunt.test', 'demo', 1200, 10)
    await confirmedBooking('supplier@jaunt.test', 'demo', 800, -3)
    const supplier = await summaryOf('supplier@jaunt.test')
    expect(supplier.partner).toBeNull()
    expect(supplier.supplier).toMatchObject({
      upcoming_bookings: supplierBefore!.supplier!.upcoming_bookings + 1,
      bookings_this_month: supplierBefore!.supplier!.bookings_this_month + 2,
      sales_this_month: supplierBefore!.supplier!.sales_this_month + 2000,
      currency_code: currency,
    })
    const partner = await summaryOf('partner@jaunt.test')
    expect(partner.supplier).toBeNull()
    // No Stripe keys in this test server: the back office says card payments are off.
    expect(partner.card_payments).toBe(false)
    expect(partner.partner).toMatchObject({
      upcoming_bookings: partnerBefore!.partner!.upcoming_bookings + 1,
      sales_this_month: partnerBefore!.partner!.sales_this_month + 2000,
    })
    const other = await summaryOf('partner2@jaunt.test')
    expect(other.partner).toMatchObject({
      upcoming_bookings: otherBefore!.partner!.upcoming_bookings,
      sales_this_month: otherBefore!.partner!.sales_this_month,
    })
  })

  type Latest = {
    supplier: {
      latest_bookings: { id: number; price: number; start_date: string; service_name: string }[]
    } | null
  }

  it('lists the latest bookings newest first, named in the asked language, and only the user’s own', async () => {
    const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
    const before = await call<Latest>(ctx, 'GET', '/core/v1/dashboard/summary', { token: supplier })
    await confirmedBooking('supplier@jaunt.test', 'demo', 450, 20)
    const german = await call<Latest>(ctx, 'GET', '/core/v1/dashboard/summary', {
      token: supplier,
      headers: { 'APP-LOCALE': 'de' },
    })
    const latest = german.body.supplier!.latest_bookings
    expect(latest.length).toBeGreaterThan(0)
    expect(latest.length).toBeLessThanOrEqual(5)
    expect(latest[0]).toMatchObject({ price: 450, start_date: isoDay(20) })
    expect(latest[0]!.id).not.toBe(before.body.supplier!.latest_bookings[0]?.id)
    const service = await ctx.db
      .selectFrom('service_translation as t')
      .innerJoin('reservation as r', 'r.service_id', 't.service_id')
      .select('t.name')
      .where('r.id', '=', latest[0]!.id)
      .where('t.locale', '=', 'de')
      .executeTakeFirstOrThrow()
    expect(latest[0]!.service_name).toBe(service.name)
    // Another supplier sees none of these bookings.
    const other = await call<Latest>(ctx, 'GET', '/core/v1/dashboard/summary', {
      token: (await loginAs(ctx, 'both@jaunt.test')).access_token,
    })
    const ids = (other.body.supplier?.latest_bookings ?? []).map((booking) => booking.id)
    expect(ids).not.toContain(latest[0]!.id)
  })
})
