import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

const compressBody = compress()

/**
 * Pages, assets and JSON answers travel gzip- or deflate-compressed when the client accepts it.
 * `Vary: Accept-Encoding` is written on the answer's own headers first: hono's compress writes it
 * with `c.header`, which after the handler rebuilds the answer as a stream, compressed or not.
 */
export const compressAnswers: MiddlewareHandler = (c, next) =>
  compressBody(c, async () => {
    await next()
    const vary = c.res.headers.get('Vary')
    if (vary !== '*' && !/accept-encoding/i.test(vary ?? ''))
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
  })
