import {
  ReservationStatus,
  roundMoney,
  type PackageBookingDetail,
  type PackageRefundResult,
} from '@jaunt/domain'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, siteId } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import type { StripeStandIn } from '../booking-actions/booking-actions.fixtures.js'
import { apiOf } from './package-bookings.api.js'
import { bookPackageAsGuest, packageRowOf, publishedPackage } from './package-bookings.fixtures.js'
import { bookPackageByCard } from './package-refunds.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
let demo: number
let pack: Awaited<ReturnType<typeof publishedPackage>>
const token: Record<string, string> = {}

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
    RATE_LIMIT_CART_PER_MINUTE: '1000',
    RATE_LIMIT_BOOKING_PER_MINUTE: '1000',
  })
  demo = await siteId(ctx.db, 'demo')
  await ctx.db
    .updateTable('partner_site')
    .set({
      merchant_of_record: JSON.stringify({ type: 'marketplace', payment_method: ['no-payment', 'card'] }),
    })
    .where('id', '=', demo)
    .execute()
  for (const who of ['admin', 'partner', 'partner2', 'supplier']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  }
  pack = await publishedPackage(apiOf(ctx), token.partner!, 'Numbat river break')
}, 180_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

type Answer = PackageRefundResult & { message: string; errors?: { path: string; message: string }[] }
const pathOf = (key: { paymentRef: string; id: number }) =>
  `/booking/v1/reservation/package/${key.paymentRef}/${key.id}`
const refund = (who: string, key: { paymentRef: string; id: number }, body: Record<string, unknown>) =>
  call<Answer>(ctx, 'POST', `${pathOf(key)}/partial-refund`, { token: token[who], body })
const detailOf = async (key: { paymentRef: string; id: number }) =>
  (await call<PackageBookingDetail>(ctx, 'GET', pathOf(key), { token: token.partner })).body
const refundsAtStripe = (intentId: string) =>
  [...stripeApi.refunds.values()].filter((made) => made.payment_intent === intentId)
const mailsTo = (email: string) =>
  ctx.db
    .selectFrom('mail_outbox')
    .select(['subject', 'body_text', 'locale'])
    .where('to_address', '=', email)
    .where('kind', '=', 'customer-partial-refund')
    .execute()

