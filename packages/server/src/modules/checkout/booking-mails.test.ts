import { ServiceType, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, isoDay, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const order = {
  name: 'Camille Martin',
  first_name: 'Camille',
  last_name: 'Martin',
  email: 'camille@example.com',
  country: 'FR',
  // As the checkout form sends it: the area code with its +.
  area_code: '+33',
  phone: '612345678',
}

/** Puts the items in a new cart, holds it for the guest in their language and confirms it. */
async function book(items: object[], locale: string) {
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', { body: items })
  expect(added.status).toBe(200)
  const cartRef = added.body.cart_ref
  const held = await call(ctx, 'POST', `/booking/public/hold-reservation/${cartRef}`, {
    body: { order, stripe_payment_intent_id: null, stripe_secret: null },
    headers: { 'APP-LOCALE': locale },
  })
  expect(held.status).toBe(200)
  const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cartRef}`, {
    body: { status: 2 },
  })
  expect(confirmed.status).toBe(200)
  const cart = await ctx.db
    .selectFrom('cart')
    .select('id')
    .where('cart_ref', '=', cartRef)
    .executeTakeFirstOrThrow()
  const mails = await ctx.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('cart_id', '=', cart.id)
    .orderBy('id')
    .execute()
  return { cartId: cart.id, mails }
}

const shortDate = (isoDate: string) => isoDate.split('-').reverse().join('/')

/** A product's name in a language, or in English where the catalogue has no text in that language. */
async function nameOf(serviceId: number, locale: string) {
  const names = await ctx.db
    .selectFrom('service_translation')
    .select(['locale', 'name'])
    .where('service_id', '=', serviceId)
    .where('locale', 'in', [locale, 'en'])
    .execute()
  return (names.find((n) => n.locale === locale) ?? names.find((n) => n.locale === 'en'))!.name
}

describe('booking confirmation mail', () => {
  it('a guest who books in French gets the confirmation in French with the booking number', async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities)
    const departure = await futureDeparture(ctx.db, product.id, 40)
    const ticket = departure.tickets.find((t) => t.price_type === 1)!
    const { cartId, mails } = await book(
      [
        {
          cart_type: 'tour',
          service_id: product.id,
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: ticket.id, count: 2 }],
        },
      ],
      'fr',
    )
    const reservation = await ctx.db
      .selectFrom('reservation')
      .select(['booking_number', 'price', 'currency_code'])
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow()
    const guestMail = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guestMail).toMatchObject({ to_address: 'camille@example.com', locale: 'fr' })
    expect(reservation.booking_number).toMatch(/^JT-[A-Z2-9]{8}$/)
    expect(guestMail.subject).toBe(`Votre réservation est confirmée (${reservation.booking_number})`)
    expect(guestMail.body_text).toContain('Bonjour Camille,')
    expect(guestMail.body_text).toContain(
      'Merci pour votre réservation. Voici ce que vous avez réservé\u00a0:',
    )
    // A product without a French text is named in English.
    expect(guestMail.body_text).toContain(
      `${reservation.booking_number}: ${await nameOf(product.id, 'fr')}, ${shortDate(departure.date)}, ${Number(reservation.price).toFixed(2)} ${reservation.currency_code}`,
    )
    expect(guestMail.body_text).toContain('Vous pouvez consulter et annuler vos réservations')
    // The supplier's notice stays in English, whatever language the guest booked in.
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.subject).toBe(`New booking ${reservation.booking_number}`)
    expect(notice.body_text).toContain('Camille Martin, camille@example.com, +33 6 12 34 56 78')
    expect(notice.body_text).not.toContain('++')
  })

  it('a booked package is listed with its date, guests and price, for the guest and its supplier', async () => {
    const pack = await productOfType(ctx.db, ServiceType.Packages)
    const slot = await ctx.db
      .selectFrom('package_slot')
      .selectAll()
      .where('package_id', '=', pack.id)
      .where('date', '>=', isoDay(40))
      .orderBy('date')
      .executeTakeFirstOrThrow()
    const { cartId, mails } = await book(
      [
        {
          cart_type: 'package',
          package_id: pack.id,
          date: slot.date,
          adult: 2,
          child: 1,
          rooms: [{ adult: 2, child: 1 }],
        },
      ],
      'de',
    )
    const booked = await ctx.db
      .selectFrom('reserved_package')
      .select(['booking_number', 'currency_code'])
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow()
    const price = `${(2 * Number(slot.adult_price) + Number(slot.child_price)).toFixed(2)} ${booked.currency_code}`

    const guestMail = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guestMail.subject).toBe(`Ihre Buchung ist bestätigt (${booked.booking_number})`)
    expect(guestMail.body_text).toContain(
      `${booked.booking_number}: ${await nameOf(pack.id, 'de')}, ${shortDate(slot.date)}, 2 Erwachsene, 1 Kind, ${price}`,
    )
    const supplier = await ctx.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', pack.supplier_user_id)
      .executeTakeFirstOrThrow()
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.to_address).toBe(supplier.email)
    expect(notice.body_text).toContain(
      `${booked.booking_number}: ${await nameOf(pack.id, 'en')}, ${shortDate(slot.date)}, 2 adults, 1 child, ${price}`,
    )
  })
})
