import { APP_LOCALE_HEADER, type Locale } from '@jaunt/domain'
import type { Middleware } from 'openapi-fetch'

type MaybePromise<T> = T | Promise<T>

/** How a client with a renewable session answers a 401: one refresh, shared, then one retry. */
export interface TokenRenewal {
  /** Resolves once no renewal is under way, so no call leaves with a token being replaced. */
  settled(): Promise<unknown>
  /** Whether a call refused with `sent` has a session to renew; a visitor without one gets the 401. */
  canRenew(sent: string | null): boolean
  /** A fresh access token after `stale` was refused, or null when the session could not be renewed. */
  renewAfter(stale: string | null): Promise<string | null>
  /** What the call answers when the session could not be renewed. */
  expired(): Response
}

export interface SessionMiddlewareOptions {
  /** Sent as APP-LOCALE on every call. */
  getLocale: () => Locale
  /** A bearer token for the Authorization header; none is sent when it gives nothing. */
  getToken?: () => MaybePromise<string | null | undefined>
  renewal?: TokenRenewal
}

const bearerOf = (request: Request) => request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? null

/** The bearer token, APP-LOCALE, and the back office's one refresh-and-retry on a 401. */
export function sessionMiddleware({ getLocale, getToken, renewal }: SessionMiddlewareOptions): Middleware {
  // A copy of each request as sent, for the retry: the original's body is spent by then.
  const unsent = new Map<string, Request>()
  return {
    async onRequest({ request, id }) {
      request.headers.set('Accept', 'application/json')
      if (!request.headers.has(APP_LOCALE_HEADER)) request.headers.set(APP_LOCALE_HEADER, getLocale())
      await renewal?.settled()
      const token = await getToken?.()
      if (token) request.headers.set('Authorization', `Bearer ${token}`)
      if (renewal) unsent.set(id, request.clone())
      return request
    },
    async onResponse({ request, response, id, options }) {
      const copy = unsent.get(id)
      unsent.delete(id)
      if (response.status !== 401 || !renewal || !copy) return undefined
      const sent = bearerOf(request)
      if (!renewal.canRenew(sent)) return undefined
      const fresh = await renewal.renewAfter(sent)
      if (!fresh) return renewal.expired()
      copy.headers.set('Authorization', `Bearer ${fresh}`)
      return options.fetch(copy)
    },
    onError({ id }) {
      unsent.delete(id)
    },
  }
}