describe('a partial refund of a booked package', () => {
  it('gives part back to the card once per request, records it in the history and mails the guest in their language', async () => {
    const email = 'tuva.refund@example.com'
    const key = await bookPackageByCard(ctx, stripeApi, {
      packageId: pack.id,
      siteId: demo,
      email,
      locale: 'de',
    })
    const part = roundMoney(key.price / 4)
    const body = { request_id: randomUUID(), amount: part, reason: 'The river cruise was shortened' }

    const first = await refund('partner', key, body)
    expect(first.status, first.body.message).toBe(200)
    expect(first.body).toMatchObject({ amount: part, status: 'refunded', by_hand: false, refunded: part })
    expect(first.body.refundable).toBe(roundMoney(key.price - part))
    expect(refundsAtStripe(key.intentId).map((made) => made.amount)).toEqual([Math.round(part * 100)])

    // The same request again (a retry, a double click) answers the first refund and gives nothing more.
    const replay = await refund('partner', key, body)
    expect(replay.status).toBe(200)
    expect(replay.body.refund_id).toBe(first.body.refund_id)
    expect(refundsAtStripe(key.intentId)).toHaveLength(1)

    const detail = await detailOf(key)
    expect(detail).toMatchObject({ refunded: part, refundable: roundMoney(key.price - part) })
    const notes = detail.history.filter((entry) => entry.note.includes('The river cruise was shortened'))
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({
      actor_kind: 'user',
      from_status: ReservationStatus.Confirm,
      to_status: ReservationStatus.Confirm,
    })
    const mails = await mailsTo(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.locale).toBe('de')
    expect(mails[0]!.body_text).toContain('Der Veranstalter erstattet')

    const tooMuch = await refund('partner', key, { ...body, request_id: randomUUID(), amount: key.price })
    expect(tooMuch.status).toBe(400)
    expect(tooMuch.body.errors).toEqual([
      { path: 'amount', message: 'The amount is more than is left to refund' },
    ])

    // Cancelling afterwards gives back only what is left, not the whole price again.
    const cancelled = await call<{ cancelled: { refund_amount: number }[] }>(
      ctx,
      'POST',
      `${pathOf(key)}/cancel`,
      {
        token: token.admin,
        body: { reason: 'The guest fell ill' },
      },
    )
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.cancelled[0]!.refund_amount).toBe(roundMoney(key.price - part))
    expect((await detailOf(key)).refundable).toBe(0)
  })

  it('records the refund of a booking paid without card as made by hand', async () => {
    const email = 'ulrik.refund@example.com'
    const made = await bookPackageAsGuest(apiOf(ctx), pack.id, { first: 'Ulrik', last: 'Numbat', email })
    const row = (await packageRowOf(apiOf(ctx), token.partner!, email))!
    const key = { paymentRef: made.paymentRef, id: row.reservation_id }
    const before = stripeApi.refunds.size
    const answer = await refund('admin', key, { request_id: randomUUID(), amount: 50, reason: 'No towels' })
    expect(answer.status, answer.body.message).toBe(200)
    expect(answer.body).toMatchObject({ amount: 50, status: 'refunded', by_hand: true, refunded: 50 })
    expect(stripeApi.refunds.size).toBe(before)
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('is not found for another partner or a supplier of its services, and names the field of bad input', async () => {
    const email = 'vilde.refund@example.com'
    const made = await bookPackageAsGuest(apiOf(ctx), pack.id, { first: 'Vilde', last: 'Numbat', email })
    const row = (await packageRowOf(apiOf(ctx), token.partner!, email))!
    const key = { paymentRef: made.paymentRef, id: row.reservation_id }
    const body = { request_id: randomUUID(), amount: 10, reason: 'Late check-in' }
    expect((await refund('partner2', key, body)).status).toBe(404)
    expect((await refund('supplier', key, body)).status).toBe(404)
    const bad: [Record<string, unknown>, string][] = [
      [{ ...body, amount: 0 }, 'amount'],
      [{ ...body, amount: 'ten' }, 'amount'],
      [{ ...body, reason: ' ' }, 'reason'],
      [{ ...body, request_id: 'again' }, 'request_id'],
      [{ ...body, currency_code: 'EUR' }, 'currency_code'],
    ]
    for (const [input, field] of bad) {
      const answer = await refund('partner', key, input)
      expect(answer.status, field).toBe(400)
      expect(answer.body.errors?.map((error) => error.path)).toEqual([field])
    }
    expect(await mailsTo(email)).toHaveLength(0)
  })
})

describe('repairing a booked package whose confirmation or cancellation failed', () => {
  it('confirms it or cancels it with a reason, for its partner only, and only in a failed state', async () => {
    const email = 'wenche.repair@example.com'
    const made = await bookPackageAsGuest(apiOf(ctx), pack.id, { first: 'Wenche', last: 'Numbat', email })
    const row = (await packageRowOf(apiOf(ctx), token.partner!, email))!
    const key = { paymentRef: made.paymentRef, id: row.reservation_id }
    const repair = (who: string, body: unknown) =>
      call<{ errors?: { path: string }[] }>(ctx, 'POST', `${pathOf(key)}/repair`, { token: token[who], body })
    const failAs = (status: number) =>
      ctx.db.updateTable('reserved_package').set({ status }).where('id', '=', key.id).execute()

    expect((await repair('partner', { action: 'confirm' })).status).toBe(409)
    await failAs(ReservationStatus.ConfirmFailed)
    expect((await repair('partner2', { action: 'confirm' })).status).toBe(404)
    const confirmed = await repair('partner', { action: 'confirm', reason: 'Checked with the hotel' })
    expect(confirmed.status).toBe(204)
    const after = await detailOf(key)
    expect(after.status).toBe(ReservationStatus.Confirm)
    expect(after.history.at(-1)).toMatchObject({
      from_status: ReservationStatus.ConfirmFailed,
      to_status: ReservationStatus.Confirm,
      note: 'Checked with the hotel',
    })

    await failAs(ReservationStatus.CancellationFailed)
    const noReason = await repair('partner', { action: 'cancel' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.errors?.[0]?.path).toBe('reason')
    expect((await repair('partner', { action: 'cancel', reason: 'The hotel closed' })).status).toBe(204)
    const cancelled = await detailOf(key)
    expect(cancelled.status).toBe(ReservationStatus.Cancel)
    expect(cancelled.history.at(-1)).toMatchObject({
      to_status: ReservationStatus.Cancel,
      note: 'The hotel closed',
    })
  })
})

describe('the package in a cart made on a site', () => {
  it('is sold on the site that made it, not in its catalogue, and refused on another partner’s site', async () => {
    const slots = await call<{ date: string; status: string; remaining: number }[]>(
      ctx,
      'POST',
      `/availability/public/packaging/available-package-slots/${pack.id}`,
      { body: { from: isoDay(20), to: isoDay(90) } },
    )
    const slot = slots.body.find((one) => one.status !== 'sold-out' && one.remaining >= 2)!
    const item = {
      cart_type: 'package',
      package_id: pack.id,
      date: slot.date,
      adult: 2,
      child: 0,
      rooms: [{ adult: 2, child: 0 }],
    }
    const listed = await ctx.db
      .selectFrom('site_catalogue')
      .select('service_id')
      .where('site_id', '=', demo)
      .where('service_id', '=', pack.id)
      .executeTakeFirst()
    expect(listed).toBeUndefined()
    const cartOn = (site: number) =>
      call<{ message: string }>(
        ctx,
        'POST',
        `/booking/public/cart-reservation?request_for_widget=true&site_id=${site}`,
        {
          body: [item],
        },
      )
    expect((await cartOn(demo)).status).toBe(200)
    const elsewhere = await cartOn(await siteId(ctx.db, 'nordic'))
    expect(elsewhere.status).toBe(422)
    expect(elsewhere.body.message).toBe('This product is not sold on this site')
  })
})
