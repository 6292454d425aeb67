import type { Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { translate } from '../catalogue/translate.js'
import {
  cancellationFacts,
  cancellationOf,
  common,
  latestPayment,
  paymentOf,
  serviceFacts,
  withService,
  type BookedItem,
} from './booked-item.js'

export type { BookedItem } from './booked-item.js'

/** Tours and stays by id; `trx` may be a transaction that has locked them. */
export async function bookedReservations(db: DB, ids: number[], locale: Locale): Promise<BookedItem[]> {
  if (ids.length === 0) return []
  const rows = await withService(db, locale)
    .innerJoin('reservation as r', 'r.service_id', 's.id')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .leftJoin('cancellation as x', 'x.reservation_id', 'r.id')
    .select([
      ...serviceFacts(),
      'r.id',
      'r.reservation_ref',
      'r.status',
      'r.service_id',
      'r.price',
      'r.currency_code',
      'r.start_date',
      'r.end_date',
      sql<string | null>`to_char(r.start_time, 'HH24:MI')`.as('start_time'),
      sql<Date>`(r.start_date + coalesce(r.start_time, s.checkin_time::time, time '00:00'))
        at time zone coalesce(l.time_zone, 'UTC')`.as('starts_at'),
      'r.booking_number',
      'r.cart_id',
      'r.comments',
      'r.num_adults',
      'r.num_children',
      'r.guests',
      'r.tour_slot_id',
      latestPayment(sql.ref('r.cart_id')).as('payment'),
      ...cancellationFacts,
    ])
    .where('r.id', 'in', ids)
    .execute()
  const rooms = await db
    .selectFrom('reservation_room as rr')
    .innerJoin('room_type as rt', 'rt.id', 'rr.room_type_id')
    .innerJoin('rate_plan as rp', 'rp.id', 'rr.rate_plan_id')
    .leftJoin('cancellation_policy as cp', 'cp.id', 'rp.cancellation_policy_id')
    .select([
      'rr.reservation_id',
      'rr.room_type_id',
      'rt.title as room_title',
      'rp.title as plan_title',
      'rr.num_of_rooms',
      'rr.num_of_adults',
      'rr.num_of_children',
      'rr.price',
      'cp.entries as policy',
    ])
    .where('rr.reservation_id', 'in', ids)
    .orderBy('rr.id')
    .execute()
  return rows.map((row) => ({
    ...common(row, locale),
    kind: 'reservation',
    id: row.id,
    uuid: row.reservation_ref,
    status: row.status,
    serviceId: row.service_id,
    price: Number(row.price),
    currencyCode: row.currency_code,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    startsAt: new Date(row.starts_at),
    bookingNumber: row.booking_number ?? '',
    cartId: row.cart_id,
    payment: paymentOf(row),
    comments: row.comments,
    adults: row.num_adults,
    children: row.num_children,
    guests: row.guests,
    tourSlotId: row.tour_slot_id,
    packageSlotId: null,
    rooms: rooms
      .filter((room) => room.reservation_id === row.id)
      .map((room) => ({
        roomTypeId: room.room_type_id,
        roomTypeName: translate(room.room_title, locale),
        ratePlanName: translate(room.plan_title, locale),
        rooms: room.num_of_rooms,
        adults: room.num_of_adults,
        children: room.num_of_children,
        price: Number(room.price),
        policy: room.policy,
      })),
    cancellation: cancellationOf(row),
  }))
}

/** Packages by id, dated from their package day at midnight where the package is. */
export async function bookedPackages(db: DB, ids: number[], locale: Locale): Promise<BookedItem[]> {
  if (ids.length === 0) return []
  const rows = await withService(db, locale)
    .innerJoin('reserved_package as p', 'p.package_id', 's.id')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .leftJoin('cancellation as x', 'x.reserved_package_id', 'p.id')
    .select([
      ...serviceFacts(),
      'p.id',
      'p.reservation_ref',
      'p.status',
      'p.package_id',
      'p.price',
      'p.currency_code',
      'p.date',
      sql<Date>`p.date::timestamp at time zone coalesce(l.time_zone, 'UTC')`.as('starts_at'),
      'p.booking_number',
      'p.cart_id',
      'p.adults',
      'p.children',
      'p.package_slot_id',
      latestPayment(sql.ref('p.cart_id')).as('payment'),
      ...cancellationFacts,
    ])
    .where('p.id', 'in', ids)
    .execute()
  return rows.map((row) => ({
    ...common(row, locale),
    kind: 'package',
    id: row.id,
    uuid: row.reservation_ref,
    status: row.status,
    serviceId: row.package_id,
    price: Number(row.price),
    currencyCode: row.currency_code,
    startDate: row.date,
    endDate: null,
    startTime: null,
    startsAt: new Date(row.starts_at),
    bookingNumber: row.booking_number ?? '',
    cartId: row.cart_id,
    payment: paymentOf(row),
    comments: '',
    adults: row.adults,
    children: row.children,
    guests: row.adults + row.children,
    tourSlotId: null,
    packageSlotId: row.package_slot_id,
    rooms: [],
    cancellation: cancellationOf(row),
  }))
}
