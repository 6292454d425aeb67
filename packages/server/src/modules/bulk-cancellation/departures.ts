import { ReservationStatus, SyncJobStatus, type CancellableDepartures, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ownOption } from './own-option.js'
import { refundableOf, refundBalances } from './refund-balance.js'

/** A departure that has not started yet, in the local time of the activity's place. */
export const notStarted = sql<boolean>`(ts.date + ts.start_time) at time zone coalesce(l.time_zone, 'UTC') > now()`

export const departuresOfOption = (db: DB, optionId: number) =>
  db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .where('ts.option_id', '=', optionId)

/** The option's upcoming departures with their confirmed bookings, for the bulk cancellation page. */
export async function cancellableDepartures(
  db: DB,
  supplierId: number,
  optionId: number,
  locale: Locale,
): Promise<CancellableDepartures> {
  const option = await ownOption(db, supplierId, optionId, locale)
  const slots = await departuresOfOption(db, optionId)
    .select([
      'ts.id',
      'ts.date',
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      'ts.allotment',
      'ts.booked',
      sql<string | null>`(
        select bc.workflow_id::text from bulk_cancellation bc
        where bc.status = ${SyncJobStatus.Started} and ts.id = any(bc.tour_slot_ids) limit 1
      )`.as('running_workflow_id'),
    ])
    .where(notStarted)
    .orderBy('ts.date')
    .orderBy('ts.start_time')
    .limit(400)
    .execute()
  const bookings = await db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .select([
      'r.id',
      'r.tour_slot_id',
      'r.booking_number',
      'r.guests',
      'r.price',
      'r.currency_code',
      'c.guest',
    ])
    .where('r.tour_slot_id', 'in', slots.length ? slots.map((slot) => slot.id) : [0])
    .where('r.status', '=', ReservationStatus.Confirm)
    .orderBy('r.id')
    .execute()
  const balances = await refundBalances(
    db,
    bookings.map((booking) => booking.id),
  )
  return {
    tour_id: option.tourId,
    tour_option_id: option.id,
    tour_name: option.tourName,
    option_name: option.optionName,
    departures: slots.map((slot) => {
      const own = bookings.filter((booking) => booking.tour_slot_id === slot.id)
      return {
        tour_slot_id: slot.id,
        date: slot.date,
        start_time: slot.start_time,
        allotment: slot.allotment,
        booked: slot.booked,
        guests: own.reduce((sum, booking) => sum + booking.guests, 0),
        running_workflow_id: slot.running_workflow_id,
        bookings: own.map((booking) => {
          const balance = balances.get(booking.id)
          return {
            id: booking.id,
            booking_number: booking.booking_number ?? '',
            guest_name: booking.guest?.name ?? '',
            guest_email: booking.guest?.email ?? '',
            guests: booking.guests,
            price: Number(booking.price),
            currency_code: booking.currency_code,
            paid: balance?.paid ?? 0,
            refunded: balance ? Math.min(balance.refunded, balance.paid) : 0,
            refundable: refundableOf(balance),
          }
        }),
      }
    }),
  }
}
