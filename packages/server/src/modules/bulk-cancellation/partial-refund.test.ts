import { formatMoney } from '@jaunt/i18n/format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestContext } from '../../test/test-app.js'
import { bookByCard, bookTour } from '../customer/customer.fixtures.js'
import { contextWithCards, suppliersOf, type StripeStandIn } from './bulk-cancellation.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
let demo: number

beforeAll(async () => {
  ;({ ctx, stripeApi, demo } = await contextWithCards())
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const refund = (token: string, id: number, body: unknown) =>
  call<{
    amount: number
    refunded: number
    refundable: number
    errors?: { path: string; message: string }[]
  }>(ctx, 'POST', `/booking/v1/reservation/${id}/partial-refund`, { token, body })

describe('a partial refund', () => {
  it('gives part of a paid booking back to the card, never more than is left, and mails the guest', async () => {
    const booking = await bookByCard(ctx, stripeApi, { email: 'dora@example.com', fromDay: 50, siteId: demo })
    const { owner, stranger } = await suppliersOf(ctx, (await serviceOf(booking.id)).service_id)
    const price = Number(booking.price)

    const first = await refund(owner, booking.id, { amount: 10, reason: 'Lunch was not served' })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ amount: 10, refunded: 10, refundable: price - 10 })
    const made = [...stripeApi.refunds.values()].filter((r) => r.payment_intent === booking.intentId)
    expect(made.map((r) => r.amount)).toEqual([1000])
    // The booking page shows what was given back and what is left.
    const page = await call<{ amounts: { refunded: number; refundable: number } }>(
      ctx,
      'GET',
      `/booking/v1/reservation/${booking.reservation_ref}`,
      { token: owner },
    )
    expect(page.body.amounts).toMatchObject({ refunded: 10, refundable: price - 10 })

    const tooMuch = await refund(owner, booking.id, { amount: price - 10 + 0.01 })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.errors).toEqual([
      { path: 'amount', message: 'The amount is more than is left to refund' },
    ])
    const rest = await refund(owner, booking.id, { amount: price - 10 })
    expect(rest.status).toBe(200)
    expect(rest.body.refundable).toBe(0)
    expect((await refund(owner, booking.id, { amount: 1 })).status).toBe(400)

    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'body_text'])
      .where('kind', '=', 'customer-partial-refund')
      .where('to_address', '=', 'dora@example.com')
      .execute()
    expect(mails).toHaveLength(2)
    expect(mails[0]!.body_text).toContain(
      `The organiser is refunding ${formatMoney(10, 'NOK', 'en')} of your booking`,
    )

    expect((await refund(stranger, booking.id, { amount: 1 })).status).toBe(404)
  })

  it('answers 400 naming the amount for zero or a negative amount', async () => {
    const booking = await bookByCard(ctx, stripeApi, { email: 'emil@example.com', fromDay: 80, siteId: demo })
    const { owner } = await suppliersOf(ctx, (await serviceOf(booking.id)).service_id)
    for (const amount of [0, -5, 'ten']) {
      const answer = await refund(owner, booking.id, { amount })
      expect(answer.status).toBe(400)
      expect(answer.body.errors?.map((error) => error.path)).toEqual(['amount'])
    }
  })

  it('refuses a booking made without payment: nothing is left to refund', async () => {
    const booking = await bookTour(ctx, { email: 'finn@example.com', fromDay: 60 })
    const { owner } = await suppliersOf(ctx, (await serviceOf(booking.id)).service_id)
    const answer = await refund(owner, booking.id, { amount: 0.01 })
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.path).toBe('amount')
  })
})

const serviceOf = (reservationId: number) =>
  ctx.db
    .selectFrom('reservation')
    .select('service_id')
    .where('id', '=', reservationId)
    .executeTakeFirstOrThrow()
