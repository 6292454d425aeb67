import { randomUUID } from 'node:crypto'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { ApiError, forbidden } from '../../lib/errors.js'
import { issueTokens } from '../auth/sessions.js'
import { getUserOrThrow, isAdmin } from './users.service.js'

export const LOG_IN_AS_MESSAGES = {
  notAnotherAdmin: 'An administrator cannot log in as another administrator',
  cannotLogin: 'This user is not allowed to log in',
} as const

/**
 * Log-in-as is recorded before the session is handed out, so no impersonation goes unaudited; the
 * session's logout (the admin's return) records its end.
 */
export async function logInAs(db: DB, config: Config, admin: AppUser, targetId: number, ip: string) {
  if (!isAdmin(admin)) throw forbidden()
  const target = await getUserOrThrow(db, targetId)
  if (isAdmin(target)) throw new ApiError(422, LOG_IN_AS_MESSAGES.notAnotherAdmin)
  if (!target.can_login) throw new ApiError(422, LOG_IN_AS_MESSAGES.cannotLogin)
  const familyId = randomUUID()
  await db
    .insertInto('impersonation_audit')
    .values({ admin_user_id: admin.id, target_user_id: target.id, ip, family_id: familyId })
    .execute()
  return issueTokens(db, config, target, familyId, admin.id)
}
