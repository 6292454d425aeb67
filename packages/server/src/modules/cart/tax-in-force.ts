import type { DB } from '../../db/database.js'

/**
 * The product's tax rate and whether its prices include it, as they stand when a guest books: kept
 * on the booking line, so a later change of the product's tax category does not rewrite old bookings.
 */
export async function taxInForce(trx: DB, serviceId: number) {
  const row = await trx
    .selectFrom('service as s')
    .leftJoin('tax_category as tc', 'tc.id', 's.tax_category_id')
    .select(['tc.rate', 's.prices_include_tax'])
    .where('s.id', '=', serviceId)
    .executeTakeFirst()
  if (row?.rate === null || row?.rate === undefined) return { tax_rate: null, prices_include_tax: null }
  return { tax_rate: Number(row.rate), prices_include_tax: row.prices_include_tax }
}
