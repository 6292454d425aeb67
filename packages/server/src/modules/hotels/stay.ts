import { sql } from 'kysely'
import type { Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { guestWords } from '../../lib/guest-words/index.js'
import { refusalWords } from './refusal-words.js'
import { stayRefusal } from './restrictions.js'

export interface Stay {
  checkIn: string
  checkOut: string
}

export const nightsOf = (stay: Stay) =>
  Math.round(
    (Date.parse(`${stay.checkOut}T00:00:00Z`) - Date.parse(`${stay.checkIn}T00:00:00Z`)) / 86_400_000,
  )

/** Rooms left per room type for every night of a stay: the fullest night decides. */
export async function roomsLeft(db: DB, serviceId: number, stay: Stay) {
  const nights = nightsOf(stay)
  const rows = await db
    .selectFrom('room_type as rt')
    .leftJoin('room_inventory as ri', (join) =>
      join
        .onRef('ri.room_type_id', '=', 'rt.id')
        .on('ri.date', '>=', stay.checkIn)
        .on('ri.date', '<', stay.checkOut),
    )
    .select([
      'rt.id as room_type_id',
      sql<number>`count(ri.date)::int`.as('nights'),
      sql<number>`coalesce(min(ri.allotment - ri.booked - ri.held), 0)::int`.as('left'),
    ])
    .where('rt.service_id', '=', serviceId)
    .groupBy('rt.id')
    .execute()
  // A night without inventory cannot be sold.
  return new Map(rows.map((row) => [row.room_type_id, row.nights === nights ? Math.max(0, row.left) : 0]))
}

export interface RatePlanQuote {
  rate_plan_id: number
  room_type_id: number
  price_per_room: number
  nights: number
  bookable: boolean
  reason: string | null
}

/** Each rate plan's price for the stay and the restriction that stops it, if any. */
export async function quoteRatePlans(
  db: DB,
  serviceId: number,
  stay: Stay,
  locale: Locale,
): Promise<RatePlanQuote[]> {
  const words = guestWords(locale)
  const nights = nightsOf(stay)
  const rows = await db
    .selectFrom('rate_plan as rp')
    .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
    .innerJoin('service as s', 's.id', 'rt.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .leftJoin('rate_plan_day as d', (join) =>
      join
        .onRef('d.rate_plan_id', '=', 'rp.id')
        .on('d.date', '>=', stay.checkIn)
        .on('d.date', '<', stay.checkOut),
    )
    .leftJoin('rate_plan_day as departure', (join) =>
      join.onRef('departure.rate_plan_id', '=', 'rp.id').on('departure.date', '=', stay.checkOut),
    )
    .select([
      'rp.id as rate_plan_id',
      'rt.id as room_type_id',
      sql<number>`count(d.date)::int`.as('priced_nights'),
      sql<number>`coalesce(sum(d.price), 0)`.as('price'),
      sql<boolean>`count(d.date) filter (where d.date = ${stay.checkIn}) > 0`.as('arrival_priced'),
      sql<number | null>`max(d.min_stay) filter (where d.date = ${stay.checkIn})`.as('min_stay'),
      sql<number | null>`max(d.max_stay) filter (where d.date = ${stay.checkIn})`.as('max_stay'),
      sql<number | null>`max(d.cut_off_hours) filter (where d.date = ${stay.checkIn})`.as('cut_off_hours'),
      sql<boolean>`coalesce(bool_or(d.no_checkin) filter (where d.date = ${stay.checkIn}), false)`.as(
        'no_checkin',
      ),
      sql<boolean>`coalesce(bool_or(departure.no_checkout), false)`.as('no_checkout'),
      sql<Date>`min((${stay.checkIn}::date + coalesce(s.checkin_time, '15:00')::time) at time zone coalesce(l.time_zone, 'UTC'))`.as(
        'check_in_at',
      ),
    ])
    .where('rt.service_id', '=', serviceId)
    .groupBy(['rp.id', 'rt.id'])
    .orderBy('rt.position')
    .orderBy('rp.id')
    .execute()
  const now = new Date()
  return rows.map((row) => {
    const refusal = stayRefusal({
      nights,
      pricedNights: row.priced_nights,
      arrival: row.arrival_priced
        ? {
            min_stay: row.min_stay,
            max_stay: row.max_stay,
            no_checkin: row.no_checkin,
            cut_off_hours: row.cut_off_hours,
          }
        : null,
      noCheckoutOnDeparture: row.no_checkout,
      checkInAt: new Date(row.check_in_at),
      now,
    })
    const reason = refusal ? refusalWords(refusal, words) : null
    return {
      rate_plan_id: row.rate_plan_id,
      room_type_id: row.room_type_id,
      price_per_room: Number(row.price),
      nights,
      bookable: reason === null,
      reason,
    }
  })
}
