import {
  CheckinStatus,
  ReservationStatusName,
  summariseGuestList,
  type GuestList,
  type GuestListQuery,
  type GuestListRow,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'
import { ownTours } from '../supplier-tours/tour-listing.js'
import { TOUR_NOT_FOUND } from '../supplier-tours/supplier-tours.service.js'
import { guestListRows } from './guest-list-rows.js'

async function ownTourName(db: DB, supplierId: number, tourId: number, locale: Locale) {
  const tour = await ownTours(db, supplierId)
    .where('s.id', '=', tourId)
    .select(serviceNameIn(locale).as('name'))
    .executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  return tour.name
}

/** The activity's departures on a date, to choose a list from, and the next date that has one. */
async function departuresOn(db: DB, tourId: number, date: string, locale: Locale) {
  const slots = await db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .where('o.service_id', '=', tourId)
    .where('ts.date', '=', date)
    .select([
      'o.id as option_id',
      'o.name',
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      'ts.allotment',
      'ts.booked',
    ])
    .orderBy('ts.start_time')
    .orderBy('o.position')
    .execute()
  const next = await db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .where('o.service_id', '=', tourId)
    .where('ts.date', '>', date)
    .select(sql<string | null>`to_char(min(ts.date), 'YYYY-MM-DD')`.as('date'))
    .executeTakeFirst()
  const departures = slots.map(({ name, ...slot }) => ({ ...slot, option_name: translate(name, locale) }))
  return { departures, next_date: next?.date ?? null }
}

/** The guests of one activity's departures on a date; another supplier's activity is not found. */
export async function guestList(
  db: DB,
  supplierId: number,
  tourId: number,
  query: GuestListQuery,
  locale: Locale,
): Promise<GuestList> {
  const tour_name = await ownTourName(db, supplierId, tourId, locale)
  const [{ departures, next_date }, data] = await Promise.all([
    departuresOn(db, tourId, query.date, locale),
    guestListRows(db, supplierId, { tourId, query }, locale),
  ])
  return { tour_id: tourId, tour_name, date: query.date, departures, next_date, data }
}

/** The bookings of an own activity's departures; another supplier's activity is not found. */
export async function ownGuestListRows(
  db: DB,
  supplierId: number,
  tourId: number,
  query: GuestListQuery,
  locale: Locale,
) {
  await ownTourName(db, supplierId, tourId, locale)
  return guestListRows(db, supplierId, { tourId, query }, locale)
}

export const guestListSummary = async (...args: Parameters<typeof ownGuestListRows>) =>
  summariseGuestList(await ownGuestListRows(...args))

/**
 * Ticks a booking's guests as arrived (or undoes it), keeping who did it and when. A cancelled
 * booking cannot be checked in; another supplier's booking is not found.
 */
export async function updateCheckIn(
  db: DB,
  supplierId: number,
  reservationId: number,
  status: CheckinStatus,
  locale: Locale,
): Promise<GuestListRow> {
  const [row] = await guestListRows(db, supplierId, { reservationId }, locale)
  if (!row) throw notFound((words) => words.reservationNotFound)
  if (row.status === ReservationStatusName.Cancel && status === CheckinStatus.CheckedIn)
    throw new ApiError(409, (words) => words.alreadyCancelled)
  if (row.checkin_status !== status)
    await db
      .updateTable('reservation')
      .set(
        status === CheckinStatus.CheckedIn
          ? { checkin_status: status, checked_in_at: new Date(), checked_in_by: supplierId }
          : { checkin_status: status, checked_in_at: null, checked_in_by: null },
      )
      .where('id', '=', reservationId)
      .execute()
  const [updated] = await guestListRows(db, supplierId, { reservationId }, locale)
  return updated!
}
