import { bodyLimit } from 'hono/body-limit'

/** JSON bodies need far less; a route that takes uploads gets its own, larger limit. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024

export const BODY_TOO_LARGE = 'body: The request body is larger than 1 MB'

/** Refuses a larger body from its Content-Length, or as soon as a streamed one passes the limit. */
export const limitJsonBody = bodyLimit({
  maxSize: JSON_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ message: BODY_TOO_LARGE }, 413),
})
