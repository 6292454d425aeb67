import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, createHttpClient } from './index'
import { startTestServer, type Answer } from './testServer'

let server: Awaited<ReturnType<typeof startTestServer>>
let nextAnswer: Answer = { status: 200, body: {} }

beforeAll(async () => {
  server = await startTestServer(() => nextAnswer)
})
afterAll(() => server.close())

function client(token?: string) {
  return createHttpClient({
    baseUrl: `${server.origin}/core/v1`,
    getLocale: () => 'de',
    getToken: token === undefined ? undefined : async () => token,
  })
}

function last() {
  const request = server.received.at(-1)
  if (!request) throw new Error('the server received no request')
  return request
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('createHttpClient requests', () => {
  it('sends the APP-LOCALE header and the bearer token, and parses the JSON answer', async () => {
    nextAnswer = { status: 200, body: { data: { data: [{ id: 1, name: 'Fjord tour' }] } } }

    const answer = await client('token-1').get('/partner-sites')

    expect(answer).toEqual({ data: { data: [{ id: 1, name: 'Fjord tour' }] } })
    expect(last().method).toBe('GET')
    expect(last().url).toBe('/core/v1/partner-sites')
    expect(last().headers['app-locale']).toBe('de')
    expect(last().headers.authorization).toBe('Bearer token-1')
  })

  it('sends no Authorization header without a token', async () => {
    nextAnswer = { status: 200, body: {} }
    await client().get('current/user')
    expect(last().url).toBe('/core/v1/current/user')
    expect(last().headers.authorization).toBeUndefined()
  })

  it('drops query parameters whose value is null or undefined and keeps the rest', async () => {
    nextAnswer = { status: 200, body: {} }
    await client().get('/partner-sites', {
      query: {
        item_per_page: -1,
        left_off: null,
        search: undefined,
        active: false,
        page: 0,
        tag: ['a', null, 'b'],
      },
    })
    expect(last().url).toBe('/core/v1/partner-sites?item_per_page=-1&active=false&page=0&tag=a&tag=b')
  })

  it('sends a body as JSON and checks the answer with parse', async () => {
    nextAnswer = { status: 201, body: { access_token: 'a', refresh_token: 'r' } }

    const tokens = await client().post(
      '/nauth/npanel/refresh_token',
      { refresh_token: 'r0' },
      {
        parse: (data) => {
          const { access_token } = data as { access_token: string }
          return { accessToken: access_token }
        },
      },
    )

    expect(tokens).toEqual({ accessToken: 'a' })
    expect(last().method).toBe('POST')
    expect(last().headers['content-type']).toBe('application/json')
    expect(JSON.parse(last().body)).toEqual({ refresh_token: 'r0' })
  })

  it('gives undefined for an empty answer', async () => {
    nextAnswer = { status: 204 }
    await expect(client().delete('/cart-reservation/abc/def')).resolves.toBeUndefined()
    expect(last().method).toBe('DELETE')
  })
})

describe('createHttpClient errors', () => {
  it.each([
    ['data.data.message', { data: { data: { message: 'Site not found' } }, msg: 'no', message: 'no' }],
    ['data.message', { data: { message: 'Site not found' }, msg: 'no', message: 'no' }],
    ['msg', { msg: 'Site not found', message: 'no' }],
    ['message', { message: 'Site not found' }],
  ])('takes the message from %s first', async (_source, body) => {
    nextAnswer = { status: 404, body }
    const error = await errorOf(client().get('/partner-sites/9'))
    expect(error.status).toBe(404)
    expect(error.message).toBe('Site not found')
  })

  it.each([
    [400, 'Bad request'],
    [401, 'Unauthenticated'],
    [403, 'Access Denied'],
    [404, 'Something went wrong'],
    [500, 'Something went wrong'],
  ])('falls back to the default message of status %i', async (status, message) => {
    nextAnswer = { status, body: { message: '' } }
    const error = await errorOf(client().get('/anything'))
    expect(error.status).toBe(status)
    expect(error.message).toBe(message)
  })

  it('uses the default message when the body is not JSON', async () => {
    nextAnswer = { status: 502, body: '<html>Bad gateway</html>', headers: { 'Content-Type': 'text/html' } }
    const error = await errorOf(client().get('/anything'))
    expect(error.message).toBe('Something went wrong')
  })

  it('carries the field errors of a refused payload', async () => {
    nextAnswer = {
      status: 400,
      body: { message: 'The email field is required.', errors: { email: ['Required'] } },
    }
    const error = await errorOf(client().post('/hold-reservation/abc', {}))
    expect(error.message).toBe('The email field is required.')
    expect(error.errors).toEqual({ email: ['Required'] })
  })

  it('reads our server’s field errors, a list of paths and messages', async () => {
    nextAnswer = {
      status: 400,
      body: {
        message: 'current_password: The current password is not correct',
        errors: [
          { path: 'current_password', message: 'The current password is not correct' },
          { path: 'password', message: 'Too short' },
          { path: 'password', message: 'Needs a digit' },
        ],
      },
    }
    const error = await errorOf(client().post('/nauth/change-password', {}))
    expect(error.errors).toEqual({
      current_password: ['The current password is not correct'],
      password: ['Too short', 'Needs a digit'],
    })
  })

  it('reports the session time-out when no response arrives at all', async () => {
    const gone = await startTestServer(() => ({ status: 200 }))
    await gone.close()
    const offline = createHttpClient({ baseUrl: `${gone.origin}/core/v1`, getLocale: () => 'en' })

    const error = await errorOf(offline.get('/current/user'))

    expect(error.status).toBe(0)
    expect(error.message).toBe(
      "You've been logged out due to session time out. Kindly log back in for continued access.",
    )
  })

  it('lets an abort through as an abort, not as a session time-out', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(client().get('/anything', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})
