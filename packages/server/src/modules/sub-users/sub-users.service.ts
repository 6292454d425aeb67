import {
  ApprovalStatus,
  USER_ADMIN_MESSAGES,
  SubUserInvitation,
  UserRole,
  type Locale,
  type SubUserCreate,
  type SubUserEdit,
  type SubUserRecord,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { hashPassword } from '../auth/passwords.js'
import { revokeAllSessions } from '../auth/sessions.js'
import { inviteUser } from '../sign-up/sign-up.service.js'
import { signUpDb } from '../sign-up/sign-up.tables.js'
import { randomBytes } from 'node:crypto'

/** The partner whose operators these are. */
export interface SubUserOwner {
  id: number
  name: string
  country_code: string
  user_currency_type: string
}

export interface InvitationContext {
  config: Config
  locale: Locale
  ip: string
}

const duplicateEmail = () =>
  badRequest(USER_ADMIN_MESSAGES.duplicateEmail, [
    { path: 'email', message: USER_ADMIN_MESSAGES.duplicateEmail },
  ])
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

const subUsersOf = (db: DB, ownerId: number) =>
  signUpDb(db)
    .selectFrom('app_user')
    .select(['id', 'name', 'email', 'can_login', 'email_verified_at', 'created_at'])
    .where('parent_user_id', '=', ownerId)
    .where('deleted_at', 'is', null)

type Row = {
  id: number
  name: string
  email: string
  can_login: boolean
  email_verified_at: Date | null
  created_at: Date
}

const toRecord = (row: Row): SubUserRecord => ({
  id: row.id,
  name: row.name,
  email: row.email,
  active: row.can_login,
  invitation: row.email_verified_at ? SubUserInvitation.Accepted : SubUserInvitation.Pending,
  created_at: row.created_at.toISOString(),
})

export async function listSubUsers(
  db: DB,
  ownerId: number,
  {
    q,
    range,
    sort,
  }: { q?: string; range: [number, number]; sort: ['name' | 'email' | 'created_at', 'ASC' | 'DESC'] },
) {
  let query = subUsersOf(db, ownerId)
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) => eb.or([eb('name', 'ilike', like), eb('email', 'ilike', like)]))
  }
  const [rows, count] = await Promise.all([
    query
      .orderBy(sort[0], sort[1] === 'ASC' ? 'asc' : 'desc')
      .orderBy('id')
      .offset(range[0])
      .limit(range[1] - range[0] + 1)
      .execute(),
    query
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('total'))
      .executeTakeFirstOrThrow(),
  ])
  return { data: rows.map(toRecord), total: count.total }
}

/** Another partner's operator is a 404, exactly like a missing one. */
export async function getSubUser(db: DB, ownerId: number, id: number) {
  const row = await subUsersOf(db, ownerId).where('id', '=', id).executeTakeFirst()
  if (!row) throw notFound()
  return toRecord(row)
}

/** An operator of the partner's sites: active at once, with a password only they will set. */
export async function createSubUser(
  db: DB,
  owner: SubUserOwner,
  body: SubUserCreate,
  context: InvitationContext,
) {
  const existing = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', body.email)
    .executeTakeFirst()
  if (existing) throw duplicateEmail()
  const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'))
  try {
    const id = await db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('app_user')
        .values({
          name: body.name,
          email: body.email,
          password_hash: unknownPassword,
          role_ids: [UserRole.Operator],
          parent_user_id: owner.id,
          can_login: true,
          first_time_login: false,
          // Sub-users are exempt from terms acceptance (spec part 2 §4).
          terms_and_condition_accepted: true,
          country_code: owner.country_code,
          user_currency_type: owner.user_currency_type,
          approval_status: ApprovalStatus.Active,
          // The partner's back-office language, until the operator logs in with their own.
          locale: context.locale,
        })
        .returning(['id', 'email', 'name'])
        .executeTakeFirstOrThrow()
      await inviteUser(trx, context.config, {
        user,
        locale: context.locale,
        ip: context.ip,
        invitedBy: owner.name,
      })
      return user.id
    })
    return getSubUser(db, owner.id, id)
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateEmail()
    throw error
  }
}

/** Stopping an operator ends their sessions at once; their sales stay. */
export async function editSubUser(db: DB, ownerId: number, id: number, body: SubUserEdit) {
  const before = await getSubUser(db, ownerId, id)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ name: body.name, can_login: body.active, updated_at: new Date() })
      .where('id', '=', id)
      .execute()
    if (before.active && !body.active) await revokeAllSessions(trx, id)
  })
  return getSubUser(db, ownerId, id)
}

export async function deleteSubUser(db: DB, ownerId: number, id: number) {
  const record = await getSubUser(db, ownerId, id)
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ deleted_at: new Date(), can_login: false, updated_at: new Date() })
      .where('id', '=', id)
      .execute()
    await revokeAllSessions(trx, id)
  })
  return record
}

/** A new invitation spends the older link; for an operator who lost or let the first one expire. */
export async function resendInvitation(db: DB, owner: SubUserOwner, id: number, context: InvitationContext) {
  const record = await getSubUser(db, owner.id, id)
  await db.transaction().execute((trx) =>
    inviteUser(trx, context.config, {
      user: record,
      locale: context.locale,
      ip: context.ip,
      invitedBy: owner.name,
    }),
  )
  return record
}
