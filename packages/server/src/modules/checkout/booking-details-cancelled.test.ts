import { cartSchema, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { customerToken, guestOrder, tourItem } from '../customer/customer.fixtures.js'

let ctx: TestContext
let paymentRef: string
let kept: Cart['reservations'][number]
let cancelled: Cart['reservations'][number]

// Two tours booked together without payment; the guest then cancels one in the customer area.
beforeAll(async () => {
  ctx = await createTestContext()
  const first = await tourItem(ctx, 40)
  const second = await tourItem(ctx, 41, 1)
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
    body: [first.item, second.item],
  })
  expect(added.status).toBe(200)
  const cartRef = added.body.cart_ref
  const email = 'two-tours@example.com'
  const held = await call<{ payment: { uuid: string } }>(
    ctx,
    'POST',
    `/booking/public/hold-reservation/${cartRef}`,
    {
      body: { order: guestOrder(email), stripe_payment_intent_id: null, stripe_secret: null },
    },
  )
  paymentRef = held.body.payment.uuid
  await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, { body: { status: 2 } })
  ;[kept, cancelled] = added.body.reservations as [Cart['reservations'][number], Cart['reservations'][number]]
  const response = await call(
    ctx,
    'POST',
    `/core/v1/customer/reservation/${cancelled.reservation_ref}/cancel`,
    {
      token: await customerToken(ctx, email),
      body: { reason: 'One tour is enough' },
    },
  )
  expect(response.status).toBe(200)
})
afterAll(() => ctx.close())

describe('GET /booking/public/booking-details/{paymentRef} after a cancellation', () => {
  it('marks the cancelled item with its reason, refunds nothing never paid, and leaves it out of the total', async () => {
    const details = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${paymentRef}`)
    expect(details.status).toBe(200)
    expect(cartSchema.parse(details.body)).toEqual(details.body)
    const byRef = (ref: string) => details.body.reservations.find((item) => item.reservation_ref === ref)!
    expect(byRef(cancelled.reservation_ref)).toMatchObject({
      status: 'CANCEL',
      cancellation: { refund_amount: 0, reason: 'One tour is enough', paid: false },
    })
    expect(byRef(kept.reservation_ref)).toMatchObject({ status: 'CONFIRM', cancellation: null })
    expect(details.body.cart_total_price).toBe(Number(kept.price))
  })
})
