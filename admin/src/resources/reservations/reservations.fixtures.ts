import type { Cart, OptionWithDate, TourListRow } from '@jaunt/domain'

/** Calls to the real API (the admin tests' `realApi()`, or the e2e journey's own). */
interface Api {
  call: <T>(
    token: string | null,
    method: string,
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; body: T }>
}
const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

/** Test helper: an open departure of one of the supplier's active activities, found through the public API. */
export async function openDeparture(api: Api, supplierToken: string) {
  const filter = encodeURIComponent(JSON.stringify({ status: 1 }))
  const tours = await api.call<TourListRow[]>(
    supplierToken,
    'GET',
    `/core/v1/tours?filter=${filter}&range=[0,49]`,
  )
  for (const tour of tours.body) {
    const days = await api.call<{ date: string; remaining: number }[]>(
      null,
      'POST',
      `/availability/public/tour/${tour.id}/available-dates`,
      { from: isoDay(20), to: isoDay(90) },
    )
    const day = Array.isArray(days.body) ? days.body.find((date) => date.remaining >= 2) : undefined
    if (!day) continue
    const options = await api.call<OptionWithDate[]>(
      null,
      'POST',
      `/availability/public/tour/${tour.id}/options-with-date`,
      { date: day.date },
    )
    for (const option of options.body) {
      const slot = option.slots.find((candidate) => candidate.bookable && candidate.remaining >= 2)
      const ticket = option.tickets.find((candidate) => candidate.price_type === 1) ?? option.tickets[0]
      if (slot && ticket) return { tour, option, date: day.date, startTime: slot.start_time, ticket }
    }
  }
  throw new Error('the supplier has no open departure')
}

/** Books one of the supplier's activities as a guest would, answering its one optional question. */
export async function bookAsGuest(
  api: Api,
  supplierToken: string,
  guest: { first: string; last: string; email: string; answer: string },
) {
  const { tour, option, date, startTime, ticket } = await openDeparture(api, supplierToken)
  const asked = await api.call<{ questions: { id: string }[] }>(
    supplierToken,
    'PUT',
    `/core/v1/tours/${tour.id}/custom-booking-option`,
    { questions: [{ label: { en: 'Dietary needs' }, kind: 'text', required: false }] },
  )
  const questionId = asked.body.questions[0]!.id
  const cart = await api.call<Cart>(null, 'POST', '/booking/public/cart-reservation', [
    {
      cart_type: 'tour',
      service_id: tour.id,
      option_id: option.id,
      date,
      start_time: startTime,
      tickets: [{ ticket_id: ticket.id, count: 2 }],
    },
  ])
  const ref = cart.body.reservations[0]!.reservation_ref
  const held = await api.call(null, 'POST', `/booking/public/hold-reservation/${cart.body.cart_ref}`, {
    order: {
      name: `${guest.first} ${guest.last}`,
      first_name: guest.first,
      last_name: guest.last,
      email: guest.email,
      country: 'NO',
      area_code: '47',
      phone: '41234567',
    },
    stripe_payment_intent_id: null,
    stripe_secret: null,
    answers: { [ref]: { [questionId]: guest.answer } },
  })
  if (held.status !== 200) throw new Error(`hold failed: ${JSON.stringify(held.body)}`)
  const confirmed = await api.call(
    null,
    'POST',
    `/booking/public/confirm-reservation/${cart.body.cart_ref}`,
    {
      status: 2,
    },
  )
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`)
  return { ref, productName: tour.name, date, startTime }
}
