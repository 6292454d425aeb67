import { PaymentMethod, type MerchantOfRecord } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

/**
 * The payment methods a cart's site takes; a cart made outside any site can only be booked without
 * payment, and card is offered only while a card provider is configured.
 */
export async function sitePaymentMethods(
  db: DB,
  siteId: number | null,
  cardsConfigured: boolean,
): Promise<PaymentMethod[]> {
  if (!siteId) return [PaymentMethod.NoPayment]
  const site = await db
    .selectFrom('partner_site')
    .select('merchant_of_record')
    .where('id', '=', siteId)
    .executeTakeFirst()
  const methods = (site?.merchant_of_record as MerchantOfRecord | undefined)?.payment_method ?? []
  return methods.filter((method) => method !== PaymentMethod.Card || cardsConfigured)
}
