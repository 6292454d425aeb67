import { MESSAGES, PaymentMethod, UserRole, type MerchantOfRecord, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { ApiError, badRequest, notFound } from '../../lib/errors.js'
import { tooManyRequests } from '../../lib/rate-limit/too-many-requests.js'
import { loginWaitMs, recordLoginAttempt } from '../auth/login-throttle.js'
import { verifyPassword } from '../auth/passwords.js'
import { terminalSite } from '../terminals/terminals.service.js'
import { signTerminalToken, verifyTerminalToken } from './operator-token.js'

const owner = (user: AppUser) => user.parent_user_id ?? user.id

/** The sites whose card reader this operator may start: their partner's sites that take the terminal method. */
export async function operatorSites(db: DB, user: AppUser) {
  const rows = await db
    .selectFrom('partner_site')
    .select(['id', 'name', 'merchant_of_record'])
    .where('owner_user_id', '=', owner(user))
    .orderBy('name')
    .orderBy('id')
    .execute()
  return rows
    .filter((row) =>
      ((row.merchant_of_record as MerchantOfRecord | null)?.payment_method ?? []).includes(
        PaymentMethod.Terminal,
      ),
    )
    .map(({ id, name }) => ({ id, name }))
}

/**
 * The setup password opens the site's card reader for a short while. Wrong passwords are throttled
 * per site and address, like the back office's login, so the password cannot be guessed at speed.
 */
export async function operatorLogin(
  db: DB,
  config: Config,
  user: AppUser,
  request: { siteId: number; password: string; ip: string; locale: Locale },
) {
  const siteId = await terminalSite(db, user, request.siteId)
  const throttleKey = `terminal-site:${siteId}`
  const wait = await loginWaitMs(db, config, throttleKey, request.ip)
  if (wait !== null) throw tooManyRequests(request.locale, wait)
  const credential = await db
    .selectFrom('terminal_setup_credential')
    .select('password_hash')
    .where('site_id', '=', siteId)
    .executeTakeFirst()
  const valid = await verifyPassword(credential?.password_hash ?? null, request.password)
  await recordLoginAttempt(db, throttleKey, request.ip, valid)
  // A field error, not a 401: the operator's own back-office session is fine, only the password is wrong.
  if (!valid) {
    throw badRequest(`password: ${MESSAGES.passwordInvalid}`, [
      { path: 'password', message: MESSAGES.passwordInvalid },
    ])
  }
  const { token, expiresAt } = await signTerminalToken(config, {
    userId: user.id,
    siteId,
    tokenVersion: user.token_version,
  })
  return { terminal_token: token, site_id: siteId, expires_at: expiresAt.toISOString() }
}

/**
 * The site a terminal call acts for. The site's partner needs no terminal token; an operator needs
 * one made for this user and this site, still valid (logging out or a new password ends it).
 * Another partner's site is not found.
 */
export async function terminalCaller(
  db: DB,
  config: Config,
  user: AppUser,
  siteId: number,
  terminalToken: string | undefined,
) {
  const site = await terminalSite(db, user, siteId)
  if (user.role_ids.includes(UserRole.Partner) && !user.parent_user_id) return site
  const claims = terminalToken ? await verifyTerminalToken(config, terminalToken) : null
  if (
    !claims ||
    claims.userId !== user.id ||
    claims.siteId !== site ||
    claims.tokenVersion !== user.token_version
  ) {
    // 422, not 401: the back-office session stays; only the reader's session must be started again.
    throw new ApiError(422, MESSAGES.terminalSessionExpired)
  }
  return site
}

/** The site a location belongs to, for the caller's owner only. */
export async function locationSite(db: DB, user: AppUser, locationId: number) {
  const row = await db
    .selectFrom('terminal_location as l')
    .innerJoin('partner_site as s', 's.id', 'l.site_id')
    .select(['l.site_id', 'l.provider_ref', 'l.provider_account'])
    .where('l.id', '=', locationId)
    .where('s.owner_user_id', '=', owner(user))
    .executeTakeFirst()
  if (!row) throw notFound()
  return row
}
