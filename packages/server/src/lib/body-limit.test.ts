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
