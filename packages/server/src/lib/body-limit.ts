import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'

/** JSON bodies need far less; a route that takes uploads gets its own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

export const BODY_TOO_LARGE = 'body: The request body is larger than 1 MB'

const limitBody = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413),
})

/**
 * Refuses a larger body from its Content-Length, or as soon as a streamed one passes the limit.
 * GET and HEAD are passed by: the Node adapter gives them no body, and asking for one would build a
 * whole Request for every page and asset (8% of a light GET's CPU).
 */
export const limitJsonBody: MiddlewareHandler = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next)
