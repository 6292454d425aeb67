import type { BookingCancellation } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { customerDb } from '../customer/customer.tables.js'

/** A cart's cancelled items, by reservation ref and by package id, with what was refunded and why. */
export async function cancellationsOfCart(db: DB, cartId: number, paid: boolean) {
  const cdb = customerDb(db)
  const [reservations, packages] = await Promise.all([
    cdb
      .selectFrom('cancellation as x')
      .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
      .select(['r.reservation_ref', 'x.refund_amount', 'x.reason'])
      .where('r.cart_id', '=', cartId)
      .execute(),
    cdb
      .selectFrom('cancellation as x')
      .innerJoin('reserved_package as p', 'p.id', 'x.reserved_package_id')
      .select(['p.package_id', 'x.refund_amount', 'x.reason'])
      .where('p.cart_id', '=', cartId)
      .execute(),
  ])
  const of = (row: { refund_amount: number; reason: string }): BookingCancellation => ({
    refund_amount: Number(row.refund_amount),
    reason: row.reason,
    paid,
  })
  return {
    byReservationRef: new Map(reservations.map((row) => [row.reservation_ref, of(row)])),
    byPackageId: new Map(packages.map((row) => [row.package_id, of(row)])),
  }
}
