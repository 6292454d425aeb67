import {
  CANCELLATION_REFUSALS,
  CUSTOMER_AREA_MESSAGES,
  ServiceType,
  type CustomerCancellationPolicy,
  type CustomerReservationView,
} from '@jaunt/domain'
import { sql } from 'kysely'
import { formatMoney } from '@jaunt/i18n/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { bookByCard, bookHotel, bookPackage, bookTour, customerToken } from './customer.fixtures.js'
import { customerDb } from './customer.tables.js'

let ctx: TestContext
let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>
let demo: number

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
  })
  demo = await siteId(ctx.db, 'demo')
  await ctx.db
    .updateTable('partner_site')
    .set({
      merchant_of_record: JSON.stringify({ type: 'marketplace', payment_method: ['no-payment', 'card'] }),
    })
    .where('id', '=', demo)
    .execute()
  // Every activity sells under the moderate policy: 100 % from 72 hours before, 50 % from 24 hours.
  const moderate = await ctx.db
    .selectFrom('cancellation_policy')
    .select('id')
    .where('name', '=', 'Moderate')
    .executeTakeFirstOrThrow()
  await ctx.db
    .updateTable('service')
    .set({ cancellation_policy_id: moderate.id })
    .where('service_type', '=', ServiceType.Activities)
    .execute()
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

/** Moves a booking's start to this many minutes from now, in the local time of the product's place. */
async function startsIn(reservationId: number, minutes: number) {
  await sql`
    update reservation r set
      start_date = ((now() + make_interval(mins => ${minutes})) at time zone coalesce(l.time_zone, 'UTC'))::date,
      start_time = ((now() + make_interval(mins => ${minutes})) at time zone coalesce(l.time_zone, 'UTC'))::time
    from service s left join location l on l.id = s.location_id
    where s.id = r.service_id and r.id = ${reservationId}
  `.execute(ctx.db)
}

const policy = (token: string, ref: string) =>
  call<CustomerCancellationPolicy>(ctx, 'GET', `/core/v1/customer/reservations/cancellation-policy/${ref}`, {
    token,
  })
const cancel = (token: string, ref: string, reason = 'Our plans changed') =>
  call<CustomerReservationView>(ctx, 'POST', `/core/v1/customer/reservation/${ref}/cancel`, {
    token,
    body: { reason },
  })
const slot = (id: number) =>
  ctx.db.selectFrom('tour_slot').select(['booked', 'held']).where('id', '=', id).executeTakeFirstOrThrow()
const cancellationOf = (reservationId: number) =>
  customerDb(ctx.db)
    .selectFrom('cancellation')
    .selectAll()
    .where('reservation_id', '=', reservationId)
    .executeTakeFirstOrThrow()

describe('GET /core/v1/customer/reservations/cancellation-policy/{id}', () => {
  it('computes the refund at the time of the call from the policy and the hours left', async () => {
    const email = 'policy@example.com'
    const booking = await bookByCard(ctx, stripeApi, { email, fromDay: 30, siteId: demo })
    const token = await customerToken(ctx, email)
    const price = Number(booking.price)
    await startsIn(booking.id, 72 * 60 + 5)
    expect((await policy(token, booking.reservation_ref)).body).toEqual({
      cancellable: true,
      refund_percentage: 100,
      refund_amount: price,
      currency_code: 'NOK',
      hours_before: 72,
      free_cancellation: true,
      non_refundable: false,
      reason_if_not_cancellable: null,
      paid: true,
    })
    await startsIn(booking.id, 72 * 60 - 5)
    expect((await policy(token, booking.reservation_ref)).body).toMatchObject({
      refund_percentage: 50,
      refund_amount: Math.round(price * 50) / 100,
      hours_before: 24,
      free_cancellation: false,
    })
    await startsIn(booking.id, 24 * 60 - 5)
    expect((await policy(token, booking.reservation_ref)).body).toMatchObject({
      cancellable: true,
      refund_percentage: 0,
      refund_amount: 0,
      hours_before: null,
      non_refundable: true,
    })
    await startsIn(booking.id, -5)
    expect((await policy(token, booking.reservation_ref)).body).toMatchObject({
      cancellable: false,
      reason_if_not_cancellable: CANCELLATION_REFUSALS.alreadyStarted,
    })
    const late = await cancel(token, booking.reservation_ref)
    expect(late.status).toBe(422)
    expect(late.body.message).toBe(CANCELLATION_REFUSALS.alreadyStarted)
  })
})

