import { ServiceType, type Cart } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, pastItsCutOff, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'
import { releaseExpiredHolds } from './release.service.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const order = {
  name: 'Ingrid Hansen',
  first_name: 'Ingrid',
  last_name: 'Hansen',
  email: 'ingrid@example.com',
  country: 'NO',
  area_code: '47',
  phone: '41234567',
}

async function cartWithTour(fromDay: number, count = 2) {
  const product = await productOfType(ctx.db, ServiceType.Activities)
  const departure = await futureDeparture(ctx.db, product.id, fromDay)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
    body: [
      {
        cart_type: 'tour',
        service_id: product.id,
        option_id: departure.option_id,
        date: departure.date,
        start_time: departure.start_time,
        tickets: [{ ticket_id: ticket.id, count }],
      },
    ],
  })
  expect(added.status).toBe(200)
  return { cartRef: added.body.cart_ref, departure, total: added.body.cart_total_price }
}

const slot = (id: number) =>
  ctx.db
    .selectFrom('tour_slot')
    .select(['allotment', 'booked', 'held'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
const hold = (
  cartRef: string,
  body: object = { order, stripe_payment_intent_id: null, stripe_secret: null },
) =>
  call<{ payment: { uuid: string; amount: number } | null; failed_reservation_info: { message: string }[] }>(
    ctx,
    'POST',
    `/booking/public/hold-reservation/${cartRef}`,
    { body, headers: { 'APP-LOCALE': 'no' } },
  )

describe('booking without payment: hold, confirm, booking details', () => {
  it('holds the seats, books them once, mails the guest in their language and the supplier', async () => {
    const { cartRef, departure, total } = await cartWithTour(30)
    const before = await slot(departure.id)
    const held = await hold(cartRef)
    expect(held.status).toBe(200)
    expect(held.body.payment).toMatchObject({ amount: total })
    expect(held.body.failed_reservation_info).toEqual([])
    expect((await slot(departure.id)).held).toBe(before.held + 2)
    // Holding again answers the same payment and takes nothing more.
    expect((await hold(cartRef)).body.payment!.uuid).toBe(held.body.payment!.uuid)
    expect((await slot(departure.id)).held).toBe(before.held + 2)

    const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, {
      body: { status: 2 },
    })
    expect(confirmed.body).toEqual({ payment_ref: held.body.payment!.uuid })
    const again = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, {
      body: { status: 2 },
    })
    expect(again.body).toEqual(confirmed.body)
    expect(await slot(departure.id)).toMatchObject({ booked: before.booked + 2, held: before.held })

    const details = await call<Cart>(ctx, 'GET', `/booking/public/booking-details/${held.body.payment!.uuid}`)
    expect(details.body.retry_status_check).toBe(false)
    expect(details.body.payment_info).toEqual({ payment_method: 'no-payment', uuid: held.body.payment!.uuid })
    expect(details.body.reservations[0]).toMatchObject({
      status: 'CONFIRM',
      booking_number: expect.stringMatching(/^JT-[A-Z2-9]{8}$/),
    })

    const mails = await ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
    const guestMail = mails.find((mail) => mail.to_address === 'ingrid@example.com')!
    expect(guestMail).toMatchObject({ kind: 'booking-confirmation', locale: 'no' })
    expect(guestMail.subject).toMatch(/^Bestillingen din er bekreftet \(JT-/)
    expect(mails.filter((mail) => mail.kind === 'supplier-booking-notice')).toHaveLength(1)
    const payments = await ctx.db
      .selectFrom('payment')
      .selectAll()
      .where('uuid', '=', held.body.payment!.uuid)
      .execute()
    expect(payments).toHaveLength(1)
    expect(payments[0]!.status).toBe(2)
    // A cart made outside any site pays the marketplace's commission and no partner share.
    const split = await ctx.db
      .selectFrom('reservation')
      .select(['price', 'commission_amount', 'partner_amount', 'supplier_amount'])
      .innerJoin('cart', 'cart.id', 'reservation.cart_id')
      .where('cart.cart_ref', '=', cartRef)
      .executeTakeFirstOrThrow()
    expect(Number(split.commission_amount) + Number(split.supplier_amount)).toBeCloseTo(
      Number(split.price),
      2,
    )
    expect(Number(split.partner_amount)).toBe(0)
  })

  it('refuses a second checkout of a confirmed cart and changes to it', async () => {
    const { cartRef } = await cartWithTour(31)
    await hold(cartRef)
    await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, { body: { status: 2 } })
    expect((await hold(cartRef)).status).toBe(422)
    const cart = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cartRef}`)
    const removal = await call(
      ctx,
      'DELETE',
      `/booking/public/cart-reservation/${cartRef}/${cart.body.reservations[0]!.reservation_ref}`,
    )
    expect(removal.status).toBe(422)
  })
})

describe('releasing held seats', () => {
  it('cancel gives the seats back and the items return to the cart', async () => {
    const { cartRef, departure } = await cartWithTour(32)
    const before = await slot(departure.id)
    await hold(cartRef)
    const cancelled = await call(ctx, 'PUT', `/booking/public/cancel-reservation/${cartRef}`, {
      body: { order },
    })
    expect(cancelled.body).toEqual({ released: 1 })
    expect(await slot(departure.id)).toMatchObject({ held: before.held, booked: before.booked })
    const cart = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cartRef}`)
    expect(cart.body.reservations[0]!.status).toBe(true)
    expect(
      (await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, { body: { status: 2 } }))
        .status,
    ).toBe(409)
  })

  it('an expired hold gives its seats back and can no longer be confirmed', async () => {
    const { cartRef, departure } = await cartWithTour(33)
    const before = await slot(departure.id)
    await hold(cartRef)
    await ctx.db
      .updateTable('cart')
      .set({ hold_expires_at: sql`now() - interval '1 minute'` })
      .where('cart_ref', '=', cartRef)
      .execute()
    expect(await releaseExpiredHolds(ctx.db)).toBeGreaterThanOrEqual(1)
    expect((await slot(departure.id)).held).toBe(before.held)
    const late = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, {
      body: { status: 2 },
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Your reservation has expired. Please check availability again.')
  })

  /** The hold names the item as no longer available, takes no payment and leaves the departure as it was. */
  const expectNotHeld = async (cartRef: string, slotId: number) => {
    const before = await slot(slotId)
    const held = await hold(cartRef)
    expect(held.body.payment).toBeNull()
    expect(held.body.failed_reservation_info).toEqual([
      { reservation_ref: expect.any(String), message: 'Dette er ikke lenger tilgjengelig' },
    ])
    expect(await slot(slotId)).toEqual(before)
  }

  it('a hold that cannot take every item takes none and names the item', async () => {
    const { cartRef, departure } = await cartWithTour(34)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment - 1` })
      .where('id', '=', departure.id)
      .execute()
    await expectNotHeld(cartRef, departure.id)
  })

  it('a departure whose cut-off passed while it sat in the cart is not held, though it has seats', async () => {
    const { cartRef, departure } = await cartWithTour(37)
    await pastItsCutOff(ctx.db, departure.id)
    await expectNotHeld(cartRef, departure.id)
  })
})

describe('bad input and refusals', () => {
  it('names the missing order fields and refuses card payment where no card provider is set up', async () => {
    const { cartRef } = await cartWithTour(35)
    const missing = await call(ctx, 'POST', `/booking/public/hold-reservation/${cartRef}`, {
      body: { order: { name: 'x' } },
    })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/^order\.first_name: /)
    const card = await hold(cartRef, { order, stripe_payment_intent_id: 'pi_123', stripe_secret: 'secret' })
    expect(card.status).toBe(422)
    expect(card.body.message).toBe('Kortbetaling er ikke tilgjengelig på dette nettstedet')
    expect((await call(ctx, 'GET', '/booking/public/booking-details/not-a-ref')).status).toBe(404)
  })

  it('refuses a phone number that cannot exist, in the checkout form’s words, and takes a real one', async () => {
    const { cartRef } = await cartWithTour(36)
    const bad = await hold(cartRef, {
      order: { ...order, phone: '12' },
      stripe_payment_intent_id: null,
      stripe_secret: null,
    })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ message: 'order.phone: Please enter valid phone number.' })
    const german = await hold(cartRef, {
      order: { ...order, area_code: '+49', phone: '15123456789' },
      stripe_payment_intent_id: null,
      stripe_secret: null,
    })
    expect(german.status).toBe(200)
  })
})
