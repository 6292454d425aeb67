import { lookup, type LookupAddress, type LookupOptions } from 'node:dns'
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import type { IcalSyncError } from '@jaunt/domain'
import { isPublicAddress } from './public-address.js'

export const FETCH_TIMEOUT_MS = 10_000
export const MAX_FEED_BYTES = 2 * 1024 * 1024
const MAX_REDIRECTS = 3

export class CalendarFetchError extends Error {
  constructor(
    readonly code: IcalSyncError,
    message: string,
  ) {
    super(message)
  }
}

export interface CalendarFetchOptions {
  /** Lets the feed be on this machine or a private network: the tests' stand-in is on 127.0.0.1. */
  allowPrivate: boolean
  timeoutMs?: number
  maxBytes?: number
}

const refused = (host: string) =>
  new CalendarFetchError('private_address', `${host} is on a private network or this machine`)

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void

/** Resolves as Node would, and refuses an internal address at connection time, so DNS cannot swap it. */
const guardedLookup =
  (allowPrivate: boolean) => (hostname: string, options: LookupOptions, callback: LookupCallback) =>
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const internal = addresses.find((entry) => !isPublicAddress(entry.address))
      if (internal && !allowPrivate) return callback(refused(hostname), [])
      if (options.all) return callback(null, addresses)
      const first = addresses[0]!
      callback(null, first.address, first.family)
    })

/** The body of an iCal feed over http(s): at most `maxBytes`, within `timeoutMs`, three redirects. */
export async function fetchCalendar(address: string, options: CalendarFetchOptions): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? FETCH_TIMEOUT_MS)
  let url = new URL(address)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const answer = await getOnce(url, options, deadline)
    if (typeof answer === 'string') return answer
    url = answer
  }
  throw new CalendarFetchError('http_status', 'Too many redirects')
}

function getOnce(url: URL, options: CalendarFetchOptions, deadline: number): Promise<string | URL> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(new CalendarFetchError('unreachable', `${url.protocol} links are not fetched`))
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0 && !isPublicAddress(host) && !options.allowPrivate)
    return Promise.reject(refused(host))
  const maxBytes = options.maxBytes ?? MAX_FEED_BYTES
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      method: 'GET',
      headers: { Accept: 'text/calendar, */*;q=0.5', 'User-Agent': 'Jaunt calendar sync' },
      lookup: guardedLookup(options.allowPrivate) as RequestOptions['lookup'],
    })
    let settled = false
    const settle = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      outcome()
    }
    // The first failure is the one told; tearing the connection down after it raises no other.
    const fail = (error: Error) => {
      settle(() =>
        reject(
          error instanceof CalendarFetchError ? error : new CalendarFetchError('unreachable', error.message),
        ),
      )
      request.destroy()
    }
    const timer = setTimeout(
      () => fail(new CalendarFetchError('timeout', 'The calendar did not answer in time')),
      Math.max(0, deadline - Date.now()),
    )
    request.on('error', fail)
    request.on('response', (response: IncomingMessage) => {
      response.on('error', fail)
      const status = response.statusCode ?? 0
      const location = response.headers.location
      if (status >= 300 && status < 400 && location) {
        response.resume()
        return settle(() => resolve(new URL(location, url)))
      }
      if (status !== 200) return fail(new CalendarFetchError('http_status', `HTTP ${status}`))
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) return fail(tooLarge(maxBytes))
      const chunks: Buffer[] = []
      let size = 0
      response.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size > maxBytes) return fail(tooLarge(maxBytes))
        chunks.push(chunk)
      })
      response.on('end', () => settle(() => resolve(Buffer.concat(chunks).toString('utf8'))))
    })
    request.end()
  })
}

const tooLarge = (maxBytes: number) =>
  new CalendarFetchError('too_large', `The calendar is larger than ${Math.round(maxBytes / 1024)} kB`)
