import { UserRole, type CurrentUser } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { hashPassword, verifyPassword } from '../auth/passwords.js'
import { revokeAllSessions } from '../auth/sessions.js'
import { currentTerms } from '../legal-texts/legal-texts.service.js'

export const USER_MESSAGES = {
  userNotFound: 'User not found',
  wrongCurrentPassword: 'current_password: The current password is not correct',
  samePassword: 'new_password: The new password must differ from the current one',
} as const

export const findUserByEmail = (db: DB, email: string) =>
  db.selectFrom('app_user').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst()

export const findUserById = (db: DB, id: number) =>
  db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst()

export async function getUserOrThrow(db: DB, id: number) {
  const user = await findUserById(db, id)
  if (!user) throw notFound(USER_MESSAGES.userNotFound)
  return user
}

export const isAdmin = (user: Pick<AppUser, 'role_ids'>) => user.role_ids.includes(UserRole.Admin)

export function toCurrentUser(user: AppUser): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: { email: user.email },
    profile_pic_url: user.profile_pic_url,
    can_login: user.can_login,
    first_time_login: user.first_time_login,
    terms_and_condition_accepted: user.terms_and_condition_accepted,
    is_sub_user: user.parent_user_id !== null,
    parent_user_id: user.parent_user_id,
    country_code: user.country_code,
    role_id: user.role_ids as CurrentUser['role_id'],
    policies: user.policies as CurrentUser['policies'],
    user_currency_type: user.user_currency_type,
    is_zaui_stay_user: user.is_zaui_stay_user,
  }
}

/** Accepting records which version of the terms was accepted, so a new version can ask again. */
export async function acceptTerms(db: DB, user: AppUser) {
  const terms = await currentTerms(db, user.country_code)
  return db
    .updateTable('app_user')
    .set({
      terms_and_condition_accepted: true,
      terms_accepted_at: new Date(),
      accepted_terms_id: terms.id,
      updated_at: new Date(),
    })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

export interface ProfileChange {
  name: string
  country_code: string
  user_currency_type: string
}

export async function updateProfile(db: DB, userId: number, profile: ProfileChange) {
  return db
    .updateTable('app_user')
    .set({ ...profile, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** A new password ends every other session of the user; the caller starts a fresh one. */
export async function changePassword(db: DB, userId: number, currentPassword: string, newPassword: string) {
  const user = await getUserOrThrow(db, userId)
  if (!(await verifyPassword(user.password_hash, currentPassword))) {
    throw new ApiError(400, USER_MESSAGES.wrongCurrentPassword, [
      { path: 'current_password', message: 'The current password is not correct' },
    ])
  }
  if (currentPassword === newPassword) {
    throw new ApiError(400, USER_MESSAGES.samePassword, [
      { path: 'new_password', message: 'The new password must differ from the current one' },
    ])
  }
  const newHash = await hashPassword(newPassword)
  const updated = await db
    .updateTable('app_user')
    .set((eb) => ({
      password_hash: newHash,
      first_time_login: false,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow()
  await revokeAllSessions(db, userId)
  return updated
}
