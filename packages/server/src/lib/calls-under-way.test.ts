import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { callsUnderWay } from './calls-under-way.js'

describe('calls under way at shutdown', () => {
  it('settles only once a call whose client has gone has finished its work', async () => {
    let finishBooking = () => {}
    const booked: string[] = []
    const app = new Hono().post('/book', async (c) => {
      await new Promise<void>((resolve) => (finishBooking = resolve))
      booked.push('JT-1')
      return c.json({ booked: true })
    })
    const calls = callsUnderWay(app.fetch)
    const answer = calls.fetch(new Request('http://x/book', { method: 'POST' }))
    let settled = false
    const waiting = calls.settled().then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    finishBooking()
    await waiting
    expect(booked).toEqual(['JT-1'])
    expect((await answer).status).toBe(200)
  })

  it('settles at once when nothing is under way, and after a call that failed', async () => {
    const calls = callsUnderWay(() => Promise.reject(new Error('broken')))
    await expect(calls.fetch()).rejects.toThrow('broken')
    await expect(calls.settled()).resolves.toBeUndefined()
  })
})
