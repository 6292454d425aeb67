import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono } from 'hono'
import { cors } from 'hono/cors'
import { etag } from 'hono/etag'
import type { AppEnv } from '../../lib/types.js'

export const HASHED_ASSET = 'public, max-age=31536000, immutable'
/** The loader keeps its name across releases: browsers keep it briefly, then revalidate by ETag. */
export const LOADER_CACHE = 'public, max-age=300, must-revalidate'

/**
 * The widget's bundle as partners load it, from their own origins: `/widget/jaunt.js` and the
 * versioned `/widget/v1/jaunt.js`, which stays compatible for the pages that pasted it. Module
 * scripts and their dynamic imports are fetched in CORS mode, so every file answers any origin.
 * That build runs on preact/compat; the React build beside it is at `/widget/react/jaunt.js`.
 * `/widget/preact/` offered the preact build before it became the default, and still answers it.
 */
export function serveWidget(router: Hono<AppEnv>, dir: string) {
  for (const prefix of ['/widget/v1/preact', '/widget/preact', '/widget/v1', '/widget']) {
    router.use(`${prefix}/*`, cors({ origin: '*', allowMethods: ['GET', 'HEAD'] }))
    router.use(`${prefix}/*`, async (c, next) => {
      await next()
      if (c.res.status !== 200 && c.res.status !== 304) return
      // A page that isolates itself (COEP) may still load a script of ours.
      c.res.headers.set('Cross-Origin-Resource-Policy', 'cross-origin')
      const hashed = /^(\/react)?\/chunks\//.test(c.req.path.slice(prefix.length))
      c.res.headers.set('Cache-Control', hashed ? HASHED_ASSET : LOADER_CACHE)
    })
    router.use(`${prefix}/jaunt.js`, etag())
    router.use(
      `${prefix}/*`,
      serveStatic({
        root: dir,
        rewriteRequestPath: (path) => path.slice(prefix.length),
        // The build writes .br and .gz beside each file; the one the browser accepts is sent as is.
        precompressed: true,
      }),
    )
  }
}
