import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/**
 * Gives each booked ticket of a confirmed reservation one unused code of its ticket (one per group
 * for a group ticket), the soonest-expiring first among those still valid on the visit day. A ticket
 * whose codes ran out is booked all the same: the booking is never lost, and the supplier's voucher
 * page shows that no codes are left. Answers how many tickets went without a code.
 */
export async function handOutVoucherCodes(trx: DB, reservationId: number) {
  const lines = await trx
    .selectFrom('reservation_ticket as rt')
    .innerJoin('reservation as r', 'r.id', 'rt.reservation_id')
    .select(['rt.ticket_id', 'rt.count', 'r.start_date'])
    .where('rt.reservation_id', '=', reservationId)
    .execute()
  let without = 0
  for (const line of lines) {
    const codes = await trx
      .selectFrom('voucher_code')
      .select('id')
      .where('ticket_id', '=', line.ticket_id)
      .where('reservation_id', 'is', null)
      .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', line.start_date)]))
      .orderBy(sql`valid_until asc nulls last`)
      .orderBy('id')
      .limit(line.count)
      .forUpdate()
      .skipLocked()
      .execute()
    if (codes.length > 0)
      await trx
        .updateTable('voucher_code')
        .set({ reservation_id: reservationId })
        .where(
          'id',
          'in',
          codes.map((code) => code.id),
        )
        .execute()
    without += line.count - codes.length
  }
  return without
}

/** The codes each reservation was given, in the order they were handed out. */
export async function voucherCodesOf(db: DB, reservationIds: number[]) {
  const byReservation = new Map<number, Map<number, string[]>>()
  if (reservationIds.length === 0) return byReservation
  const rows = await db
    .selectFrom('voucher_code')
    .select(['reservation_id', 'ticket_id', 'code'])
    .where('reservation_id', 'in', reservationIds)
    .orderBy('id')
    .execute()
  for (const row of rows) {
    const tickets = byReservation.get(row.reservation_id!) ?? new Map<number, string[]>()
    tickets.set(row.ticket_id, [...(tickets.get(row.ticket_id) ?? []), row.code])
    byReservation.set(row.reservation_id!, tickets)
  }
  return byReservation
}
