import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, type TestContext } from '../test/test-app.js'
import { BODY_TOO_LARGE } from './body-limit.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const MB = 1024 * 1024
const searchWithPadding = (bytes: number, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', '/core/public/catalog', {
    rawBody: JSON.stringify({ query: 7, padding: 'x'.repeat(bytes) }),
    headers: { 'Content-Type': 'application/json', ...headers },
  })

describe('request body limit', () => {
  it('refuses a 2 MB body with 413 while /api/health still answers', async () => {
    const [large, health] = await Promise.all([searchWithPadding(2 * MB), call(ctx, 'GET', '/api/health')])
    expect(large.status).toBe(413)
    expect(large.body).toEqual({ message: BODY_TOO_LARGE })
    expect(health.status).toBe(200)
  })

  it('refuses it from the Content-Length before reading it', async () => {
    const large = await searchWithPadding(2 * MB, { 'Content-Length': String(2 * MB + 30) })
    expect(large.status).toBe(413)
  })

  it('reads a body under 1 MB as usual: here, to refuse its bad field', async () => {
    const answer = await searchWithPadding(MB - 100)
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^query: /)
  })
})

describe('request body limit over HTTP, as the Node server reads bodies', () => {
  const overHttp = async (send: (url: string) => Promise<Response>) => {
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' })
    if (!server.listening) await once(server, 'listening')
    try {
      const response = await send(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
      return { status: response.status, body: (await response.json()) as { message: string } }
    } finally {
      if ('closeAllConnections' in server) server.closeAllConnections()
      server.close()
    }
  }
  const post = (body: string | ReadableStream<Uint8Array>) => (url: string) =>
    fetch(`${url}/core/public/catalog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    })

  it('reads a JSON body of stated length: a good search answers, a bad field is named', async () => {
    expect((await overHttp(post(JSON.stringify({ query: 'fjord' })))).status).toBe(200)
    const bad = await overHttp(post(JSON.stringify({ query: 7 })))
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/^query: /)
  })

  it('refuses a 2 MB body of stated length, and a streamed one without a length', async () => {
    const stated = await overHttp(post(JSON.stringify({ query: 'x'.repeat(2 * MB) })))
    expect(stated).toEqual({ status: 413, body: { message: BODY_TOO_LARGE } })
    const padded = new TextEncoder().encode(JSON.stringify({ query: 'x'.repeat(2 * MB) }))
    const streamed = await overHttp(
      post(
        new ReadableStream<Uint8Array>({
          start: (controller) => {
            controller.enqueue(padded)
            controller.close()
          },
        }),
      ),
    )
    expect(streamed).toEqual({ status: 413, body: { message: BODY_TOO_LARGE } })
  })
})
