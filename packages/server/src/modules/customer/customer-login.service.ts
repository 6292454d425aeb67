import { LOGIN_LINK_TTL_MINUTES, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { unauthenticated } from '../../lib/errors.js'
import { tooManyRequests } from '../../lib/rate-limit/too-many-requests.js'
import { hashToken } from '../auth/tokens.js'
import { siteLink } from '../partner-sites/site-mapping.js'
import { newSecretToken, startCustomerSession } from './customer-session.js'
import { customerDb } from './customer.tables.js'
import { queueLoginLinkMail } from './customer-mails.js'
import { hasBookings } from './ownership.js'

export interface LinkRequest {
  email: string
  siteId: number | null | undefined
  locale: Locale
  ip: string
}

/** Every request counts, known email or not, as the back-office login's failures do; across processes. */
async function isLinkRequestThrottled(db: DB, config: Config, email: string, ip: string) {
  const since = sql<Date>`now() - make_interval(mins => ${config.LOGIN_THROTTLE_WINDOW_MINUTES})`
  const row = await customerDb(db)
    .selectFrom('customer_login_request')
    .select([
      sql<number>`count(*) filter (where email = ${email})::int`.as('by_email'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow()
  return row.by_email >= config.LOGIN_MAX_FAILURES_PER_EMAIL || row.by_ip >= config.LOGIN_MAX_FAILURES_PER_IP
}

/** The hosted site the customer asked from, else the marketplace's own address; an unknown site is none. */
async function linkOrigin(db: DB, config: Config, siteId: number | null | undefined) {
  const site =
    siteId && siteId > 0
      ? await db
          .selectFrom('partner_site')
          .select(['id', 'domain', 'sub_domain'])
          .where('id', '=', siteId)
          .executeTakeFirst()
      : undefined
  if (site) return { siteId: site.id, origin: siteLink(site, config.APP_HOST) }
  const scheme = /(^|\.)localhost(:\d+)?$/.test(config.APP_HOST) ? 'http' : 'https'
  return { siteId: null, origin: `${scheme}://${config.APP_HOST}` }
}

/**
 * Sends a single-use link valid for an hour when the email has bookings. The caller answers the same
 * either way, so the form does not tell who has booked.
 */
export async function requestLoginLink(db: DB, config: Config, request: LinkRequest) {
  if (await isLinkRequestThrottled(db, config, request.email, request.ip)) {
    throw tooManyRequests(request.locale, config.LOGIN_THROTTLE_WINDOW_MINUTES * 60_000)
  }
  await customerDb(db)
    .insertInto('customer_login_request')
    .values({ email: request.email, ip: request.ip })
    .execute()
  if (!(await hasBookings(db, request.email))) return
  const token = newSecretToken()
  const { siteId, origin } = await linkOrigin(db, config, request.siteId)
  const link = `${origin}/${request.locale}/customer-reservation/login/token?token=${token}`
  await db.transaction().execute(async (trx) => {
    await customerDb(trx)
      .insertInto('customer_login_token')
      .values({
        email: request.email,
        token_hash: hashToken(token),
        site_id: siteId,
        expires_at: sql<Date>`now() + make_interval(mins => ${LOGIN_LINK_TTL_MINUTES})`,
      })
      .execute()
    await queueLoginLinkMail(trx, request.email, request.locale, link)
  })
}

/** Trades a link's token for a 24-hour customer session; the token works once, within its hour. */
export async function exchangeLoginToken(db: DB, token: string) {
  return db.transaction().execute(async (trx) => {
    const spent = await customerDb(trx)
      .updateTable('customer_login_token')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning('email')
      .executeTakeFirst()
    if (!spent) throw unauthenticated((w) => w.linkExpired)
    return startCustomerSession(trx, spent.email)
  })
}
