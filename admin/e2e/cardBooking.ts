import { inject } from 'vitest'
import { activityWithDepartures, departuresOf } from '../src/resources/bulk-cancellation/testBookings'
import { DEMO_PASSWORD } from './backOffice'

type Answer<T> = { status: number; body: T }

/** A call to the journey's server, as a guest (no token) or as a logged-in user. */
export async function call<T>(token: string | null, method: string, path: string, body?: unknown) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T } satisfies Answer<T>
}

export async function tokenOf(email: string) {
  const login = await call<{ access_token: string }>(null, 'POST', '/nauth/npanel/login', {
    email,
    password: DEMO_PASSWORD,
  })
  if (login.status !== 200) throw new Error(`login of ${email}: ${login.status}`)
  return login.body.access_token
}

function expectOk<T>(answer: Answer<T>, what: string): T {
  if (answer.status !== 200 && answer.status !== 201)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`)
  return answer.body
}

type Methods = { type: string; payment_method: string[] }

/**
 * The demo partner's `demo` site takes cards for the length of `journey`, as its partner would set it
 * on Payment settings, and goes back to what it took before, whatever the journey did.
 */
export async function withCardsOnDemoSite<T>(journey: (site: { id: number; partner: string }) => Promise<T>) {
  const partner = await tokenOf('partner@jaunt.test')
  const sites = expectOk(
    await call<{ data: { data: { id: number; sub_domain: string }[] } }>(
      partner,
      'GET',
      '/core/v1/partner-sites',
    ),
    'sites',
  )
  const site = sites.data.data.find((candidate) => candidate.sub_domain === 'demo')
  if (!site) throw new Error('the demo partner has no demo site')
  const path = `/core/v1/partner-sites/${site.id}/settings/merchant-of-record`
  const before = expectOk(await call<Methods>(partner, 'GET', path), 'payment settings')
  expectOk(
    await call(partner, 'PUT', path, { type: before.type, payment_method: ['no-payment', 'card'] }),
    'take cards',
  )
  try {
    return await journey({ id: site.id, partner })
  } finally {
    await call(partner, 'PUT', path, before)
  }
}

export interface CardBooking {
  activity: string
  items: { ref: string; price: number }[]
  paymentRef: string
}

/**
 * A new activity of supplier@, which the partner puts on their site; a guest books two of its departures
 * in one cart there and pays by card: the widget's calls, with the card paid at the Stripe stand-in as
 * Stripe.js would confirm it.
 */
export async function bookTwoDeparturesByCard(
  { id: siteId, partner }: { id: number; partner: string },
  guest: { first: string; last: string; email: string },
  activityName: string,
): Promise<CardBooking> {
  const supplier = await tokenOf('supplier@jaunt.test')
  const activity = await activityWithDepartures(call, supplier, activityName)
  const [first, second] = await departuresOf(call, supplier, activity.optionId)
  expectOk(
    await call(partner, 'POST', `/core/v1/profile/partner/white-label/store-service/${siteId}`, {
      add: [activity.tourId],
    }),
    'on the site',
  )
  const site = `site_id=${siteId}`
  const item = (departure: { date: string; start_time: string }, count: number) => ({
    cart_type: 'tour',
    service_id: activity.tourId,
    option_id: activity.optionId,
    date: departure.date,
    start_time: departure.start_time,
    tickets: [{ ticket_id: activity.ticketId, count }],
  })
  const cart = expectOk(
    await call<{ cart_ref: string; reservations: { reservation_ref: string; price: number }[] }>(
      null,
      'POST',
      `/gateway/booking/public/cart-reservation?request_for_widget=true&${site}`,
      [item(first!, 2), item(second!, 1)],
    ),
    'cart',
  )
  const order = {
    name: `${guest.first} ${guest.last}`,
    first_name: guest.first,
    last_name: guest.last,
    email: guest.email,
    country: 'NO',
    area_code: '47',
    phone: '41234567',
  }
  const intent = expectOk(
    await call<{ stripe_payment_intent: string; stripe_secret: string }>(
      null,
      'POST',
      `/booking/public/create-payment-intent/${cart.cart_ref}?${site}`,
      { order, is_stripe_terminal_payment_method: false },
    ),
    'payment intent',
  )
  const held = expectOk(
    await call<{ payment: { uuid: string } }>(
      null,
      'POST',
      `/booking/public/hold-reservation/${cart.cart_ref}?${site}`,
      {
        order,
        stripe_payment_intent_id: intent.stripe_payment_intent,
        stripe_secret: intent.stripe_secret,
      },
    ),
    'hold',
  )
  const paid = await fetch(
    `${inject('stripeOrigin')}/v1/payment_intents/${intent.stripe_payment_intent}/confirm`,
    {
      method: 'POST',
    },
  )
  if (!paid.ok) throw new Error(`card payment: ${paid.status}`)
  // The thank-you page asks the provider and settles the paid booking, as the guest's browser would.
  expectOk(await call(null, 'GET', `/booking/public/booking-details/${held.payment.uuid}`), 'booking details')
  return {
    activity: activityName,
    paymentRef: held.payment.uuid,
    // The larger first: two places of the first departure, then one of the second.
    items: cart.reservations
      .map((reservation) => ({ ref: reservation.reservation_ref, price: Number(reservation.price) }))
      .sort((a, b) => b.price - a.price),
  }
}
