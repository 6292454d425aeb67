import { ServiceType, Status, type Cart, type TourDetail } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let tourId: number
let questionIds: string[]

type Refusal = { message: string; errors?: { path: string; message: string }[] }

// A bookable demo activity of supplier@jaunt.test, whose supplier asks two questions at checkout.
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
  const saved = await call<{ questions: { id: string }[] }>(
    ctx,
    'PUT',
    `/core/v1/tours/${tourId}/custom-booking-option`,
    {
      token: supplier,
      body: {
        questions: [
          {
            label: { en: 'Wetsuit size', de: 'Neoprenanzug-Größe' },
            kind: 'choice',
            choices: [{ label: { en: 'Small', de: 'Klein' } }, { label: { en: 'Large', de: 'Groß' } }],
            required: true,
          },
          { label: { en: 'Anything we should know?' }, kind: 'text', required: false },
        ],
      },
    },
  )
  expect(saved.status).toBe(200)
  questionIds = saved.body.questions.map((question) => question.id)
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

async function cartWithTheTour(locale: string) {
  const departure = await futureDeparture(ctx.db, tourId, 30)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const added = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
    body: [
      {
        cart_type: 'tour',
        service_id: tourId,
        option_id: departure.option_id,
        date: departure.date,
        start_time: departure.start_time,
        tickets: [{ ticket_id: ticket.id, count: 1 }],
      },
    ],
    headers: { 'APP-LOCALE': locale },
  })
  expect(added.status).toBe(200)
  return added.body
}

const hold = (cartRef: string, answers?: unknown) =>
  call<Refusal>(ctx, 'POST', `/booking/public/hold-reservation/${cartRef}`, {
    body: { order, stripe_payment_intent_id: null, stripe_secret: null, answers },
    headers: { 'APP-LOCALE': 'de' },
  })

describe('the questions an activity asks at checkout', () => {
  it('shows them on the activity’s page and with the cart item, in the guest’s language', async () => {
    const page = await call<TourDetail>(ctx, 'GET', `/core/public/tours/${tourId}`, {
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(page.body.booking_questions).toEqual([
      {
        id: questionIds[0],
        label: 'Neoprenanzug-Größe',
        kind: 'choice',
        required: true,
        choices: [
          { value: 'Small', label: 'Klein' },
          { value: 'Large', label: 'Groß' },
        ],
      },
      { id: questionIds[1], label: 'Anything we should know?', kind: 'text', required: false, choices: [] },
    ])
    const cart = await cartWithTheTour('de')
    expect(cart.reservations[0]!.questions?.map((question) => question.label)).toEqual([
      'Neoprenanzug-Größe',
      'Anything we should know?',
    ])
  })

  it('refuses a booking without a required answer or with an answer not offered, naming the field', async () => {
    const cart = await cartWithTheTour('en')
    const ref = cart.reservations[0]!.reservation_ref
    const missing = await hold(cart.cart_ref)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(`answers.${ref}.${questionIds[0]}: Bitte beantworten Sie diese Frage`)
    expect(missing.body.errors).toEqual([
      { path: `answers.${ref}.${questionIds[0]}`, message: 'Bitte beantworten Sie diese Frage' },
    ])
    const notOffered = await hold(cart.cart_ref, { [ref]: { [questionIds[0]!]: 'Medium' } })
    expect(notOffered.status).toBe(400)
    expect(notOffered.body.errors).toEqual([
      {
        path: `answers.${ref}.${questionIds[0]}`,
        message: 'Bitte wählen Sie eine der angebotenen Antworten',
      },
    ])
    const unknown = await hold(cart.cart_ref, { [ref]: { [questionIds[0]!]: 'Small', nope: 'x' } })
    expect(unknown.body.errors?.[0]?.path).toBe(`answers.${ref}.nope`)
  })

  it('keeps the answers with the booking and tells the supplier, not the guest, as "Question: answer"', async () => {
    const cart = await cartWithTheTour('de')
    const ref = cart.reservations[0]!.reservation_ref
    const held = await hold(cart.cart_ref, {
      [ref]: { [questionIds[0]!]: 'Large', [questionIds[1]!]: 'Vegetarian, please' },
    })
    expect(held.status).toBe(200)
    const confirmed = await call(ctx, 'POST', `/booking/public/confirm-reservation/${cart.cart_ref}`, {
      body: { status: 2 },
    })
    expect(confirmed.status).toBe(200)
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['kind', 'body_text', 'body_html'])
      .where(
        'cart_id',
        '=',
        (
          await ctx.db
            .selectFrom('cart')
            .select('id')
            .where('cart_ref', '=', cart.cart_ref)
            .executeTakeFirstOrThrow()
        ).id,
      )
      .execute()
    const notice = mails.find((mail) => mail.kind === 'supplier-booking-notice')!
    expect(notice.body_text).toContain('Wetsuit size: Large\nAnything we should know?: Vegetarian, please')
    expect(notice.body_html).toContain('Wetsuit size: Large')
    const guest = mails.find((mail) => mail.kind === 'booking-confirmation')!
    expect(guest.body_text).not.toContain('Vegetarian')
  })
})
