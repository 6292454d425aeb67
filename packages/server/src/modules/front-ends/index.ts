import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { isLocale } from '@jaunt/domain'
import { Hono } from 'hono'
import type { AppEnv } from '../../lib/types.js'
import { bookingDetailsPage } from './booking-details-page.js'

export interface FrontEndBuilds {
  widget: string
  admin: string
  siteShell: string
  /** A plain third-party page that embeds the widget with a script tag, as a partner would. */
  embedDemo: string
}

export const frontEndBuilds = (root: string): FrontEndBuilds => ({
  widget: join(root, 'widget/dist'),
  admin: join(root, 'admin/dist'),
  siteShell: join(root, 'site-shell/dist'),
  embedDemo: join(root, 'widget/embed-demo.html'),
})

/** Paths of the API and of built files: an unknown one is a JSON 404, never a page. */
export const NOT_PAGES = [
  '/api',
  '/core',
  '/availability',
  '/booking',
  '/gateway',
  '/nauth',
  '/media',
  '/widget',
  '/admin-app',
  '/site-assets',
]

const HASHED_ASSET = 'public, max-age=31536000, immutable'

function indexPage(dir: string) {
  const file = join(dir, 'index.html')
  return existsSync(file) ? readFileSync(file, 'utf8') : null
}

/**
 * The front ends' builds: the widget under /widget/, the back office for /{lang}/npanel and
 * /{lang}/admin, and the hosted site for every other page.
 */
export function frontEndsRouter(builds: FrontEndBuilds) {
  const router = new Hono<AppEnv>()
  const adminIndex = indexPage(builds.admin)
  const siteIndex = indexPage(builds.siteShell)

  const assets = (prefix: string, dir: string, cacheControl: string) => {
    router.use(`${prefix}/*`, async (c, next) => {
      await next()
      if (c.res.status === 200) c.res.headers.set('Cache-Control', cacheControl)
    })
    router.use(
      `${prefix}/*`,
      serveStatic({ root: dir, rewriteRequestPath: (path) => path.slice(prefix.length) }),
    )
  }
  // The loader keeps its name across releases, so browsers revalidate it; its chunks are hashed.
  assets('/widget', builds.widget, 'public, max-age=300')
  assets('/admin-app', builds.admin, HASHED_ASSET)
  assets('/site-assets', builds.siteShell, HASHED_ASSET)

  router.get('/embed-demo', (c, next) => {
    // Read on each request: the page is edited by hand and is not part of any build.
    if (!existsSync(builds.embedDemo)) return next()
    return c.html(readFileSync(builds.embedDemo, 'utf8'))
  })
  router.get('/booking-details/:paymentRef', (c, next) => {
    const site = c.req.query('site') ?? ''
    if (!/^[1-9]\d{0,9}$/.test(site)) return next()
    return c.html(bookingDetailsPage(c.req.param('paymentRef'), site, c.req.query('lang')))
  })
  router.get('/:lang/:area{npanel|admin}/*', (c, next) => {
    if (!isLocale(c.req.param('lang')) || !adminIndex) return next()
    return c.html(adminIndex)
  })
  router.get('/:lang/:area{npanel|admin}', (c, next) => {
    if (!isLocale(c.req.param('lang')) || !adminIndex) return next()
    return c.html(adminIndex)
  })
  router.get('*', (c, next) => {
    const path = c.req.path
    if (!siteIndex || NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      return next()
    return c.html(siteIndex)
  })
  return router
}
