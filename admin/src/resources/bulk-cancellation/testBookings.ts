import type { CancellableDepartures } from '@jaunt/domain'

type Call = <T>(
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
) => Promise<{ status: number; body: T }>

const DAY_MS = 86_400_000
const isoDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)

/**
 * For the tests: a new activity of the supplier with one option, departures each day of the next two
 * weeks and an adult ticket, made through the API as the back office makes them.
 */
export async function activityWithDepartures(call: Call, token: string, name: string) {
  const locations = await call<{ data: { id: number }[] }>(token, 'GET', '/core/v1/select/location')
  const tour = await call<{ id: number }>(token, 'POST', '/core/v1/tours', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  })
  const tourId = tour.body.id
  const option = await call<{ id: number }>(token, 'POST', `/core/v1/tours/${tourId}/options`, {
    name: { en: 'Morning' },
    duration: { hours: 2, minutes: 0 },
    meeting_point: {},
    start_times: ['09:00'],
    cut_off_minutes: 0,
  })
  const optionId = option.body.id
  await call(token, 'POST', `/core/v1/tour-options/${optionId}/schedule`, {
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    from: isoDay(3),
    to: isoDay(16),
    allotment: 10,
  })
  const ticket = await call<{ id: number }>(token, 'POST', `/core/v1/tour-options/${optionId}/tickets`, {
    guest_type: 'Adult',
    price: 500,
  })
  await call(token, 'PUT', `/core/v1/tours/${tourId}/update-status?status=1`)
  return { tourId, optionId, ticketId: ticket.body.id }
}

/** A guest books `count` places of a departure without payment, through the public booking calls. */
export async function bookDeparture(
  call: Call,
  activity: { tourId: number; optionId: number; ticketId: number },
  departure: { date: string; start_time: string },
  guest: { email: string; firstName: string; count: number },
) {
  const cart = await call<{ cart_ref: string }>(null, 'POST', '/booking/public/cart-reservation', [
    {
      cart_type: 'tour',
      service_id: activity.tourId,
      option_id: activity.optionId,
      date: departure.date,
      start_time: departure.start_time,
      tickets: [{ ticket_id: activity.ticketId, count: guest.count }],
    },
  ])
  if (cart.status !== 200) throw new Error(`cart: ${JSON.stringify(cart.body)}`)
  const ref = cart.body.cart_ref
  const order = {
    name: `${guest.firstName} Hansen`,
    first_name: guest.firstName,
    last_name: 'Hansen',
    email: guest.email,
    country: 'NO',
    area_code: '47',
    phone: '41234567',
  }
  const held = await call(null, 'POST', `/booking/public/hold-reservation/${ref}`, {
    order,
    stripe_payment_intent_id: null,
    stripe_secret: null,
  })
  if (held.status !== 200) throw new Error(`hold: ${JSON.stringify(held.body)}`)
  const confirmed = await call(null, 'POST', `/booking/public/confirm-reservation/${ref}`, { status: 2 })
  if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`)
}

export async function departuresOf(call: Call, token: string, optionId: number) {
  const listed = await call<CancellableDepartures>(
    token,
    'GET',
    `/booking/v1/bulk-cancel-reservation/options/${optionId}/departures`,
  )
  return listed.body.departures
}
