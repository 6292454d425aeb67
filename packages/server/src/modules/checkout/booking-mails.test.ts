import { ServiceType, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, isoDay, productOfType, siteId } from '../../test/catalogue-fixtures.js'
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
async function book(items: object[], locale: string, site?: number) {
  const query = site ? `?site_id=${site}` : ''
  const added = await call<Cart>(ctx, 'POST', `/booking/public/cart-reservation${query}`, { body: items })
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

type Departure = Awaited<ReturnType<typeof futureDeparture>>

/** A tour item of `count` tickets of one kind on a departure, as the cart takes it. */
const tourItem = (serviceId: number, departure: Departure, ticketId: number, count: number) => ({
  cart_type: 'tour',
  service_id: serviceId,
  option_id: departure.option_id,
  date: departure.date,
  start_time: departure.start_time,
  tickets: [{ ticket_id: ticketId, count }],
})

// The guest's language's own way of writing a day, a time and an amount, as Intl has them.
const longDate = (isoDate: string, locale: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
const time = (hhmm: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(
    new Date(`1970-01-01T${hhmm.slice(0, 5)}:00Z`),
  )
const money = (amount: number, currency: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)

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
    const { cartId, mails } = await book([tourItem(product.id, departure, ticket.id, 2)], 'fr')
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
    // A product without a French text is named in English; day, start and price are written the French way.
    expect(guestMail.body_text).toContain(
      `${reservation.booking_number}: ${await nameOf(product.id, 'fr')}, ${longDate(departure.date, 'fr')}, ${time(departure.start_time, 'fr')}, ${money(Number(reservation.price), reservation.currency_code, 'fr')}`,
    )
    expect(guestMail.body_text).not.toMatch(/\d\.\d{2} [A-Z]{3}/)
    expect(guestMail.body_text).toContain('Vous pouvez consulter et annuler vos réservations')
    // The supplier reads English, their back-office language, whatever language the guest booked in.
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.subject).toBe(`New booking ${reservation.booking_number}`)
    expect(notice.body_text).toContain('Camille Martin, camille@example.com, +33 6 12 34 56 78')
    expect(notice.body_text).not.toContain('++')
  })

  it('a supplier who reads German gets the notice in German, with the product’s German name', async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities)
    const departure = await futureDeparture(ctx.db, product.id, 41)
    const ticket = departure.tickets.find((t) => t.price_type === 1)!
    const supplier = await ctx.db
      .selectFrom('service')
      .innerJoin('app_user', 'app_user.id', 'service.supplier_user_id')
      .select(['app_user.id', 'app_user.locale'])
      .where('service.id', '=', product.id)
      .executeTakeFirstOrThrow()
    await ctx.db.updateTable('app_user').set({ locale: 'de' }).where('id', '=', supplier.id).execute()
    try {
      const { cartId, mails } = await book([tourItem(product.id, departure, ticket.id, 1)], 'en')
      const { booking_number } = await ctx.db
        .selectFrom('reservation')
        .select('booking_number')
        .where('cart_id', '=', cartId)
        .executeTakeFirstOrThrow()
      const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
      expect(notice).toMatchObject({ locale: 'de', subject: `Neue Buchung ${booking_number}` })
      expect(notice.body_text).toContain('Ein Gast hat gebucht:')
      expect(notice.body_text).toContain(
        `${booking_number}: ${await nameOf(product.id, 'de')}, ${longDate(departure.date, 'de')}`,
      )
      expect(mails.find((mail) => mail.kind === 'booking-confirmation')).toMatchObject({ locale: 'en' })
    } finally {
      await ctx.db
        .updateTable('app_user')
        .set({ locale: supplier.locale })
        .where('id', '=', supplier.id)
        .execute()
    }
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
    const total = 2 * Number(slot.adult_price) + Number(slot.child_price)

    const guestMail = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guestMail.subject).toBe(`Ihre Buchung ist bestätigt (${booked.booking_number})`)
    expect(guestMail.body_text).toContain(
      `${booked.booking_number}: ${await nameOf(pack.id, 'de')}, ${longDate(slot.date, 'de')}, 2 Erwachsene, 1 Kind, ${money(total, booked.currency_code, 'de')}`,
    )
    const supplier = await ctx.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', pack.supplier_user_id)
      .executeTakeFirstOrThrow()
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.to_address).toBe(supplier.email)
    expect(notice.body_text).toContain(
      `${booked.booking_number}: ${await nameOf(pack.id, 'en')}, ${longDate(slot.date, 'en')}, 2 adults, 1 child, ${money(total, booked.currency_code, 'en')}`,
    )
  })

  it('gives the meeting point and a link to the booking on the site it was booked on', async () => {
    const demo = await siteId(ctx.db, 'demo')
    const product = await productOfType(ctx.db, ServiceType.Activities, { siteSubDomain: 'demo' })
    const departure = await futureDeparture(ctx.db, product.id, 41)
    const { cartId, mails } = await book(
      [tourItem(product.id, departure, departure.tickets[0]!.id, Math.max(2, product.min_booking))],
      'no',
      demo,
    )
    const texts = await ctx.db
      .selectFrom('service_translation')
      .select('meeting_point')
      .where('service_id', '=', product.id)
      .where('locale', '=', 'no')
      .executeTakeFirstOrThrow()
    const payment = await ctx.db
      .selectFrom('payment')
      .select('uuid')
      .where('cart_id', '=', cartId)
      .executeTakeFirstOrThrow()
    const guestMail = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guestMail.body_text).toContain(`Møtested: ${texts.meeting_point}`)
    expect(guestMail.body_text).toContain(
      `Se bestillingen din:\nhttp://demo.localhost:8080/no/booking-details/${payment.uuid}`,
    )
  })

  it('names the room type and rate plan of a booked stay in the guest’s language', async () => {
    const hotel = await productOfType(ctx.db, ServiceType.Hotels)
    const room = await ctx.db
      .selectFrom('room_type')
      .selectAll()
      .where('service_id', '=', hotel.id)
      .orderBy('position')
      .executeTakeFirstOrThrow()
    const plan = await ctx.db
      .selectFrom('rate_plan')
      .selectAll()
      .where('room_type_id', '=', room.id)
      .orderBy('id')
      .executeTakeFirstOrThrow()
    await ctx.db
      .updateTable('rate_plan_day')
      .set({ min_stay: null, max_stay: null, no_checkin: false, no_checkout: false })
      .where('rate_plan_id', '=', plan.id)
      .execute()
    const { mails } = await book(
      [
        {
          cart_type: 'hotel',
          service_id: hotel.id,
          check_in: isoDay(60),
          check_out: isoDay(62),
          rooms: [
            {
              room_type_id: room.id,
              rate_plan_id: plan.id,
              num_of_rooms: 1,
              num_of_adults: 1,
              num_of_children: 0,
            },
          ],
        },
      ],
      'de',
    )
    const guestMail = mails.find((mail) => mail.kind === 'booking-confirmation')!
    const names = (value: unknown) => value as Record<string, string>
    expect(guestMail.body_text).toContain(`${names(room.title).de}, ${names(plan.title).de}`)
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.body_text).toContain(`${names(room.title).en}, ${names(plan.title).en}`)
  })
})
