import { ServiceType, Status, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let tourId: number

// A bookable demo activity of supplier@jaunt.test, whose supplier writes the instruction.
beforeAll(async () => {
  ctx = await createTestContext()
  const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  const tour = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select('s.id')
    .where('u.email', '=', 'supplier@jaunt.test')
    .where('s.service_type', '=', ServiceType.Activities)
    .where('s.status', '=', Status.Active)
    .where('s.is_private', '=', false)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('tour_slot as ts')
          .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
          .select('ts.id')
          .whereRef('o.service_id', '=', 's.id'),
      ),
    )
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  tourId = tour.id
  const saved = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/special-instruction`, {
    token: supplier,
    body: {
      texts: { en: 'Bring your passport to the pier.', de: 'Bringen Sie Ihren Reisepass zum Pier mit.' },
    },
  })
  expect(saved.status).toBe(200)
})
afterAll(() => ctx.close())

const order = {
  name: 'Mia Weber',
  first_name: 'Mia',
  last_name: 'Weber',
  email: 'mia@example.com',
  country: 'DE',
  area_code: '+49',
  phone: '15112345678',
}

/** Books two places on the activity in a language and answers the mails of the booking. */
async function bookIn(locale: string) {
  const departure = await futureDeparture(ctx.db, tourId, 30)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const item = {
    cart_type: 'tour',
    service_id: tourId,
    option_id: departure.option_id,
    date: departure.date,
    start_time: departure.start_time,
    tickets: [{ ticket_id: ticket.id, count: 2 }],
  }
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', { body: [item] })
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
  return ctx.db
    .selectFrom('mail_outbox as m')
    .innerJoin('cart as c', 'c.id', 'm.cart_id')
    .select(['m.kind', 'm.body_text', 'm.body_html'])
    .where('c.cart_ref', '=', cartRef)
    .execute()
}

describe('the special instruction mail (tour/settings/{id}/special-instruction-mail)', () => {
  it('sends a German guest the instruction in German with the confirmation, and not to the supplier', async () => {
    const mails = await bookIn('de')
    const guest = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guest.body_text).toContain('Besondere Hinweise:\nBringen Sie Ihren Reisepass zum Pier mit.')
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.body_text).not.toContain('passport')
  })

  it('sends the English instruction to a guest whose language has none', async () => {
    const mails = await bookIn('fi')
    const guest = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guest.body_text).toContain('Erityisohjeet:\nBring your passport to the pier.')
    expect(guest.body_html).toContain('Bring your passport to the pier.')
  })
})
