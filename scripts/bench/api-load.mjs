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
    timeouts: result.timeouts,
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

/** Requests the clients gave up on may still run: the next measure starts once health answers fast. */
async function settle(url, { within = 500, limit = 120_000 } = {}) {
  const deadline = Date.now() + limit
  while (Date.now() < deadline) {
    const started = Date.now()
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(limit) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ok && Date.now() - started < within) return
  }
}

/** The demo partner's site (the first one seeded): the bench products are in its catalogue too. */
const SITE_ID = 1

export async function apiLoad(url, { connections = 20, seconds = 5 } = {}) {
  const item = await tourItem(url)
  const post = (path, body) => ({ method: 'POST', path, body })
  const measures = [
    ['search (POST /core/public/catalog, text + facets)', post('/core/public/catalog', { query: 'fjord' })],
    [
      'search box (POST /core/public/search-box/search)',
      post('/core/public/search-box/search', { query: 'fjo' }),
    ],
    [
      'catalogue (POST /core/public/white-label/catalog, a partner site, page 2)',
      post(`/core/public/white-label/catalog?site_id=${SITE_ID}`, { page: 2 }),
    ],
    ['add to cart (POST /booking/public/cart-reservation)', post('/booking/public/cart-reservation', [item])],
  ]
  const rows = []
  for (const [what, request] of measures) {
    rows.push({ what, ...(await load(url, request, connections, seconds)) })
    await settle(url)
  }
  return rows
}
