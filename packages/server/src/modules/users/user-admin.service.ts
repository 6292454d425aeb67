import {
  ApprovalStatus,
  USER_ADMIN_MESSAGES,
  UserRole,
  type UserAdminEdit,
  type UserAdminRow,
  type UserListingQuery,
  type UserStatusChange,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { revokeAllSessions } from '../auth/sessions.js'
import { queueUserDecisionMail } from './user-approval-mail.js'
import { USER_MESSAGES } from './users.service.js'

const live = (db: DB) => db.selectFrom('app_user').selectAll().where('deleted_at', 'is', null)

export function toUserAdminRow(user: AppUser): UserAdminRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role_id: user.role_ids as UserAdminRow['role_id'],
    policies: user.policies as UserAdminRow['policies'],
    status: user.approval_status as UserAdminRow['status'],
    can_login: user.can_login,
    parent_user_id: user.parent_user_id,
    country_code: user.country_code,
    user_currency_type: user.user_currency_type,
    locale: user.locale,
    created_at: user.created_at.toISOString(),
  }
}

export async function listUsers(db: DB, { role, status, q }: UserListingQuery) {
  let query = live(db).where(sql<boolean>`${role} = any(role_ids)`)
  if (status) query = query.where('approval_status', '=', status)
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]))
  }
  const rows = await query.orderBy('name').orderBy('id').execute()
  return { data: rows.map(toUserAdminRow), total: rows.length }
}

export async function getLiveUser(db: DB, id: number) {
  const user = await live(db).where('id', '=', id).executeTakeFirst()
  if (!user) throw notFound(USER_MESSAGES.userNotFound)
  return user
}

const fieldError = (path: string, message: string) =>
  new ApiError(400, `${path}: ${message}`, [{ path, message }])

async function otherAdminCount(db: DB, exceptId: number) {
  const row = await live(db)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(sql<boolean>`${UserRole.Admin} = any(role_ids)`)
    .where('id', '<>', exceptId)
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export async function editUser(db: DB, actor: AppUser, id: number, edit: UserAdminEdit) {
  const user = await getLiveUser(db, id)
  const wasAdmin = user.role_ids.includes(UserRole.Admin)
  if (wasAdmin && !edit.role_id.includes(UserRole.Admin)) {
    if (user.id === actor.id) throw fieldError('role_id', USER_ADMIN_MESSAGES.ownAdminRole)
    if ((await otherAdminCount(db, user.id)) === 0) throw fieldError('role_id', USER_ADMIN_MESSAGES.lastAdmin)
  }
  const clash = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', edit.email)
    .where('id', '<>', id)
    .executeTakeFirst()
  if (clash) throw fieldError('email', USER_ADMIN_MESSAGES.duplicateEmail)
  const updated = await db
    .updateTable('app_user')
    .set({
      name: edit.name,
      email: edit.email,
      country_code: edit.country_code,
      user_currency_type: edit.user_currency_type,
      role_ids: edit.role_id,
      ...(edit.locale ? { locale: edit.locale } : {}),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toUserAdminRow(updated)
}

/** Approving lets the user log in; rejecting shuts them out. Either way they are mailed. */
export async function changeUserStatus(db: DB, id: number, change: UserStatusChange, appHost: string) {
  return db.transaction().execute(async (trx) => {
    const user = await getLiveUser(trx, id)
    const approve = change.status === ApprovalStatus.Active
    const updated = await trx
      .updateTable('app_user')
      .set({ approval_status: change.status, can_login: approve, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow()
    await queueUserDecisionMail(trx, {
      userId: user.id,
      to: user.email,
      name: user.name,
      loginLink: (locale) => `https://${appHost}/${locale}/npanel/login`,
      reason: approve ? null : (change.reason ?? ''),
    })
    return toUserAdminRow(updated)
  })
}

export async function setUserPolicies(db: DB, id: number, policies: string[]) {
  await getLiveUser(db, id)
  const updated = await db
    .updateTable('app_user')
    .set({ policies: [...new Set(policies)], updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toUserAdminRow(updated)
}

/**
 * Soft delete: the user can no longer log in and leaves every list, while their products and
 * bookings stay as they are (they keep pointing at the row).
 */
export async function deleteUser(db: DB, actor: AppUser, id: number) {
  const user = await getLiveUser(db, id)
  if (user.id === actor.id) throw new ApiError(422, USER_ADMIN_MESSAGES.deleteSelf)
  if (user.role_ids.includes(UserRole.Admin) && (await otherAdminCount(db, user.id)) === 0) {
    throw new ApiError(422, USER_ADMIN_MESSAGES.lastAdmin)
  }
  const deleted = await db
    .updateTable('app_user')
    .set((eb) => ({
      deleted_at: new Date(),
      can_login: false,
      token_version: eb('token_version', '+', 1),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await revokeAllSessions(db, id)
  return toUserAdminRow(deleted)
}
