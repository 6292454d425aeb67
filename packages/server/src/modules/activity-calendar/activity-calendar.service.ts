import {
  OPTION_SERVICE_TYPES,
  ReservationStatus,
  type ActivityCalendarQuery,
  type CalendarOption,
  type DepartureBookings,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { OPTION_NOT_FOUND } from '../supplier-tours/tour-options.service.js'
import { TOUR_NOT_FOUND } from '../supplier-tours/supplier-tours.service.js'
import { nameIn, ownDepartures, toDeparture } from './departures.js'

export const DEPARTURE_NOT_FOUND = 'Departure not found'

/** The supplier's activity with its options in their order; another supplier's is not found. */
export async function ownTourOptions(db: DB, supplierId: number, tourId: number) {
  const tour = await db
    .selectFrom('service')
    .select('id')
    .where('id', '=', tourId)
    .where('supplier_user_id', '=', supplierId)
    .where('service_type', 'in', [...OPTION_SERVICE_TYPES])
    .executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  return db
    .selectFrom('tour_option')
    .select(['id', 'name', 'start_times', 'cut_off_minutes'])
    .where('service_id', '=', tourId)
    .orderBy('position')
    .orderBy('id')
    .execute()
}

export async function calendarOptions(
  db: DB,
  supplierId: number,
  tourId: number,
  locale: Locale,
): Promise<CalendarOption[]> {
  const options = await ownTourOptions(db, supplierId, tourId)
  return options.map((option) => ({
    id: option.id,
    name: nameIn(option.name, locale),
    start_times: option.start_times,
  }))
}

export async function calendar(db: DB, supplierId: number, query: ActivityCalendarQuery, locale: Locale) {
  if (query.tour_id) await ownTourOptions(db, supplierId, query.tour_id)
  let departures = ownDepartures(db, supplierId, locale)
    .where('ts.date', '>=', query.from)
    .where('ts.date', '<=', query.to)
  if (query.tour_id) departures = departures.where('s.id', '=', query.tour_id)
  if (query.option_id) {
    const option = await db
      .selectFrom('tour_option as o')
      .innerJoin('service as s', 's.id', 'o.service_id')
      .select('o.id')
      .where('o.id', '=', query.option_id)
      .where('s.supplier_user_id', '=', supplierId)
      .executeTakeFirst()
    if (!option) throw notFound(OPTION_NOT_FOUND)
    departures = departures.where('ts.option_id', '=', query.option_id)
  }
  const rows = await departures.orderBy('ts.date').orderBy('ts.start_time').orderBy('ts.option_id').execute()
  return rows.map((row) => toDeparture(row, locale))
}

/** One departure of the supplier's with its bookings (those in a cart only are not bookings yet). */
export async function departureBookings(
  db: DB,
  supplierId: number,
  slotId: number,
  locale: Locale,
): Promise<DepartureBookings> {
  const row = await ownDepartures(db, supplierId, locale).where('ts.id', '=', slotId).executeTakeFirst()
  if (!row) throw notFound(DEPARTURE_NOT_FOUND)
  const reservations = await db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .select([
      'r.id',
      'r.reservation_ref',
      'r.booking_number',
      'r.guests',
      'r.status',
      sql<string>`coalesce(c.guest->>'name', '')`.as('guest_name'),
    ])
    .where('r.tour_slot_id', '=', slotId)
    .where('r.status', 'in', [ReservationStatus.Hold, ReservationStatus.Confirm, ReservationStatus.Cancel])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute()
  const tickets =
    reservations.length === 0
      ? []
      : await db
          .selectFrom('reservation_ticket')
          .select(['reservation_id', 'guest_type', 'count'])
          .where(
            'reservation_id',
            'in',
            reservations.map((r) => r.id),
          )
          .execute()
  return {
    departure: toDeparture(row, locale),
    bookings: reservations.map((reservation) => ({
      ...reservation,
      status: reservation.status as ReservationStatus,
      tickets: tickets
        .filter((ticket) => ticket.reservation_id === reservation.id)
        .map(({ guest_type, count }) => ({ guest_type, count })),
    })),
  }
}
