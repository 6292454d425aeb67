import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { ApprovalStatus, type Locale } from '@jaunt/domain'
import { ApiError, unauthenticated } from '../../lib/errors.js'
import type { Said } from '../../lib/guest-words/index.js'
import { tooManyRequests } from '../../lib/rate-limit/too-many-requests.js'
import { findUserByEmail, findUserById } from '../users/users.service.js'
import { loginWaitMs, recordLoginAttempt } from './login-throttle.js'
import { verifyPassword } from './passwords.js'
import { endAccessTokens, issueTokens, revokeFamily, startSession, type TokenPair } from './sessions.js'
import { hashToken, verifyRefreshToken } from './tokens.js'

/** Why a login is refused, in the language the back office asked in (APP-LOCALE). */
export const AUTH_MESSAGES = {
  invalidCredentials: ((words) => words.invalidCredentials) satisfies Said,
  cannotLogin: ((words) => words.accountCannotLogIn) satisfies Said,
}

/** A pending or rejected applicant is told where their sign-up stands; anyone else only that they may not. */
const refusalOf = (user: { approval_status: number }): Said =>
  user.approval_status === ApprovalStatus.Pending
    ? (words) => words.accountPending
    : user.approval_status === ApprovalStatus.Reject
      ? (words) => words.accountRejected
      : AUTH_MESSAGES.cannotLogin

export interface LoginAttempt {
  email: string
  password: string
  ip: string
  locale: Locale
  /** The back office's language the user logs in from (its URL's, sent as APP-LOCALE), if named. */
  backOfficeLocale?: Locale | null
}

export async function login(db: DB, config: Config, attempt: LoginAttempt) {
  const { email, password, ip, locale, backOfficeLocale } = attempt
  const wait = await loginWaitMs(db, config, email, ip)
  if (wait !== null) throw tooManyRequests(locale, wait)
  const user = await findUserByEmail(db, email)
  const valid = await verifyPassword(user?.password_hash ?? null, password)
  await recordLoginAttempt(db, email, ip, valid)
  if (!user || !valid) throw unauthenticated(AUTH_MESSAGES.invalidCredentials)
  if (!user.can_login) throw new ApiError(403, refusalOf(user))
  // The language one works in is the one one's mails speak (docs/decisions.md, trade mails).
  if (backOfficeLocale && user.locale !== backOfficeLocale)
    await db.updateTable('app_user').set({ locale: backOfficeLocale }).where('id', '=', user.id).execute()
  return startSession(db, config, user)
}

/** Rotation: each refresh token works once; presenting a used one revokes its whole family. */
export async function refresh(db: DB, config: Config, refreshToken: string): Promise<TokenPair> {
  const identity = await verifyRefreshToken(config, refreshToken)
  if (!identity) throw unauthenticated()
  const consumed = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('refresh_token')
      .selectAll()
      .where('token_hash', '=', hashToken(refreshToken))
      .executeTakeFirst()
    if (!stored || stored.id !== identity.id || stored.revoked_at) return null
    const marked = await trx
      .updateTable('refresh_token')
      .set({ used_at: new Date() })
      .where('id', '=', stored.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(marked.numUpdatedRows) === 0) return { reused: true as const, stored }
    return { reused: false as const, stored }
  })
  if (!consumed) throw unauthenticated()
  if (consumed.reused) {
    await revokeFamily(db, consumed.stored.family_id)
    throw unauthenticated()
  }
  const user = await findUserById(db, consumed.stored.user_id)
  if (!user || !user.can_login) {
    await revokeFamily(db, consumed.stored.family_id)
    throw unauthenticated()
  }
  return issueTokens(db, config, user, consumed.stored.family_id, consumed.stored.impersonator_id)
}

/**
 * Logging out ends the session the token belongs to and every access token of the user (other
 * sessions get a new one at their next refresh); an unknown or spent token is already logged out.
 */
export async function logout(db: DB, config: Config, refreshToken: string) {
  const identity = await verifyRefreshToken(config, refreshToken)
  if (!identity) return
  await revokeFamily(db, identity.familyId)
  await endAccessTokens(db, identity.userId)
  // Leaving a log-in-as session is the admin's return: its audit row gets its end.
  await db
    .updateTable('impersonation_audit')
    .set({ ended_at: new Date() })
    .where('family_id', '=', identity.familyId)
    .where('ended_at', 'is', null)
    .execute()
}
