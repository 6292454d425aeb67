import { MESSAGES } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { badRequest } from '../../lib/errors.js'

/**
 * A policy a supplier may choose for a product: one of their own or one the marketplace shares;
 * anything else is a 400 on the field, as if it were not in the list. Undefined or null is no check.
 */
export async function assertPolicyFor(
  db: DB,
  supplierId: number,
  policyId: number | null | undefined,
  path = 'cancellation_policy_id',
) {
  if (policyId === null || policyId === undefined) return
  const policy = await db
    .selectFrom('cancellation_policy')
    .select('id')
    .where('id', '=', policyId)
    .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', supplierId)]))
    .executeTakeFirst()
  if (!policy)
    throw badRequest(`${path}: ${MESSAGES.hotelPolicyUnknown}`, [
      { path, message: MESSAGES.hotelPolicyUnknown },
    ])
}
