import {
  ReservationStatus,
  reservationStatusName,
  type GuestListQuery,
  type GuestListRow,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { translate } from '../catalogue/translate.js'

/** Bookings a supplier sees on a guest list: confirmed ones, and cancelled ones marked as such. */
export const LISTED_STATUSES = [ReservationStatus.Confirm, ReservationStatus.Cancel]

/** Which bookings: a departure's (tour, date, option, time), or one booking by its id. */
export type RowsOf = { tourId: number; query: GuestListQuery } | { reservationId: number }

/** The bookings with their payer, tickets and check-in, always of the supplier's own activities. */
export async function guestListRows(
  db: DB,
  supplierId: number,
  rowsOf: RowsOf,
  locale: Locale,
): Promise<GuestListRow[]> {
  let query = db
    .selectFrom('reservation as r')
    .innerJoin('tour_slot as ts', 'ts.id', 'r.tour_slot_id')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .leftJoin('app_user as u', 'u.id', 'r.checked_in_by')
    .where('s.supplier_user_id', '=', supplierId)
    .where('r.status', 'in', LISTED_STATUSES)
  if ('reservationId' in rowsOf) query = query.where('r.id', '=', rowsOf.reservationId)
  else {
    const { date, option_id, start_time } = rowsOf.query
    query = query.where('s.id', '=', rowsOf.tourId).where('ts.date', '=', date)
    if (option_id) query = query.where('o.id', '=', option_id)
    if (start_time) query = query.where(sql<boolean>`ts.start_time = ${start_time}::time`)
  }
  const rows = await query
    .select([
      'r.id',
      'r.reservation_ref',
      'r.booking_number',
      'r.status',
      'r.guests',
      'r.comments',
      'r.answers',
      'r.checkin_status',
      'r.checked_in_at',
      'u.name as checked_in_by',
      'o.id as option_id',
      'o.name as option_names',
      'c.guest',
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
    ])
    .orderBy('ts.start_time')
    .orderBy('o.position')
    .orderBy(sql`c.guest->>'name'`)
    .orderBy('r.id')
    .execute()
  const tickets = rows.length
    ? await db
        .selectFrom('reservation_ticket')
        .select(['reservation_id', 'guest_type', 'count'])
        .where(
          'reservation_id',
          'in',
          rows.map((row) => row.id),
        )
        .orderBy('ticket_id')
        .execute()
    : []
  return rows.map((row) => {
    const guest = row.guest
    return {
      id: row.id,
      reservation_ref: row.reservation_ref,
      booking_number: row.booking_number,
      status: reservationStatusName(row.status as ReservationStatus)!,
      option_id: row.option_id,
      option_name: translate(row.option_names, locale),
      start_time: row.start_time,
      guest_name: guest?.name || [guest?.first_name, guest?.last_name].filter(Boolean).join(' '),
      email: guest?.email ?? '',
      phone: [guest?.area_code, guest?.phone].filter(Boolean).join(' '),
      guests: row.guests,
      tickets: tickets
        .filter((ticket) => ticket.reservation_id === row.id)
        .map(({ guest_type, count }) => ({ guest_type, count })),
      comments: row.comments,
      answers: row.answers.map(({ question, answer }) => ({ question, answer })),
      checkin_status: row.checkin_status === 1 ? 1 : 0,
      checked_in_at: row.checked_in_at ? new Date(row.checked_in_at).toISOString() : null,
      checked_in_by: row.checked_in_by,
    }
  })
}
