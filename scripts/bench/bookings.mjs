import autocannon from 'autocannon'

const json = (url, path, body) =>
  fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  }).then((response) => response.json())

/**
 * Bookable departures of the ticketed products, three days at a time from 40 days ahead, to spread the
 * bookings over many slots. Days that earlier runs sold out on a kept database are passed over.
 */
async function departures(url, { enough = 60, lastOffset = 300 } = {}) {
  const search = await json(url, '/core/public/catalog', { serviceType: 1, limit: 100 })
  const found = []
  for (let first = 40; found.length < enough && first <= lastOffset; first += 3) {
    for (const product of search.data) {
      for (const offset of [first, first + 1, first + 2]) {
        const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
        const options = await json(url, `/availability/public/tour/${product.id}/options-with-date`, { date })
        for (const option of options) {
          const ticket = option.tickets.find((t) => t.price_type === 1)
          for (const slot of option.slots.filter((s) => s.bookable && s.remaining > 0 && ticket)) {
            found.push({
              service_id: product.id,
              option_id: option.id,
              date,
              start_time: slot.start_time,
              ticket_id: ticket.id,
              capacity: slot.remaining,
              key: slot.slot_id,
            })
          }
        }
      }
    }
  }
  if (!found.length)
    throw new Error(`No bookable departure within ${lastOffset} days: seed a new database to bench bookings`)
  return found
}

/**
 * Bookings per second: 50 clients each holding a cart and confirming it (no payment). Each cart has
 * one guest on one of many departures; more carts than seats are made, so sold-out answers happen,
 * and after the run no departure may have more confirmed guests than seats.
 */
export async function bookingsPerSecond(url, { connections = 50, carts = 600, cpuMs } = {}) {
  const slots = await departures(url)
  const order = {
    name: 'Bench Guest',
    first_name: 'Bench',
    last_name: 'Guest',
    email: 'bench@example.com',
    country: 'NO',
    area_code: '47',
    phone: '41234567',
  }
  const queue = []
  for (let i = 0; i < carts; i++) {
    const slot = slots[i % Math.max(1, Math.floor(slots.length / 3))]
    const cart = await json(url, '/booking/public/cart-reservation', [
      {
        cart_type: 'tour',
        service_id: slot.service_id,
        option_id: slot.option_id,
        date: slot.date,
        start_time: slot.start_time,
        tickets: [{ ticket_id: slot.ticket_id, count: 1 }],
      },
    ])
    if (cart.cart_ref) queue.push({ cartRef: cart.cart_ref, slot })
  }
  const confirmed = new Map()
  let next = 0
  let guests = 0
  const started = Date.now()
  // The load tool ends on its next whole-second tick: the last answer's time is the run's end.
  let finished = started
  const cpuBefore = cpuMs?.()
  await autocannon({
    url,
    connections,
    amount: queue.length * 2,
    requests: [
      {
        method: 'POST',
        setupRequest: (request, context) => {
          context.booking = queue[next++ % queue.length]
          // Each connection a guest of its own address, as behind a load balancer (start-server.mjs).
          context.address ??= `198.51.${Math.floor(guests / 250)}.${(guests++ % 250) + 1}`
          return {
            ...request,
            path: `/booking/public/hold-reservation/${context.booking.cartRef}`,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': context.address },
            body: JSON.stringify({ order, stripe_payment_intent_id: null, stripe_secret: null }),
          }
        },
      },
      {
        method: 'POST',
        setupRequest: (request, context) => ({
          ...request,
          path: `/booking/public/confirm-reservation/${context.booking.cartRef}`,
          headers: { 'content-type': 'application/json', 'x-forwarded-for': context.address },
          body: JSON.stringify({ status: 2 }),
        }),
        // A cart is counted once: the load tool may go round the queue again, and confirming a
        // confirmed cart answers 200 with the same booking.
        onResponse: (status, _body, context) => {
          if (status === 200) confirmed.set(context.booking.cartRef, context.booking.slot.key)
          finished = Date.now()
        },
      },
    ],
  })
  const cpuPerBooking = cpuMs && confirmed.size ? (cpuMs() - cpuBefore) / confirmed.size : null
  const seconds = (finished - started) / 1000
  const bookings = confirmed.size
  const perSlot = new Map()
  for (const key of confirmed.values()) perSlot.set(key, (perSlot.get(key) ?? 0) + 1)
  const capacity = new Map(slots.map((slot) => [slot.key, slot.capacity]))
  const oversold = [...perSlot].reduce(
    (sum, [key, count]) => sum + Math.max(0, count - (capacity.get(key) ?? 0)),
    0,
  )
  return {
    bookings,
    seconds,
    perSecond: Math.round(bookings / seconds),
    oversold,
    carts: queue.length,
    cpuPerBooking,
  }
}
