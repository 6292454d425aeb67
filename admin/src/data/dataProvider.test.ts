// @vitest-environment node
import { createAdminSession, createMemoryTokenStore } from '@jaunt/api-client/admin'
import { MESSAGES } from '@jaunt/domain'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeApi, type FakeApi } from '../test/fakeApi'
import { ADMIN, PARTNER } from '../test/users'
import { createDataProvider } from './dataProvider'
import { createRaHttpClient } from './httpClient'
import { postListing } from './overrides'

let api: FakeApi
let server: Server
let origin = ''
const seen: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = []

beforeAll(async () => {
  api = await startFakeApi()
  // A second stand-in for the calls the demo server does not have yet (POST listings, errors).
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      })
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' })
        res.end(JSON.stringify(body))
      }
      if (req.url === '/core/v1/tours/7') return send(200, { id: 7, name: 'Fjord cruise' })
      if (req.url === '/core/v1/tour-listing') return send(200, { data: [{ id: 1 }, { id: 2 }], total: 31 })
      if (req.url === '/core/v1/tours/8') return send(403, {})
      if (req.url === '/core/v1/tours/9') return send(422, { message: 'The tour has bookings' })
      send(500, {})
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await api.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

function providerFor(
  apiBase: string,
  tokens = createMemoryTokenStore({ access_token: 'a', refresh_token: 'r' }),
) {
  const session = createAdminSession({ apiBase, getLocale: () => 'fi', tokens })
  return createDataProvider({ apiBase, fetch: session.fetch })
}

describe('the data provider', () => {
  it("keeps ra-data-simple-rest's conventions, with the bearer token and APP-LOCALE", async () => {
    const { data } = await providerFor(origin).getOne('tours', { id: 7 })
    expect(data).toEqual({ id: 7, name: 'Fjord cruise' })
    expect(seen.at(-1)?.headers['app-locale']).toBe('fi')
    expect(seen.at(-1)?.headers.authorization).toBe('Bearer a')
  })

  it("maps a refusal to the spec's message: the server's own, else the status default", async () => {
    const provider = providerFor(origin)
    await expect(provider.getOne('tours', { id: 8 })).rejects.toMatchObject({
      status: 403,
      message: 'Access Denied',
    })
    await expect(provider.getOne('tours', { id: 9 })).rejects.toMatchObject({
      status: 422,
      message: 'The tour has bookings',
    })
    await expect(provider.getOne('tours', { id: 10 })).rejects.toMatchObject({
      status: 500,
      message: 'Something went wrong',
    })
  })

  it('reports a call that got no answer with the session time-out text', async () => {
    const gone = createServer()
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    const port = (gone.address() as AddressInfo).port
    await new Promise<void>((resolve) => gone.close(() => resolve()))
    await expect(providerFor(`http://127.0.0.1:${port}`).getOne('tours', { id: 1 })).rejects.toMatchObject({
      message: MESSAGES.sessionExpired,
    })
  })

  it("lists the admin's users of a role, paged and sorted as react-admin asks", async () => {
    const tokens = createMemoryTokenStore(api.sessionOf(ADMIN))
    const { data, total } = await providerFor(api.origin, tokens).getList('user', {
      filter: { role: 3 },
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'DESC' },
    })
    expect(total).toBe(4)
    expect(data.map((user) => user.name)).toEqual(['Paula Partner', 'Nina Newbie'])
    expect(api.received.at(-1)).toMatchObject({ method: 'POST', url: '/core/v1/user-listing' })
  })

  it('lists the partner sites unpaged, from data.data', async () => {
    const tokens = createMemoryTokenStore(api.sessionOf(PARTNER))
    const { data, total } = await providerFor(api.origin, tokens).getList('partner-sites', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    })
    expect(total).toBe(1)
    expect(data[0]?.name).toBe('Fjord & Fell Adventures')
    expect(api.received.at(-1)?.url).toBe('/core/v1/partner-sites?item_per_page=-1&left_off=-1')
  })

  it('refreshes an expired token for a data provider call too', async () => {
    const tokens = createMemoryTokenStore(api.sessionOf(ADMIN))
    api.expireAccessTokens()
    const before = tokens.getAccessToken()
    await providerFor(api.origin, tokens).getList('user', {
      filter: { role: 2 },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
    })
    expect(tokens.getAccessToken()).not.toBe(before)
  })
})

describe('postListing, for the POST listings and data-tables', () => {
  it('sends the page, size, sort and filters in the body and reads { data, total }', async () => {
    const session = createAdminSession({
      apiBase: origin,
      getLocale: () => 'en',
      tokens: createMemoryTokenStore(),
    })
    const getList = postListing(createRaHttpClient(session.fetch), `${origin}/core/v1/tour-listing`)
    const result = await getList('tours', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'DESC' },
      filter: { status: 1, search: 'fjord' },
    })
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 31 })
    expect(seen.at(-1)?.method).toBe('POST')
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({
      page: 2,
      item_per_page: 10,
      sort_by: 'name',
      sort_order: 'desc',
      status: 1,
      search: 'fjord',
    })
  })
})
