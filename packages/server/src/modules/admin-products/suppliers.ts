import { MESSAGES, UserRole, type SupplierChoice } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'

const suppliers = (db: DB) =>
  db.selectFrom('app_user').where(sql<boolean>`${UserRole.Supplier} = any(role_ids)`)

/** The admin's supplier choice: every user with the Supplier role, by name. */
export async function supplierChoices(db: DB): Promise<SupplierChoice[]> {
  return suppliers(db).select(['id', 'name', 'email']).orderBy('name').orderBy('id').execute()
}

/** The chosen supplier, or the field's 400: a partner or an unknown id cannot own a product. */
export async function checkSupplier(db: DB, userId: number) {
  const found = await suppliers(db).select('id').where('id', '=', userId).executeTakeFirst()
  if (!found) {
    throw badRequest(`supplier_user_id: ${MESSAGES.supplierNotSupplier}`, [
      { path: 'supplier_user_id', message: MESSAGES.supplierNotSupplier },
    ])
  }
}
