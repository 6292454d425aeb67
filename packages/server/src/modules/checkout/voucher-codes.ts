import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/**
 * Gives each booked ticket of a confirmed reservation one unused code of its ticket (one per group
 * for a group ticket), the soonest-expiring first among those still valid on the visit day. A ticket
 * whose codes ran out is booked all the same: the booking is never lost, and the supplier's voucher
 * page shows that no codes are left.
 * One statement for all the reservation's tickets: a reservation has each ticket once (its key), so
 * no two of them pick the same code; codes another booking is taking are skipped, not waited on.
 */
export async function handOutVoucherCodes(trx: DB, reservationId: number) {
  await sql`
    update voucher_code set reservation_id = ${reservationId}
    where id in (
      select code.id
      from reservation_ticket rt
      join reservation r on r.id = rt.reservation_id
      cross join lateral (
        select vc.id from voucher_code vc
        where vc.ticket_id = rt.ticket_id
          and vc.reservation_id is null
          and (vc.valid_until is null or vc.valid_until >= r.start_date)
        order by vc.valid_until asc nulls last, vc.id
        limit rt.count
        for update skip locked
      ) code
      where rt.reservation_id = ${reservationId}
    )
  `.execute(trx)
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
