import type { Context } from 'hono'
import { cors } from 'hono/cors'
import { sql } from 'kysely'
import { resolveHost } from '../modules/partner-sites/host-resolution.js'
import type { AppEnv } from './types.js'

/**
 * The widget runs on partners' own pages: a public call from another origin is answered only when
 * that origin is a partner site's domain, its sub-domain of the app host, or one the partner listed.
 * An origin that is not is answered without `Access-Control-Allow-Origin`, so the browser blocks it.
 */
export const publicCors = cors({
  origin: async (origin, c: Context<AppEnv>) => ((await originAllowed(c, origin)) ? origin : null),
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowHeaders: ['Content-Type', 'APP-LOCALE'],
  exposeHeaders: ['Content-Language', 'Retry-After'],
  maxAge: 600,
})

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
