import { ServiceType, UserRole } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../db/database.js'

/**
 * Every demo supplier with products consents to partners selling all of them in packages, so the
 * demo packages and partners' new ones can use them.
 */
export async function seedSupplierConsents(trx: DB) {
  await sql`
    insert into supplier_consent (supplier_user_id, name, all_services, terms)
    select u.id, 'All my products in partners’ packages', true, 'Keep our cancellation policy and meeting points.'
    from app_user u
    where ${UserRole.Supplier} = any(u.role_ids)
      and exists (
        select 1 from service s where s.supplier_user_id = u.id and s.service_type <> ${ServiceType.Packages}
      )
  `.execute(trx)
}
