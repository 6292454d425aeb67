import { PaymentStatus, type GuestPaymentDetail, type GuestPaymentRow } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, loginAs, type TestContext } from '../../test/test-app.js'
import {
  bookTwoByCard,
  contextWithCards,
  type StripeStandIn,
} from '../booking-actions/booking-actions.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
let booking: Awaited<ReturnType<typeof bookTwoByCard>>
const token: Record<string, string> = {}
const q = (value: object) => encodeURIComponent(JSON.stringify(value))

beforeAll(async () => {
  let demo: number
  ;({ ctx, stripeApi, demo } = await contextWithCards())
  booking = await bookTwoByCard(ctx, stripeApi, {
    email: 'petra.payments@example.com',
    fromDays: [47, 48],
    siteId: demo,
  })
  for (const who of ['admin', 'supplier', 'partner'])
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
  token.owner = (await loginAs(ctx, booking.supplierEmail)).access_token
}, 120_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const list = (who: string, filter: object) =>
  call<GuestPaymentRow[]>(ctx, 'GET', `/core/v1/payments?filter=${q(filter)}`, { token: token[who] })

describe("the admin's Payments", () => {
  it('lists a card payment with its site, amount, status, Stripe id and refunds, and opens it', async () => {
    const refunded = await call(
      ctx,
      'POST',
      `/booking/v1/reservation/${booking.items[0]!.id}/partial-refund`,
      {
        token: token.owner,
        body: { amount: 5 },
      },
    )
    expect(refunded.status).toBe(200)
    const found = await list('admin', { q: booking.intentId })
    expect(found.status).toBe(200)
    expect(found.body).toHaveLength(1)
    const total = booking.items.reduce((sum, item) => sum + Number(item.price), 0)
    expect(found.body[0]).toMatchObject({
      cart_ref: booking.cartRef,
      site_name: expect.any(String),
      amount: total,
      status: PaymentStatus.Paid,
      provider_ref: booking.intentId,
      refunded: 5,
    })
    const detail = await call<GuestPaymentDetail>(ctx, 'GET', `/core/v1/payments/${found.body[0]!.id}`, {
      token: token.admin,
    })
    expect(detail.body.items.map((item) => item.reservation_ref)).toEqual(
      booking.items.map((i) => i.reservation_ref),
    )
    expect(detail.body.refunds).toEqual([expect.objectContaining({ kind: 'partial', amount: 5 })])
    expect((await list('admin', { q: booking.intentId, status: PaymentStatus.Failed })).body).toEqual([])
  })

  it('is for admins only, answers 400 for a bad filter and 404 for an unknown payment', async () => {
    expect((await list('supplier', {})).status).toBe(403)
    expect((await list('partner', {})).status).toBe(403)
    expect((await list('admin', { status: 8 })).status).toBe(400)
    expect((await list('admin', { currency_code: 'EURO' })).status).toBe(400)
    const missing = await call(ctx, 'GET', '/core/v1/payments/00000000-0000-0000-0000-000000000000', {
      token: token.admin,
    })
    expect(missing.status).toBe(404)
  })
})
