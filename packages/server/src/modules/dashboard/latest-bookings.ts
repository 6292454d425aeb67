import { DEFAULT_LOCALE, ReservationStatus, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Scope } from './scope.js'

export const LATEST_BOOKINGS = 5

export interface LatestBooking {
  id: number
  booking_number: string | null
  service_name: string
  start_date: string
  start_time: string | null
  guests: number
  guest_name: string | null
  price: number
  currency_code: string
  booked_at: string
}

/** The newest confirmed bookings in scope, named in the user's language (English when it has none). */
export async function latestBookings(db: DB, scope: Scope, locale: Locale): Promise<LatestBooking[]> {
  const rows = await db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .leftJoin('service_translation as own', (join) =>
      join.onRef('own.service_id', '=', 'r.service_id').on('own.locale', '=', locale),
    )
    .leftJoin('service_translation as fallback', (join) =>
      join.onRef('fallback.service_id', '=', 'r.service_id').on('fallback.locale', '=', DEFAULT_LOCALE),
    )
    .select([
      'r.id',
      'r.booking_number',
      sql<string>`coalesce(nullif(own.name, ''), fallback.name, '')`.as('service_name'),
      sql<string>`to_char(r.start_date, 'YYYY-MM-DD')`.as('start_date'),
      'r.start_time',
      'r.guests',
      sql<string | null>`c.guest ->> 'name'`.as('guest_name'),
      'r.price',
      'r.currency_code',
      'r.created_at',
    ])
    .where('r.status', '=', ReservationStatus.Confirm)
    .where('r.id', 'in', db.selectFrom('reservation as r').select('r.id').where(scope))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(LATEST_BOOKINGS)
    .execute()
  return rows.map(({ created_at, ...row }) => ({
    ...row,
    price: Number(row.price),
    booked_at: new Date(created_at).toISOString(),
  }))
}
