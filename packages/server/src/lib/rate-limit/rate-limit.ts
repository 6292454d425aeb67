import type { Hono, MiddlewareHandler } from 'hono'
import { RateLimiterRes } from 'rate-limiter-flexible'
import { clientIp } from '../client-ip.js'
import { throughGate, type BusyGate } from '../busy-gate.js'
import { answerSearchesFromMemory, type SearchAnswers } from '../search-answers.js'
import type { ReadReplica } from '../../db/read-replica.js'
import { cancelOnAbort } from '../cancel-on-abort.js'
import type { AppEnv } from '../types.js'
import type { LimitName, RateLimits } from './rate-limits.js'
import { tooManyRequests } from './too-many-requests.js'

/** The public calls a script could repeat cheaply but that cost us a search, a price or a password hash. */
const LIMITED_CALLS: [path: string, limit: LimitName, method?: 'PUT' | 'GET'][] = [
  ['/core/public/catalog', 'search'],
  ['/core/public/white-label/catalog', 'search'],
  ['/core/public/search-box/*', 'search'],
  ['/core/public/tours/__search', 'search'],
  ['/core/public/hotels/__search', 'search'],
  ['/core/public/packaging/__search', 'search'],
  ['/core/public/hotel/_search', 'search'],
  ['/booking/public/cart-reservation', 'cart'],
  ['/gateway/booking/public/cart-reservation', 'cart'],
  ['/booking/public/hold-reservation/*', 'booking'],
  ['/booking/public/confirm-reservation/*', 'booking'],
  ['/nauth/npanel/login', 'login'],
  ['/core/public/customer/login', 'login'],
  ['/core/v1/terminal-operator/token', 'login'],
  ['/core/public/ai-chatbots/*', 'chatbot'],
  ['/core/public/user/registration', 'login'],
  ['/core/public/user/send-link', 'login'],
  ['/core/public/user/password/update', 'login', 'PUT'],
  ['/content/v1/products', 'search', 'GET'],
]

/** Spends one point of the client address's allowance, or refuses with 429 and `Retry-After`. */
const limitByClient =
  (limits: RateLimits, name: LimitName): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    try {
      await limits[name].consume(`${clientIp(c)}`)
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw tooManyRequests(c.get('locale'), rejection.msBeforeNext)
      throw rejection
    }
    await next()
  }

export function useRateLimits(app: Hono<AppEnv>, limits: RateLimits) {
  for (const [path, name, method] of LIMITED_CALLS)
    app.on(method ?? 'POST', path, limitByClient(limits, name))
}

/** The search module's lighter public reads: not limited nor gated, but search reads all the same. */
const OTHER_SEARCH_READS: [path: string, method: 'POST' | 'GET'][] = [
  ['/core/public/categories', 'POST'],
  ['/core/public/locations-having-services', 'POST'],
  ['/core/public/catalog/all', 'GET'],
  ['/core/public/white-label/customize-site', 'GET'],
]

/** Every search call passes the one gate, so searches cannot take every turn at the database, and on
 * PostgreSQL a search whose client has gone stops its statement, and none runs past the search class's
 * timeout (cancel-on-abort.ts). With a read replica, every search read goes there while it is fresh. */
export function useSearchGate(
  app: Hono<AppEnv>,
  gate: BusyGate,
  statementTimeoutMs: number,
  readReplica?: ReadReplica,
) {
  const bounded = cancelOnAbort(statementTimeoutMs, readReplica)
  for (const [path, name, method] of LIMITED_CALLS)
    if (name === 'search') app.on(method ?? 'POST', path, throughGate(gate), bounded)
  if (readReplica) for (const [path, method] of OTHER_SEARCH_READS) app.on(method, path, bounded)
}

/** Public searches answer from memory while nothing they read has changed (search-answers.ts). */
export function useSearchAnswers(app: Hono<AppEnv>, answers: SearchAnswers) {
  const kept = answerSearchesFromMemory(answers)
  for (const [path, name, method] of LIMITED_CALLS)
    if (name === 'search' && path.startsWith('/core/public/')) app.on(method ?? 'POST', path, kept)
  for (const [path, method] of OTHER_SEARCH_READS) app.on(method, path, kept)
}
