import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/types.js'

// Swagger UI's files come from the installed package, never a CDN: the docs work offline and under
// a CSP that allows only this origin.
const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'favicon-32x32.png']

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Jaunt API</title>
    <link rel="icon" href="/api/docs/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="/api/docs/assets/swagger-ui.css" />
  </head>
  <body>
    <div id="docs"></div>
    <script src="/api/docs/assets/swagger-ui-bundle.js"></script>
    <script src="/api/docs/start.js"></script>
  </body>
</html>`

const start = `SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#docs', deepLinking: true })\n`

/** The OpenAPI document, readable and tryable at /api/docs. */
export function apiDocsRouter() {
  const router = new Hono<AppEnv>()
  router.get('/api/docs', (c) => c.html(page))
  router.get('/api/docs/start.js', (c) => c.body(start, 200, { 'Content-Type': 'text/javascript' }))
  router.get('/api/docs/assets/:file', async (c, next) => {
    const file = c.req.param('file')
    if (!ASSETS.includes(file)) return c.json({ message: 'Not Found' }, 404)
    c.header('Cache-Control', 'public, max-age=86400')
    return serveStatic({ path: join(swaggerUi, file) })(c, next)
  })
  return router
}
