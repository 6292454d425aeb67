import { CancellationOrigin, ReservationStatus, type BookingCancellationRow } from '@jaunt/domain'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, type TestContext } from '../../test/test-app.js'
import {
  bookTwoByCard,
  contextWithCards,
  tokensFor,
  WEBHOOK_SECRET,
  type StripeStandIn,
} from './booking-actions.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
let demo: number

beforeAll(async () => {
  ;({ ctx, stripeApi, demo } = await contextWithCards())
}, 120_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

type Errors = { message: string; errors?: { path: string; message: string }[] }
const cancel = (token: string, body: unknown) =>
  call<{ cancelled: { reservation_id: number; refund_amount: number; refund_status: string }[] } & Errors>(
    ctx,
    'POST',
    '/booking/v1/cancel-reservation',
    { token, body },
  )
const history = (token: string, ref: string) =>
  call<
    { from_status: number | null; to_status: number; actor_kind: string; actor_name: string; note: string }[]
  >(ctx, 'GET', `/booking/v1/reservation/${ref}/history`, { token })
const repair = (token: string, ref: string, body: unknown) =>
  call<Errors>(ctx, 'POST', `/booking/v1/reservation/${ref}/repair`, { token, body })
const cancellations = (token: string, filter: object = {}) =>
  call<BookingCancellationRow[]>(
    ctx,
    'GET',
    `/booking/v1/cancellation/data-table?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { token },
  )
const bookedSeats = async (slotId: number) =>
  (await ctx.db.selectFrom('tour_slot').select('booked').where('id', '=', slotId).executeTakeFirstOrThrow())
    .booked
const statusOf = async (id: number) =>
  (await ctx.db.selectFrom('reservation').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status

describe('cancelling from the back office', () => {
  it('cancels one item of a two-item booking with a reason, refunds its card, frees its seats and records who', async () => {
    const booking = await bookTwoByCard(ctx, stripeApi, {
      email: 'gro.cancel@example.com',
      fromDays: [41, 42],
      siteId: demo,
    })
    const { owner, stranger } = await tokensFor(ctx, booking.supplierEmail)
    const [first, second] = booking.items as [(typeof booking.items)[0], (typeof booking.items)[0]]
    const seatsBefore = await bookedSeats(first.tour_slot_id!)

    expect((await cancel(stranger, { reservation_ref: first.reservation_ref, reason: 'Storm' })).status).toBe(
      404,
    )
    const answer = await cancel(owner, {
      reservation_ref: first.reservation_ref,
      reservation_id: first.id,
      reason: 'Storm warning for the fjord',
    })
    expect(answer.status, answer.body.message).toBe(200)
    expect(answer.body.cancelled).toEqual([
      expect.objectContaining({
        reservation_id: first.id,
        refund_amount: Number(first.price),
        refund_status: 'refunded',
      }),
    ])
    expect(await statusOf(first.id)).toBe(ReservationStatus.Cancel)
    expect(await statusOf(second.id)).toBe(ReservationStatus.Confirm)
    expect(await bookedSeats(first.tour_slot_id!)).toBe(seatsBefore - first.guests)
    const refunds = [...stripeApi.refunds.values()].filter((r) => r.payment_intent === booking.intentId)
    expect(refunds.map((r) => r.amount)).toEqual([Math.round(Number(first.price) * 100)])

    const lines = (await history(owner, first.reservation_ref)).body
    expect(lines.map((line) => [line.from_status, line.to_status, line.actor_kind])).toEqual([
      [ReservationStatus.Hold, ReservationStatus.Confirm, 'guest'],
      [ReservationStatus.Confirm, ReservationStatus.Cancel, 'user'],
    ])
    expect(lines[0]!.actor_name).toBe('gro.cancel@example.com')
    expect(lines[1]!.note).toBe('Storm warning for the fjord')
    expect(lines[1]!.actor_name).not.toBe('')
    expect((await history(stranger, first.reservation_ref)).status).toBe(404)

    const twice = await cancel(owner, {
      reservation_ref: first.reservation_ref,
      reservation_id: first.id,
      reason: 'Again',
    })
    expect(twice.status).toBe(409)
    expect(twice.body.errors).toEqual([
      { path: 'reservation_id', message: 'This booking is already cancelled' },
    ])

    // Without an item, the rest of the booking goes: only the second item is left to cancel.
    const rest = await cancel(owner, {
      reservation_ref: first.reservation_ref,
      reason: 'Season closed',
      refund_percentage: 50,
    })
    expect(rest.status, rest.body.message).toBe(200)
    expect(rest.body.cancelled.map((one) => [one.reservation_id, one.refund_amount])).toEqual([
      [second.id, Math.round(Number(second.price) * 50) / 100],
    ])
    const all = await cancel(owner, { reservation_ref: first.reservation_ref, reason: 'Once more' })
    expect(all.status).toBe(409)
    expect(all.body.errors?.[0]?.path).toBe('reservation_ref')
  })

  it('answers 400 naming the field for a missing reason, a bad percentage or an item of another booking', async () => {
    const booking = await bookTwoByCard(ctx, stripeApi, {
      email: 'hedda.bad@example.com',
      fromDays: [43, 44],
      siteId: demo,
    })
    const { owner } = await tokensFor(ctx, booking.supplierEmail)
    const ref = booking.items[0]!.reservation_ref
    const noReason = await cancel(owner, { reservation_ref: ref, reason: ' ' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors).toEqual([
      { path: 'reason', message: 'Please enter the reason for cancellation' },
    ])
    const tooMuch = await cancel(owner, { reservation_ref: ref, reason: 'x', refund_percentage: 150 })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.errors?.[0]?.path).toBe('refund_percentage')
    const elsewhere = await cancel(owner, { reservation_ref: ref, reservation_id: 999999, reason: 'x' })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.errors).toEqual([
      { path: 'reservation_id', message: 'This item is not part of the booking' },
    ])
    expect(await statusOf(booking.items[0]!.id)).toBe(ReservationStatus.Confirm)
  })
})

describe('repairing a failed booking', () => {
  it('confirms a CONFIRM_FAILED booking and cancels a CANCELLATION_FAILED one, refusing any other', async () => {
    const booking = await bookTwoByCard(ctx, stripeApi, {
      email: 'ivar.repair@example.com',
      fromDays: [45, 46],
      siteId: demo,
    })
    const { owner } = await tokensFor(ctx, booking.supplierEmail)
    const [first, second] = booking.items as [(typeof booking.items)[0], (typeof booking.items)[0]]

    const notFailed = await repair(owner, first.reservation_ref, { action: 'confirm' })
    expect(notFailed.status).toBe(409)
    expect(notFailed.body.errors?.[0]?.path).toBe('action')

    await ctx.db
      .updateTable('reservation')
      .set({ status: ReservationStatus.ConfirmFailed })
      .where('id', '=', first.id)
      .execute()
    expect((await repair(owner, first.reservation_ref, { action: 'confirm' })).status).toBe(204)
    expect(await statusOf(first.id)).toBe(ReservationStatus.Confirm)
    const lines = (await history(owner, first.reservation_ref)).body
    expect(lines.at(-1)).toMatchObject({
      from_status: ReservationStatus.ConfirmFailed,
      to_status: ReservationStatus.Confirm,
      actor_kind: 'user',
    })

    await ctx.db
      .updateTable('reservation')
      .set({ status: ReservationStatus.CancellationFailed })
      .where('id', '=', second.id)
      .execute()
    const seatsBefore = await bookedSeats(second.tour_slot_id!)
    const noReason = await repair(owner, second.reservation_ref, { action: 'cancel' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors?.[0]?.path).toBe('reason')
    const badAction = await repair(owner, second.reservation_ref, { action: 'undo' })
    expect(badAction.status).toBe(400)
    expect(badAction.body.errors?.[0]?.path).toBe('action')
    expect(
      (await repair(owner, second.reservation_ref, { action: 'cancel', reason: 'Provider lost it' })).status,
    ).toBe(204)
    expect(await statusOf(second.id)).toBe(ReservationStatus.Cancel)
    expect(await bookedSeats(second.tour_slot_id!)).toBe(seatsBefore - second.guests)
  })
})

describe('the cancellations list', () => {
  it('shows each supplier theirs with origin and refund, the admin all; the refund status follows the webhook and a hand', async () => {
    const booking = await bookTwoByCard(ctx, stripeApi, {
      email: 'jorunn.list@example.com',
      fromDays: [47, 48],
      siteId: demo,
    })
    const { owner, stranger, admin } = await tokensFor(ctx, booking.supplierEmail)
    const item = booking.items[0]!
    await cancel(owner, {
      reservation_ref: item.reservation_ref,
      reservation_id: item.id,
      reason: 'Guide ill',
    })

    const mine = await cancellations(owner, { q: 'Guide ill' })
    expect(mine.status).toBe(200)
    const row = mine.body.find((one) => one.reservation_id === item.id)!
    expect(row).toMatchObject({
      origin: CancellationOrigin.BySupplier,
      reason: 'Guide ill',
      refund_percentage: 100,
      refund_amount: Number(item.price),
      refund_status: 'refunded',
    })
    expect(row.cancelled_by).not.toBeNull()
    expect((await cancellations(stranger, { q: 'Guide ill' })).body.some((one) => one.id === row.id)).toBe(
      false,
    )
    expect((await cancellations(admin, { q: 'Guide ill' })).body.some((one) => one.id === row.id)).toBe(true)
    expect((await call(ctx, 'GET', `/booking/v1/cancellation/${row.id}`, { token: stranger })).status).toBe(
      404,
    )

    const refund = [...stripeApi.refunds.values()].find((r) => r.payment_intent === booking.intentId)!
    const event = () => {
      const payload = JSON.stringify({
        id: `evt_${Date.now()}`,
        object: 'event',
        type: 'refund.failed',
        data: { object: { ...refund, status: 'failed', failure_reason: 'expired_or_canceled_card' } },
      })
      return {
        payload,
        signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      }
    }
    for (let times = 0; times < 2; times++) {
      const sent = event()
      const answer = await call<{ result: string }>(
        ctx,
        'POST',
        '/booking/public/payment-provider/stripe/webhook',
        {
          rawBody: sent.payload,
          headers: { 'Content-Type': 'application/json', 'stripe-signature': sent.signature },
        },
      )
      expect(answer.status).toBe(200)
      expect(answer.body.result).toBe('failed')
    }
    const failed = await call<BookingCancellationRow>(ctx, 'GET', `/booking/v1/cancellation/${row.id}`, {
      token: owner,
    })
    expect(failed.body).toMatchObject({ refund_status: 'failed', refund_error: 'expired_or_canceled_card' })

    const byHand = await call<BookingCancellationRow & Errors>(
      ctx,
      'PUT',
      `/booking/v1/cancellation/${row.id}/refund-status`,
      {
        token: owner,
        body: { refund_status: 'refunded' },
      },
    )
    expect(byHand.status).toBe(200)
    expect(byHand.body).toMatchObject({ refund_status: 'refunded', refund_error: null })
    const wrong = await call<Errors>(ctx, 'PUT', `/booking/v1/cancellation/${row.id}/refund-status`, {
      token: owner,
      body: { refund_status: 'lost' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors?.[0]).toEqual({
      path: 'refund_status',
      message: 'Please choose pending, refunded or failed',
    })
    const strangers = await call(ctx, 'PUT', `/booking/v1/cancellation/${row.id}/refund-status`, {
      token: stranger,
      body: { refund_status: 'failed' },
    })
    expect(strangers.status).toBe(404)
  })
})
