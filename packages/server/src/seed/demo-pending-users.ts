import { ApprovalStatus, Policy, UserRole } from '@jaunt/domain'
import { z } from 'zod'
import type { DB } from '../db/database.js'
import pendingUsers from './data/pending-users.json' with { type: 'json' }
import { roleNameSchema } from './demo-accounts.js'
import { readDemoData } from './read-data.js'

export const demoPendingUsersSchema = z.array(
  z.strictObject({
    name: z.string().min(1),
    email: z.email(),
    role: roleNameSchema,
    country: z.string().length(2),
  }),
)

/** Sign-ups waiting for the admin's approval: they cannot log in until approved. */
export const DEMO_PENDING_USERS = readDemoData('pending-users.json', demoPendingUsersSchema, pendingUsers)

export async function seedPendingUsers(trx: DB, passwordHash: string) {
  for (const user of DEMO_PENDING_USERS) {
    await trx
      .insertInto('app_user')
      .values({
        name: user.name,
        email: user.email,
        password_hash: passwordHash,
        role_ids: [user.role],
        policies: user.role === UserRole.Supplier ? [Policy.ACTIVITY_MODULE] : [],
        parent_user_id: null,
        terms_and_condition_accepted: false,
        terms_accepted_at: null,
        country_code: user.country,
        user_currency_type: 'EUR',
        approval_status: ApprovalStatus.Pending,
        can_login: false,
      })
      .execute()
  }
}
