import { randomBytes } from 'node:crypto'
import { ApprovalStatus, USER_ADMIN_MESSAGES, type Locale, type UserAdminCreate } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { ApiError } from '../../lib/errors.js'
import { hashPassword } from '../auth/passwords.js'
import { inviteUser, sendResetLink } from '../sign-up/sign-up.service.js'
import { getLiveUser, toUserAdminRow } from './user-admin.service.js'

export interface LinkContext {
  config: Config
  locale: Locale
  ip: string
}

const duplicateEmail = () =>
  new ApiError(400, `email: ${USER_ADMIN_MESSAGES.duplicateEmail}`, [
    { path: 'email', message: USER_ADMIN_MESSAGES.duplicateEmail },
  ])
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

/**
 * An account the admin makes is active at once. Nobody knows its password until its user sets one
 * from the invitation; like any user they accept the terms at their first login.
 */
export async function createUser(db: DB, actor: AppUser, body: UserAdminCreate, context: LinkContext) {
  const taken = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirst()
  if (taken) throw duplicateEmail()
  const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'))
  try {
    const created = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('app_user')
        .values({
          name: body.name,
          email: body.email,
          password_hash: unknownPassword,
          role_ids: [...new Set(body.role_id)].sort(),
          policies: [...new Set(body.policies)],
          can_login: true,
          first_time_login: false,
          country_code: body.country_code,
          user_currency_type: body.user_currency_type,
          approval_status: ApprovalStatus.Active,
          locale: body.locale ?? context.locale,
        })
        .returningAll()
        .executeTakeFirstOrThrow()
      await inviteUser(trx, context.config, {
        user,
        locale: context.locale,
        ip: context.ip,
        invitedBy: actor.name,
      })
      return user
    })
    return toUserAdminRow(created)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail()
    throw error
  }
}

/** The admin's "send password reset": the user's older links stop working. */
export async function sendPasswordReset(db: DB, id: number, context: LinkContext) {
  const user = await getLiveUser(db, id)
  await db
    .transaction()
    .execute((trx) => sendResetLink(trx, context.config, { user, locale: context.locale, ip: context.ip }))
  return toUserAdminRow(user)
}
