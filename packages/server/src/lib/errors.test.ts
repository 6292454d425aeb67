import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { onError } from './errors.js'
import type { AppEnv } from './types.js'

describe('the answer to a statement PostgreSQL stopped', () => {
  it('is a 503 asking the client to come back, not a 500', async () => {
    const app = new Hono<AppEnv>()
    app.onError(onError)
    app.get('/slow', () => {
      throw Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' })
    })
    const response = await app.request('/slow')
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('1')
    expect(await response.json()).toEqual({
      message: 'We are very busy right now. Please try again in a moment.',
    })
  })
})
