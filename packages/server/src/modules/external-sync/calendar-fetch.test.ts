import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { icsOf, startIcalStandIn } from '../../test/ical-stand-in.js'
import { CalendarFetchError, fetchCalendar } from './calendar-fetch.js'
import { isPublicAddress } from './public-address.js'

let standIn: Awaited<ReturnType<typeof startIcalStandIn>>

beforeAll(async () => {
  standIn = await startIcalStandIn()
})
afterAll(() => standIn.close())

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) =>
      error instanceof CalendarFetchError ? { code: error.code, message: error.message } : error,
  )

describe('fetching a feed', () => {
  it('tells internal addresses from public ones', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:7f00:1',
      '[::1]',
    ])
      expect(isPublicAddress(address), address).toBe(false)
    for (const address of ['93.184.216.34', '2606:4700:4700::1111', '8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true)
  })

  it('refuses this machine and private networks unless allowed, by address or by name', async () => {
    standIn.serve('/feed.ics', { body: icsOf([['20261205', '20261207']]) })
    expect(await failure(fetchCalendar(standIn.url('/feed.ics'), { allowPrivate: false }))).toMatchObject({
      code: 'private_address',
    })
    const byName = standIn.url('/feed.ics').replace('127.0.0.1', 'localhost')
    expect(await failure(fetchCalendar(byName, { allowPrivate: false }))).toMatchObject({
      code: 'private_address',
    })
    expect(await fetchCalendar(standIn.url('/feed.ics'), { allowPrivate: true })).toContain('BEGIN:VEVENT')
  })

  it('follows a redirect, each hop under the same guard and deadline', async () => {
    standIn.serve('/feed.ics', { body: icsOf([['20261205', '20261207']]) })
    standIn.serve('/moved', { status: 301, body: '', headers: { Location: '/feed.ics' } })
    expect(await fetchCalendar(standIn.url('/moved'), { allowPrivate: true })).toContain('DTSTART')
  })

  it('gives up on a slow, a large or a failing answer', async () => {
    standIn.serve('/slow', { body: icsOf([]), delayMs: 2000 })
    standIn.serve('/large', { body: 'X'.repeat(50_000) })
    standIn.serve('/broken', { status: 500, body: 'oops' })
    const allowed = { allowPrivate: true }
    expect(await failure(fetchCalendar(standIn.url('/slow'), { ...allowed, timeoutMs: 200 }))).toMatchObject({
      code: 'timeout',
    })
    expect(
      await failure(fetchCalendar(standIn.url('/large'), { ...allowed, maxBytes: 10_000 })),
    ).toMatchObject({
      code: 'too_large',
    })
    expect(await failure(fetchCalendar(standIn.url('/broken'), allowed))).toEqual({
      code: 'http_status',
      message: 'HTTP 500',
    })
    expect(await failure(fetchCalendar('http://127.0.0.1:1/feed.ics', allowed))).toMatchObject({
      code: 'unreachable',
    })
  })
})
