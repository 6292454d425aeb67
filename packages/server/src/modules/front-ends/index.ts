import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { isLocale, type SiteBootstrap } from '@jaunt/domain'
import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { ApiError } from '../../lib/errors.js'
import type { AppEnv } from '../../lib/types.js'
import { findPublicSiteByHost } from '../partner-sites/partner-sites.service.js'
import { schemeOf, toSite } from '../partner-sites/site-mapping.js'
import { bookingDetailsPage } from './booking-details-page.js'
import { backOfficeCsp, sitePageCsp, withScriptNonce } from './content-security.js'
import { siteDocument } from './site-head.js'
import { menuItems } from '../site-pages/site-pages.service.js'
import { sitePageAnswer } from './site-seo.js'
import { robotsTxt, sitemapXml } from './sitemap.js'
import { HASHED_ASSET, serveWidget } from './widget-assets.js'

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

/** Each language's built catalogs (the widget's and the site's), from the site's Vite manifest, to preload. */
function catalogFiles(dir: string): Map<string, string[]> {
  const file = join(dir, '.vite', 'manifest.json')
  const files = new Map<string, string[]>()
  if (!existsSync(file)) return files
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { file: string }>
  for (const [source, chunk] of Object.entries(manifest)) {
    const lang = /\/locales\/([a-z]{2})\/(?:widget|site)\.po$/.exec(source)?.[1]
    if (lang) files.set(lang, [...(files.get(lang) ?? []), `/site-assets/${chunk.file}`])
  }
  return files
}

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
  const catalogs = catalogFiles(builds.siteShell)

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
  serveWidget(router, builds.widget)
  assets('/admin-app', builds.admin, HASHED_ASSET)
  assets('/site-assets', builds.siteShell, HASHED_ASSET)

  router.get('/embed-demo', (c, next) => {
    // Read on each request: the page is edited by hand and is not part of any build.
    if (!existsSync(builds.embedDemo)) return next()
    return c.html(readFileSync(builds.embedDemo, 'utf8'))
  })
  router.get('/booking-details/:paymentRef', sitePageCsp, (c, next) => {
    const site = c.req.query('site') ?? ''
    if (!/^[1-9]\d{0,9}$/.test(site)) return next()
    const html = bookingDetailsPage(c.req.param('paymentRef'), site, c.req.query('lang'))
    return c.html(withScriptNonce(html, c.get('secureHeadersNonce') ?? ''))
  })
  router.get('/:lang/:area{npanel|admin}/*', backOfficeCsp, (c, next) => {
    if (!isLocale(c.req.param('lang')) || !adminIndex) return next()
    return c.html(adminIndex)
  })
  router.get('/:lang/:area{npanel|admin}', backOfficeCsp, (c, next) => {
    if (!isLocale(c.req.param('lang')) || !adminIndex) return next()
    return c.html(adminIndex)
  })
  router.get('/sitemap.xml', async (c) => {
    const site = await siteOfHost(c)
    if (!site) return c.text('Not Found', 404)
    return c.body(await sitemapXml(c.get('db'), site), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    })
  })
  router.get('/robots.txt', async (c) => {
    const site = await siteOfHost(c)
    return site ? c.text(robotsTxt(site)) : c.text('User-agent: *\nDisallow: /\n')
  })
  router.get('*', sitePageCsp, async (c, next) => {
    const path = c.req.path
    const page = (html: string) => withScriptNonce(html, c.get('secureHeadersNonce') ?? '')
    if (!siteIndex || NOT_PAGES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`)))
      return next()
    const site = await siteOfHost(c)
    if (!site) {
      const target = missingSiteRedirect(c)
      // Sending the app's own host to itself would loop: it shows its not-found page instead.
      if (new URL(target).host === c.req.header('host')) return c.html(page(siteIndex), 404)
      return c.redirect(target, 302)
    }
    const search = new URL(c.req.url).search
    const answer = await sitePageAnswer(c.get('db'), site, path, search, getCookie(c, 'locale'))
    if (answer.kind === 'redirect') return c.redirect(answer.to, 302)
    const scripts = site.site_settings.script_settings
    const lang = answer.head.lang
    const bootstrap: SiteBootstrap = {
      site,
      lang,
      menu: await menuItems(c.get('db'), site.id, `/${lang}`, lang),
      page: answer.page ?? null,
    }
    c.header('Cache-Control', 'no-cache')
    return c.html(
      page(
        siteDocument(
          siteIndex,
          answer.head,
          bootstrap,
          { head: scripts.head_scripts, footer: scripts.footer_scripts },
          {
            modules: catalogs.get(lang) ?? [],
            images: answer.images ?? [],
          },
        ),
      ),
      answer.status,
    )
  })
  return router
}

/** The public site the request's host names, or null when no site answers to it. */
async function siteOfHost(c: Context<AppEnv>) {
  const appHost = c.get('config').APP_HOST
  try {
    return toSite(await findPublicSiteByHost(c.get('db'), c.req.header('host') ?? '', appHost), appHost)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/** A host without a site goes to the configured address, else to the app's own host. */
function missingSiteRedirect(c: Context<AppEnv>) {
  const { SITE_REDIRECT_URL, APP_HOST } = c.get('config')
  if (SITE_REDIRECT_URL) return SITE_REDIRECT_URL
  return `${schemeOf(APP_HOST)}://${APP_HOST}/`
}