describe('POST /core/v1/customer/reservation/{id}/cancel', () => {
  it('cancels in one go: seats back, origin by client, refund recorded, guest and supplier mailed', async () => {
    const email = 'kari@example.com'
    const booking = await bookTour(ctx, { email, fromDay: 31, count: 3, locale: 'no' })
    const token = await customerToken(ctx, email)
    await startsIn(booking.id, 48 * 60)
    const before = await slot(booking.slotId)

    const cancelled = await cancel(token, booking.reservation_ref, 'Sick child')
    expect(cancelled.status).toBe(200)
    // Booked without payment: the policy's share is named, but nothing is refunded or promised.
    expect(cancelled.body).toMatchObject({
      uuid: booking.reservation_ref,
      status: 'Cancelled',
      refund_percentage: 50,
      paid: false,
      refund_amount: 0,
      cancellation_reason: 'Sick child',
    })
    expect(await slot(booking.slotId)).toEqual({ booked: before.booked - booking.guests, held: before.held })
    expect(await cancellationOf(booking.id)).toMatchObject({
      origin: 2,
      reason: 'Sick child',
      refund_percentage: 50,
      refund_amount: 0,
      policy_hours: 24,
      refund_status: 'not-required',
    })
    expect(stripeApi.requests.filter((request) => request.path === '/v1/refunds')).toHaveLength(0)

    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('kind', 'in', ['customer-cancellation', 'supplier-cancellation-notice'])
      .orderBy('id')
      .execute()
    expect(mails.map((mail) => mail.kind)).toEqual(['customer-cancellation', 'supplier-cancellation-notice'])
    expect(mails[0]).toMatchObject({ to_address: email, locale: 'no' })
    expect(mails[0]!.subject).toMatch(/^Bestillingen din er avbestilt \(JT-/)
    expect(mails[0]!.body_text).not.toContain('Vi refunderer')
    expect(mails[0]!.body_text).toContain(
      'Ingenting ble betalt for denne bestillingen, så ingenting refunderes.',
    )
    expect(mails[1]!.to_address).toBe(cancelled.body.supplier_email)
    expect(mails[1]!.body_text).toContain('Reason: Sick child')
    expect(mails[1]!.body_text).toContain('Refund to the guest: none, nothing was paid')

    const tabs = async (tab: string) =>
      (
        await call<{ data: CustomerReservationView[] }>(ctx, 'POST', '/core/v1/customer/reservation-list', {
          token,
          body: { tab },
        })
      ).body.data.map((item) => item.uuid)
    expect(await tabs('cancelled')).toEqual([booking.reservation_ref])
    expect(await tabs('upcoming')).toEqual([])
    expect((await policy(token, booking.reservation_ref)).body).toMatchObject({
      cancellable: false,
      reason_if_not_cancellable: CANCELLATION_REFUSALS.alreadyCancelled,
    })
    const again = await cancel(token, booking.reservation_ref)
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ message: CUSTOMER_AREA_MESSAGES.alreadyCancelled })
    // A German guest reads both refusals in German.
    const inGerman = { token, headers: { 'APP-LOCALE': 'de' } }
    const path = `/core/v1/customer/reservations/cancellation-policy/${booking.reservation_ref}`
    expect(
      (await call<CustomerCancellationPolicy>(ctx, 'GET', path, inGerman)).body.reason_if_not_cancellable,
    ).toBe('Diese Buchung ist bereits storniert')
    const againInGerman = await call(
      ctx,
      'POST',
      `/core/v1/customer/reservation/${booking.reservation_ref}/cancel`,
      {
        ...inGerman,
        body: { reason: 'Pläne geändert' },
      },
    )
    expect(againInGerman.body.message).toBe('Diese Buchung ist bereits storniert')
    expect(await slot(booking.slotId)).toEqual({ booked: before.booked - booking.guests, held: before.held })
  })

  it('gives a stay’s room nights back', async () => {
    const email = 'stay@example.com'
    const stay = await bookHotel(ctx, { email, fromDay: 50, nights: 2 })
    const dates = await ctx.db
      .selectFrom('reservation')
      .select(['start_date', 'end_date'])
      .where('id', '=', stay.id)
      .executeTakeFirstOrThrow()
    const nights = () =>
      ctx.db
        .selectFrom('room_inventory')
        .select('booked')
        .where('room_type_id', '=', stay.room.id)
        .where('date', '>=', dates.start_date)
        .where('date', '<', dates.end_date!)
        .orderBy('date')
        .execute()
    const booked = await nights()
    expect(booked).toHaveLength(2)
    const response = await cancel(await customerToken(ctx, email), stay.reservation_ref)
    expect(response.status).toBe(200)
    expect(await nights()).toEqual(booked.map((night) => ({ booked: night.booked - 1 })))
  })

  it('gives a package’s places back', async () => {
    const email = 'pack@example.com'
    const pack = await bookPackage(ctx, { email, fromDay: 55 })
    const places = () =>
      ctx.db
        .selectFrom('package_slot')
        .select('booked')
        .where('id', '=', pack.slot.id)
        .executeTakeFirstOrThrow()
    const before = await places()
    const response = await cancel(await customerToken(ctx, email), pack.reservation_ref)
    expect(response.status).toBe(200)
    expect(response.body.service_type).toBe('packages')
    expect((await places()).booked).toBe(before.booked - 3)
  })

  it('asks for a reason of at most 500 characters', async () => {
    const email = 'reason@example.com'
    const booking = await bookTour(ctx, { email, fromDay: 32 })
    const token = await customerToken(ctx, email)
    for (const reason of ['   ', 'x'.repeat(501)]) {
      const response = await cancel(token, booking.reservation_ref, reason)
      expect(response.status).toBe(400)
      expect(response.body.message).toMatch(/^reason: /)
    }
  })
})

