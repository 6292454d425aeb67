import { guestDetailsOf, kindOfServiceType, type GuestProductDetails } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { fallbackOrder, type ContentLocale } from '../catalogue/translate.js'

/** A rental's, restaurant's or attraction's own fields for its product page, in the guest's language. */
export async function guestDetails(
  db: DB,
  id: number,
  serviceType: number,
  locale: ContentLocale,
): Promise<GuestProductDetails | null> {
  const kind = kindOfServiceType(serviceType)
  if (!kind) return null
  const row = await db.selectFrom('service').select('details').where('id', '=', id).executeTakeFirst()
  return row ? guestDetailsOf(kind, row.details, fallbackOrder(locale)) : null
}
