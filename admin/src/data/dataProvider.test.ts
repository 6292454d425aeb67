// @vitest-environment node
import { createAdminSession, createMemoryTokenStore } from '@jaunt/api-client/admin'
import { MESSAGES, supplierConsentListingSchema } from '@jaunt/domain'
import { HttpError } from 'react-admin'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeApi, type FakeApi } from '../test/fakeApi'
import { ADMIN, PARTNER } from '../test/users'
import { createDataProvider } from './dataProvider'
import { answerOf } from './answerOf'
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
      if (req.url === '/core/v1/package/supplier-consent-listing') {
        return send(200, { data: [{ id: 1 }, { id: 2 }], total: 31 })
      }
      if (req.url === '/core/v1/tours/11') {
        return send(400, {
          message: 'texts.en.name: Please enter name',
          errors: [{ path: 'texts.en.name', message: 'Please enter name' }],
        })
      }
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
  return createDataProvider({ apiBase, fetch: session.fetch, api: session.api })
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
  const session = () =>
    createAdminSession({ apiBase: origin, getLocale: () => 'en', tokens: createMemoryTokenStore() })

  it('sends the page, size and sort in the body, read by the listing schema, and reads { data, total }', async () => {
    const { api } = session()
    const getList = postListing(supplierConsentListingSchema, (body, signal) =>
      api.POST('/core/v1/package/supplier-consent-listing', { body, signal }),
    )
    const result = await getList('supplier-consent', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'valid_to', order: 'DESC' },
      filter: {},
    })
    expect(result).toEqual({ data: [{ id: 1 }, { id: 2 }], total: 31 })
    expect(seen.at(-1)?.method).toBe('POST')
    expect(JSON.parse(seen.at(-1)?.body ?? '{}')).toEqual({
      page: 2,
      item_per_page: 10,
      sort_by: 'valid_to',
      sort_order: 'desc',
    })
  })

  it('refuses a sort the listing does not have as the server would, with a 400 naming the field', async () => {
    const { api } = session()
    const calls = seen.length
    const getList = postListing(supplierConsentListingSchema, (body, signal) =>
      api.POST('/core/v1/package/supplier-consent-listing', { body, signal }),
    )
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'price', order: 'ASC' as const },
      filter: {},
    }
    const error = await getList('supplier-consent', params).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).status).toBe(400)
    expect(Object.keys((error as HttpError).body.errors)).toEqual(['sort_by'])
    expect(seen.length).toBe(calls)
  })
})

describe("the typed client's answers, as react-admin reads them", () => {
  it("raises the simple-rest client's HttpError: the server's message and the field errors by path", async () => {
    const session = createAdminSession({
      apiBase: origin,
      getLocale: () => 'en',
      tokens: createMemoryTokenStore(),
    })
    const call = session.api.GET('/core/v1/tours/{id}', { params: { path: { id: 11 } } })
    const error = await answerOf(call).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({
      status: 400,
      message: 'texts.en.name: Please enter name',
      body: { errors: { 'texts.en.name': 'Please enter name' } },
    })
    const simpleRest = await providerFor(origin)
      .getOne('tours', { id: 11 })
      .catch((e: unknown) => e)
    expect(simpleRest).toEqual(error)
    expect((simpleRest as HttpError).body).toEqual((error as HttpError).body)
  })

  it('answers the data of an accepted call', async () => {
    const session = createAdminSession({
      apiBase: origin,
      getLocale: () => 'en',
      tokens: createMemoryTokenStore(),
    })
    const tour = await answerOf(session.api.GET('/core/v1/tours/{id}', { params: { path: { id: 7 } } }))
    expect(tour).toMatchObject({ id: 7, name: 'Fjord cruise' })
  })

  it("raises the spec's no-response error when the server is gone", async () => {
    const session = createAdminSession({
      apiBase: 'http://127.0.0.1:9',
      getLocale: () => 'en',
      tokens: createMemoryTokenStore(),
    })
    const error = await answerOf(
      session.api.GET('/core/v1/tours/{id}', { params: { path: { id: 7 } } }),
    ).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 0, message: MESSAGES.sessionExpired })
  })
})
