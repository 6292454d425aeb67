import { randomBytes } from 'node:crypto'
import {
  ApprovalStatus,
  COUNTRIES,
  PASSWORD_RESET_LINK_TTL_MINUTES,
  SIGN_UP_LINK_TTL_HOURS,
  SIGN_UP_MESSAGES,
  SignUpLinkPurpose,
  type Locale,
  type SignUpRegistration,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { badRequest, unauthenticated } from '../../lib/errors.js'
import { hashPassword } from '../auth/passwords.js'
import { revokeAllSessions } from '../auth/sessions.js'
import { hashToken } from '../auth/tokens.js'
import { currentTerms } from '../legal-texts/legal-texts.service.js'
import { findUserByEmail } from '../users/users.service.js'
import { userMailLocale } from '../mail/recipient-locale.js'
import { queueLinkMail } from './sign-up-mails.js'
import { signUpDb } from './sign-up.tables.js'
import { assertKnownBusinessType } from '../business-types/business-types.service.js'

/** More link requests than this per account in the login throttle's window are quietly not sent. */
const MAX_LINKS_PER_WINDOW = 5

const newLinkToken = () => randomBytes(32).toString('base64url')

/** The back office's own address: the links open its set-password page. */
export function setPasswordLink(config: Config, locale: Locale, token: string) {
  const scheme = /(^|\.)localhost(:\d+)?$/.test(config.APP_HOST) ? 'http' : 'https'
  return `${scheme}://${config.APP_HOST}/${locale}/npanel/set-password?token=${token}`
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'
const duplicateEmail = () =>
  badRequest(SIGN_UP_MESSAGES.duplicateEmail, [{ path: 'email', message: SIGN_UP_MESSAGES.duplicateEmail }])

interface LinkRequest {
  user: { id: number; email: string; name: string }
  purpose: SignUpLinkPurpose
  locale: Locale
  ip: string
  /** Who made the account, named in an invitation. */
  invitedBy?: string
}

/** A new link spends the user's older ones, so only the newest mail works. */
async function issueLink(trx: DB, config: Config, { user, purpose, locale, ip, invitedBy }: LinkRequest) {
  const token = newLinkToken()
  const minutes =
    purpose === SignUpLinkPurpose.Reset ? PASSWORD_RESET_LINK_TTL_MINUTES : SIGN_UP_LINK_TTL_HOURS * 60
  await signUpDb(trx)
    .updateTable('user_link_token')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute()
  await signUpDb(trx)
    .insertInto('user_link_token')
    .values({
      user_id: user.id,
      purpose,
      token_hash: hashToken(token),
      ip,
      expires_at: sql<Date>`now() + make_interval(mins => ${minutes})`,
    })
    .execute()
  // A verify link answers the sign-up page in its language; other links reach a known user in theirs.
  const mailLocale = purpose === SignUpLinkPurpose.Verify ? locale : await userMailLocale(trx, user)
  await queueLinkMail(trx, {
    to: user.email,
    name: user.name,
    purpose,
    locale: mailLocale,
    link: setPasswordLink(config, mailLocale, token),
    invitedBy,
  })
}

/** Mails a user whose account someone else made a link to set their first password. */
export const inviteUser = (trx: DB, config: Config, request: Omit<LinkRequest, 'purpose'>) =>
  issueLink(trx, config, { ...request, purpose: SignUpLinkPurpose.Invite })

/** The admin's "send password reset": a reset link, whatever the throttle says. */
export const sendResetLink = (trx: DB, config: Config, request: Omit<LinkRequest, 'purpose'>) =>
  issueLink(trx, config, { ...request, purpose: SignUpLinkPurpose.Reset })

export interface Registration {
  body: SignUpRegistration
  locale: Locale
  ip: string
}

/**
 * A supplier or partner applies: the account is pending and cannot log in, its terms are accepted,
 * and a link to verify the email and set the password is mailed.
 */
export async function register(db: DB, config: Config, { body, locale, ip }: Registration) {
  const terms = await currentTerms(db, body.country_code)
  if (terms.id !== body.terms_and_condition_id) {
    throw badRequest(SIGN_UP_MESSAGES.termsOutdated, [
      { path: 'terms_and_condition_id', message: SIGN_UP_MESSAGES.termsOutdated },
    ])
  }
  if (await findUserByEmail(db, body.email)) throw duplicateEmail()
  await assertKnownBusinessType(db, body.business_type_id)
  // Nobody knows this password: the account has none until the link sets it.
  const placeholderHash = await hashPassword(newLinkToken())
  try {
    await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('app_user')
        .values({
          name: body.name,
          email: body.email,
          password_hash: placeholderHash,
          role_ids: [...new Set(body.role_id)].sort(),
          can_login: false,
          first_time_login: false,
          terms_and_condition_accepted: true,
          terms_accepted_at: new Date(),
          accepted_terms_id: terms.id,
          country_code: body.country_code,
          business_type_id: body.business_type_id ?? null,
          // The column's default, the marketplace's home currency; the admin sets another on approval.
          user_currency_type: 'NOK',
          approval_status: ApprovalStatus.Pending,
          locale,
        })
        .returning(['id', 'email', 'name'])
        .executeTakeFirstOrThrow()
      await issueLink(trx, config, { user, purpose: SignUpLinkPurpose.Verify, locale, ip })
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail()
    throw error
  }
}

/**
 * Mails a link to set the password: a verify link while the email is unverified, else a reset link.
 * Unknown, deleted and rejected accounts get nothing, and the caller answers the same either way.
 */
export async function sendLink(
  db: DB,
  config: Config,
  request: { email: string; locale: Locale; ip: string },
) {
  const user = await findUserByEmail(db, request.email)
  if (!user || user.deleted_at || user.approval_status === ApprovalStatus.Reject) return
  const since = sql<Date>`now() - make_interval(mins => ${config.LOGIN_THROTTLE_WINDOW_MINUTES})`
  const recent = await signUpDb(db)
    .selectFrom('user_link_token')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', user.id)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow()
  if (recent.count >= MAX_LINKS_PER_WINDOW) return
  const verified = await signUpDb(db)
    .selectFrom('app_user')
    .select('email_verified_at')
    .where('id', '=', user.id)
    .executeTakeFirstOrThrow()
  // Users made before sign-up existed have no verification, but their email was set by an admin.
  const signingUp = !verified.email_verified_at && user.approval_status === ApprovalStatus.Pending
  const purpose = signingUp ? SignUpLinkPurpose.Verify : SignUpLinkPurpose.Reset
  await db
    .transaction()
    .execute((trx) => issueLink(trx, config, { user, purpose, locale: request.locale, ip: request.ip }))
}

const linkExpired = () => unauthenticated(SIGN_UP_MESSAGES.linkExpired)

/** Whose link it is and what for; a spent, expired or unknown link is a 401. */
export async function linkInfo(db: DB, token: string) {
  const row = await signUpDb(db)
    .selectFrom('user_link_token')
    .innerJoin('app_user', 'app_user.id', 'user_link_token.user_id')
    .select(['app_user.email', 'app_user.name', 'user_link_token.purpose'])
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('app_user.deleted_at', 'is', null)
    .executeTakeFirst()
  if (!row) throw linkExpired()
  return row
}

/**
 * Spends the link and sets the password. Every session of the user ends and older access tokens
 * stop working (token version), so whoever knew the old password is out.
 */
export async function setPassword(db: DB, token: string, password: string) {
  const passwordHash = await hashPassword(password)
  await db.transaction().execute(async (trx) => {
    const spent = await signUpDb(trx)
      .updateTable('user_link_token')
      .set({ used_at: sql<Date>`now()` })
      .where('token_hash', '=', hashToken(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['user_id', 'purpose'])
      .executeTakeFirst()
    if (!spent) throw linkExpired()
    const updated = await signUpDb(trx)
      .updateTable('app_user')
      .set((eb) => ({
        password_hash: passwordHash,
        first_time_login: false,
        email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
        token_version: eb('token_version', '+', 1),
      }))
      .where('id', '=', spent.user_id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) === 0) throw linkExpired()
    await revokeAllSessions(trx, spent.user_id)
  })
}

/** Every country one may sign up from, named in the page's language. */
export function countryList(locale: Locale) {
  const names = new Intl.DisplayNames([locale], { type: 'region' })
  return COUNTRIES.map(({ code }) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  )
}
