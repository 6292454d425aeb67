import type { MiddlewareHandler } from 'hono'
import { sql } from 'kysely'
import { resolveHost } from '../modules/partner-sites/host-resolution.js'
import type { AppEnv } from './types.js'

const ALLOWED_HEADERS = 'Content-Type, APP-LOCALE'
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE, OPTIONS'

/**
 * The widget runs on partners' own pages: a public call from another origin is answered only when
 * that origin is a partner site's domain, its sub-domain of the app host, or one the partner listed.
 */
export const publicCors: MiddlewareHandler<AppEnv> = async (c, next) => {
  const origin = c.req.header('Origin')
  const allowed = origin ? await originAllowed(c, origin) : false
  if (c.req.method === 'OPTIONS') {
    if (!allowed) return c.body(null, 403)
    return c.body(null, 204, {
      'Access-Control-Allow-Origin': origin!,
      'Access-Control-Allow-Methods': ALLOWED_METHODS,
      'Access-Control-Allow-Headers': ALLOWED_HEADERS,
      'Access-Control-Max-Age': '600',
      Vary: 'Origin',
    })
  }
  await next()
  if (allowed) {
    c.res.headers.set('Access-Control-Allow-Origin', origin!)
    c.res.headers.append('Vary', 'Origin')
  }
}

async function originAllowed(c: Parameters<MiddlewareHandler<AppEnv>>[0], origin: string) {
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
