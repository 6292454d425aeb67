import { ApprovalStatus, Policy, UserRole } from '@jaunt/domain'
import type { DB } from '../db/database.js'

/** Sign-ups waiting for the admin's approval: they cannot log in until approved. */
export const DEMO_PENDING_USERS = [
  { name: 'Petra Pending', email: 'pending-supplier@jaunt.test', role: UserRole.Supplier, country: 'SE' },
  { name: 'Pablo Pending', email: 'pending-partner@jaunt.test', role: UserRole.Partner, country: 'ES' },
  { name: 'Rita Rejectable', email: 'pending-partner2@jaunt.test', role: UserRole.Partner, country: 'IT' },
] as const

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
