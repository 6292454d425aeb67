import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/**
 * Of these services, those a partner may put in a package today: the partner's own, and those whose
 * supplier has a consent in force for all their products or mapped to that one.
 */
export async function consentedServices(db: DB, partnerId: number, serviceIds: number[]) {
  if (serviceIds.length === 0) return new Set<number>()
  const rows = await db
    .selectFrom('service as s')
    .select('s.id')
    .where('s.id', 'in', serviceIds)
    .where((eb) =>
      eb.or([
        eb('s.supplier_user_id', '=', partnerId),
        eb.exists(
          eb
            .selectFrom('supplier_consent as c')
            .select('c.id')
            .whereRef('c.supplier_user_id', '=', 's.supplier_user_id')
            .where(sql<boolean>`(c.valid_from is null or c.valid_from <= current_date)`)
            .where(sql<boolean>`(c.valid_to is null or c.valid_to >= current_date)`)
            .where((inner) =>
              inner.or([
                inner('c.all_services', '=', true),
                inner.exists(
                  inner
                    .selectFrom('supplier_consent_mapping as m')
                    .select('m.id')
                    .whereRef('m.supplier_consent_id', '=', 'c.id')
                    .whereRef('m.service_id', '=', 's.id'),
                ),
              ]),
            ),
        ),
      ]),
    )
    .execute()
  return new Set(rows.map((row) => row.id))
}
