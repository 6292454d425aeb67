import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** JSON bodies need far less; a route that takes uploads gets its own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

export const BODY_TOO_LARGE = 'body: The request body is larger than 1 MB'

const tooLarge = (c: Context) => c.json({ message: BODY_TOO_LARGE }, 413)

const limitBody = bodyLimit({ maxSize: JSON_BODY_LIMIT_BYTES, onError: tooLarge })

/**
 * Refuses a larger body from its Content-Length, or as soon as a streamed one passes the limit.
 * A body with its length stated is not touched here: asking for it would build a whole Request and
 * lose the Node adapter's direct read of the JSON (a seventh of a light call's CPU). GET and HEAD
 * have no body.
 */
export const limitJsonBody: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
  const length = c.req.header('Content-Length')
  if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return limitBody(c, next)
  return Number(length) > JSON_BODY_LIMIT_BYTES ? Promise.resolve(tooLarge(c)) : next()
}
