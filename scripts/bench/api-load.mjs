import autocannon from 'autocannon'

/** A fixed load from a second process's view: N connections for a few seconds, latency percentiles. */
async function load(url, request, connections, seconds) {
  const result = await autocannon({
    url: `${url}${request.path}`,
    method: request.method,
    headers: { 'content-type': 'application/json' },
    body: request.body ? JSON.stringify(request.body) : undefined,
    connections,
    duration: seconds,
  })
  // autocannon reports these percentiles; p95 lies between its p90 and p97.5.
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    errors: result.errors + result.non2xx,
  }
}

async function tourItem(url) {
  const search = await (
    await fetch(`${url}/core/public/catalog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ serviceType: 1, limit: 1 }),
    })
  ).json()
  const id = search.data[0].id
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  const options = await (
    await fetch(`${url}/availability/public/tour/${id}/options-with-date`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: day }),
    })
  ).json()
  const option = options.find((o) => o.slots.some((slot) => slot.bookable))
  const slot = option.slots.find((s) => s.bookable)
  return {
    cart_type: 'tour',
    service_id: id,
    option_id: option.id,
    date: day,
    start_time: slot.start_time,
    tickets: [{ ticket_id: option.tickets[0].id, count: 2 }],
  }
}

export async function apiLoad(url, { connections = 20, seconds = 5 } = {}) {
  const item = await tourItem(url)
  return [
    {
      what: 'search (POST /core/public/catalog, text + facets)',
      ...(await load(
        url,
        { method: 'POST', path: '/core/public/catalog', body: { query: 'fjord' } },
        connections,
        seconds,
      )),
    },
    {
      what: 'add to cart (POST /booking/public/cart-reservation)',
      ...(await load(
        url,
        { method: 'POST', path: '/booking/public/cart-reservation', body: [item] },
        connections,
        seconds,
      )),
    },
  ]
}