describe('refunds of card bookings', () => {
  it('refunds what the policy gives back to the card, through Stripe', async () => {
    const email = 'card@example.com'
    const booking = await bookByCard(ctx, stripeApi, { email, fromDay: 33, siteId: demo })
    expect(booking.status).toBe(4)
    await startsIn(booking.id, 100 * 60)
    const response = await cancel(await customerToken(ctx, email), booking.reservation_ref)
    expect(response.status).toBe(200)
    const refunds = [...stripeApi.refunds.values()].filter(
      (refund) => refund.payment_intent === booking.intentId,
    )
    expect(refunds).toEqual([
      expect.objectContaining({ amount: Math.round(Number(booking.price) * 100), currency: 'nok' }),
    ])
    expect(await cancellationOf(booking.id)).toMatchObject({
      refund_status: 'refunded',
      refund_provider_ref: refunds[0]!.id,
      refund_amount: Number(booking.price),
    })
    expect(response.body).toMatchObject({
      status: 'Cancelled',
      paid: true,
      refund_amount: Number(booking.price),
      cancellation_reason: 'Our plans changed',
    })
    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select('body_text')
      .where('to_address', '=', email)
      .where('kind', '=', 'customer-cancellation')
      .executeTakeFirstOrThrow()
    expect(mail.body_text).toContain(`We are refunding ${formatMoney(Number(booking.price), 'NOK', 'en')}.`)
  })

  it('keeps the booking cancelled and flags the refund when the provider refuses it', async () => {
    const email = 'refused@example.com'
    const booking = await bookByCard(ctx, stripeApi, { email, fromDay: 34, siteId: demo })
    await startsIn(booking.id, 100 * 60)
    stripeApi.intents.get(booking.intentId)!.status = 'canceled'
    const response = await cancel(await customerToken(ctx, email), booking.reservation_ref)
    expect(response.status).toBe(200)
    expect(response.body.status).toBe('Cancelled')
    expect(await cancellationOf(booking.id)).toMatchObject({
      refund_status: 'failed',
      refund_error: 'This refund cannot be made',
    })
  })
})
