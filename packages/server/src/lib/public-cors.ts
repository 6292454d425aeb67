import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { sql } from 'kysely'
import { resolveHost } from '../modules/partner-sites/host-resolution.js'
import type { AppEnv } from './types.js'

const exposed = ['Content-Language', 'Retry-After']

const preflight = cors({
  origin: async (origin, c: Context<AppEnv>) => ((await originAllowed(c, origin)) ? origin : null),
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowHeaders: ['Content-Type', 'APP-LOCALE'],
  exposeHeaders: exposed,
  maxAge: 600,
})

/** How long an allowed origin is taken as allowed without asking the database again, and how many are kept. */
const ALLOWED_KEPT_MS = 60_000
const ALLOWED_KEPT = 1_000

/**
 * The widget runs on partners' own pages: a public call from another origin is answered only when
 * that origin is a partner site's domain, its sub-domain of the app host, or one the partner listed.
 * An origin that is not is answered without `Access-Control-Allow-Origin`, so the browser blocks it.
 *
 * hono/cors answers the preflights. On the calls themselves it writes its headers on an answer made
 * before the handler's, which Hono then merges into a rebuilt, streamed copy of the handler's answer
 * (a tenth of a light call's CPU): here the same headers go on the handler's answer itself.
 *
 * A call's origin, once allowed, is kept as allowed for a minute: asking the database on each of the
 * widget's calls cost a third of a light call. Only a yes is kept, and preflights always ask, so an
 * origin a partner adds is allowed at once; one they remove is refused at once by preflights, and by
 * the calls of a browser that has already passed its preflight within the minute.
 */
export function createPublicCors(): MiddlewareHandler<AppEnv> {
  const keptUntil = new Map<string, number>()
  const allowed = async (c: Context<AppEnv>, origin: string) => {
    const key = `${origin} ${c.req.query('site_id') ?? ''}`
    if ((keptUntil.get(key) ?? 0) > Date.now()) return true
    keptUntil.delete(key)
    if (!(await originAllowed(c, origin))) return false
    if (keptUntil.size >= ALLOWED_KEPT) keptUntil.delete(keptUntil.keys().next().value!)
    keptUntil.set(key, Date.now() + ALLOWED_KEPT_MS)
    return true
  }
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next)
    const origin = c.req.header('Origin')
    const answered = origin !== undefined && (await allowed(c, origin))
    await next()
    const headers = c.res.headers
    if (answered) headers.set('Access-Control-Allow-Origin', origin)
    headers.set('Access-Control-Expose-Headers', exposed.join(','))
    headers.append('Vary', 'Origin')
  }
}

async function originAllowed(c: Context<AppEnv>, origin: string) {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const appHost = c.get('config').APP_HOST
  if (url.host === appHost) return true
  const target = resolveHost(url.host, appHost)
  const siteId = Number(c.req.query('site_id')) || null
  let query = c
    .get('db')
    .selectFrom('partner_site')
    .select('id')
    .where((eb) =>
      eb.or([
        target.kind === 'sub_domain' ? eb('sub_domain', '=', target.subDomain) : sql<boolean>`false`,
        target.kind === 'domain' ? eb('domain', '=', target.domain) : sql<boolean>`false`,
        sql<boolean>`${url.origin} = any(allowed_origins)`,
      ]),
    )
  if (siteId) query = query.where('id', '=', siteId)
  return (await query.executeTakeFirst()) !== undefined
}
