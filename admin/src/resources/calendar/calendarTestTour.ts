import type { CalendarDeparture } from '@jaunt/domain'
import type { realApi } from '../../test/realApi'

type Api = ReturnType<typeof realApi>
const DAY_MS = 86_400_000

export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10)

/** A Monday well ahead of today, so every departure of its week can still be booked and changed. */
export function upcomingMonday(daysAhead: number) {
  const day = new Date(Date.now() + daysAhead * DAY_MS)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
}

/**
 * An active activity named `name` with options "Island loop" (10:00 and 14:00 on Monday and
 * Wednesday, 8 places) and "Sunrise" (09:00 on Monday, 4 places) in the week of `monday`.
 */
export async function calendarTestTour(api: Api, token: string, name: string, monday: string) {
  const locations = await api.call<{ data: { id: number }[] }>(token, 'GET', '/core/v1/select/location')
  const tour = await api.call<{ id: number }>(token, 'POST', '/core/v1/tours', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  })
  const optionIds: number[] = []
  const ticketIds: number[] = []
  for (const [optionName, startTimes, weekdays, allotment] of [
    ['Island loop', ['10:00', '14:00'], [1, 3], 8],
    ['Sunrise', ['09:00'], [1], 4],
  ] as const) {
    const option = await api.call<{ id: number }>(token, 'POST', `/core/v1/tours/${tour.body.id}/options`, {
      name: { en: optionName },
      duration: { hours: 2, minutes: 0 },
      meeting_point: {},
      start_times: startTimes,
      cut_off_minutes: 0,
    })
    const ticket = await api.call<{ id: number }>(
      token,
      'POST',
      `/core/v1/tour-options/${option.body.id}/tickets`,
      {
        guest_type: 'Adult',
        price: 300,
      },
    )
    await api.call(token, 'POST', `/core/v1/tour-options/${option.body.id}/schedule`, {
      weekdays,
      from: monday,
      to: plusDays(monday, 6),
      allotment,
    })
    optionIds.push(option.body.id)
    ticketIds.push(ticket.body.id)
  }
  await api.call(token, 'PUT', `/core/v1/tours/${tour.body.id}/update-status?status=1`)
  return { tourId: tour.body.id, optionIds, ticketIds }
}

/** A guest holds places on a departure through the storefront's own calls. */
export async function guestHolds(
  api: Api,
  item: {
    service_id: number
    option_id: number
    date: string
    start_time: string
    ticket_id: number
    count: number
  },
  guestName: string,
) {
  const [first_name, last_name] = guestName.split(' ')
  const cart = await api.call<{ cart_ref: string }>(null, 'POST', '/booking/public/cart-reservation', [
    {
      cart_type: 'tour',
      service_id: item.service_id,
      option_id: item.option_id,
      date: item.date,
      start_time: item.start_time,
      tickets: [{ ticket_id: item.ticket_id, count: item.count }],
    },
  ])
  const hold = await api.call<{ payment: object | null }>(
    null,
    'POST',
    `/booking/public/hold-reservation/${cart.body.cart_ref}`,
    {
      order: {
        name: guestName,
        first_name,
        last_name,
        email: 'guest@example.com',
        country: 'NO',
        area_code: '47',
        phone: '41234567',
      },
      stripe_payment_intent_id: null,
      stripe_secret: null,
    },
  )
  if (!hold.body.payment) throw new Error(`the hold failed: ${JSON.stringify(hold.body)}`)
}

export async function departuresOf(api: Api, token: string, body: object) {
  return (await api.call<CalendarDeparture[]>(token, 'POST', '/availability/v1/tours/calendar', body)).body
}
