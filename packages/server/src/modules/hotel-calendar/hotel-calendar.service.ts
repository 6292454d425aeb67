import {
  ReservationStatus,
  ServiceType,
  type HotelCalendar,
  type HotelCalendarHotel,
  type HotelCalendarQuery,
  type HotelRoomRate,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { serviceNameIn } from '../catalogue/service-words.js'
import { translate } from '../catalogue/translate.js'

export const HOTEL_NOT_FOUND = 'Hotel not found'
export const ROOM_TYPE_NOT_FOUND = 'Room type not found'
export const RATE_PLAN_NOT_FOUND = 'Rate plan not found'

/** Bookings that take rooms: held at checkout or confirmed. */
const TAKING_ROOMS = [ReservationStatus.Hold, ReservationStatus.Confirm]

/** The supplier's hotel; another supplier's is not found, like a missing one. */
export async function ownHotel(db: DB, supplierId: number, hotelId: number) {
  const hotel = await db
    .selectFrom('service')
    .select('id')
    .where('id', '=', hotelId)
    .where('supplier_user_id', '=', supplierId)
    .where('service_type', '=', ServiceType.Hotels)
    .executeTakeFirst()
  if (!hotel) throw notFound(HOTEL_NOT_FOUND)
  return hotel
}

export async function bookingServiceList(
  db: DB,
  supplierId: number,
  locale: Locale,
): Promise<HotelCalendarHotel[]> {
  const rows = await db
    .selectFrom('service as s')
    .select(['s.id', serviceNameIn(locale).as('name')])
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', '=', ServiceType.Hotels)
    .orderBy('s.id')
    .execute()
  return rows.sort((a, b) => a.name.localeCompare(b.name, locale))
}

export async function roomRates(
  db: DB,
  supplierId: number,
  hotelId: number,
  locale: Locale,
): Promise<HotelRoomRate[]> {
  await ownHotel(db, supplierId, hotelId)
  const rows = await db
    .selectFrom('room_type as rt')
    .leftJoin('rate_plan as rp', 'rp.room_type_id', 'rt.id')
    .select([
      'rt.id as room_type_id',
      'rt.title as room_type_title',
      'rp.id as rate_plan_id',
      'rp.title',
      'rp.connected',
    ])
    .where('rt.service_id', '=', hotelId)
    .orderBy('rt.position')
    .orderBy('rt.id')
    .orderBy('rp.id')
    .execute()
  const rooms = new Map<number, HotelRoomRate>()
  for (const row of rows) {
    const room = rooms.get(row.room_type_id) ?? {
      room_type_id: row.room_type_id,
      room_type_title: translate(row.room_type_title, locale),
      rate_plans: [],
      connected_rate_plans: [],
    }
    rooms.set(row.room_type_id, room)
    if (row.rate_plan_id === null) continue
    const plan = { rate_plan_id: row.rate_plan_id, rate_plan_name: translate(row.title!, locale) }
    room.rate_plans.push(plan)
    if (row.connected) room.connected_rate_plans.push(plan)
  }
  return [...rooms.values()]
}

const day = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`

/** Every room type's and rate plan's nights in a range, and the bookings staying in it. */
export async function calendar(
  db: DB,
  supplierId: number,
  hotelId: number,
  range: HotelCalendarQuery,
): Promise<HotelCalendar> {
  await ownHotel(db, supplierId, hotelId)
  const [rooms, entries, reservations] = await Promise.all([
    db
      .selectFrom('room_inventory as ri')
      .innerJoin('room_type as rt', 'rt.id', 'ri.room_type_id')
      .select(['ri.room_type_id', day('ri.date').as('date'), 'ri.allotment', 'ri.booked', 'ri.held'])
      .where('rt.service_id', '=', hotelId)
      .where('ri.date', '>=', range.from)
      .where('ri.date', '<=', range.to)
      .orderBy('ri.date')
      .execute(),
    db
      .selectFrom('rate_plan_day as d')
      .innerJoin('rate_plan as rp', 'rp.id', 'd.rate_plan_id')
      .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
      .leftJoin('room_inventory as ri', (join) =>
        join.onRef('ri.room_type_id', '=', 'rt.id').onRef('ri.date', '=', 'd.date'),
      )
      .select([
        'rt.id as room_type_id',
        'rp.id as rate_plan_id',
        day('d.date').as('date'),
        'd.price',
        sql<number>`coalesce(ri.allotment, 0)`.as('allotment'),
        'd.cut_off_hours',
        'd.min_stay',
        'd.max_stay',
        'd.no_checkin',
        'd.no_checkout',
      ])
      .where('rt.service_id', '=', hotelId)
      .where('d.date', '>=', range.from)
      .where('d.date', '<=', range.to)
      .orderBy('d.date')
      .execute(),
    db
      .selectFrom('reservation as r')
      .innerJoin('reservation_room as rr', 'rr.reservation_id', 'r.id')
      .innerJoin('cart as c', 'c.id', 'r.cart_id')
      .select([
        sql<string>`coalesce(c.guest->>'name', '')`.as('payer_name'),
        'rr.room_type_id',
        'rr.rate_plan_id',
        day('r.start_date').as('start_date'),
        sql<string>`to_char(r.end_date::date, 'YYYY-MM-DD')`.as('end_date'),
        'r.reservation_ref as reservation_uuid',
        'rr.num_of_rooms',
      ])
      .where('r.service_id', '=', hotelId)
      .where('r.status', 'in', TAKING_ROOMS)
      .where('r.end_date', 'is not', null)
      .where('r.start_date', '<=', range.to)
      .where(sql<boolean>`r.end_date::date > ${range.from}::date`)
      .orderBy('r.start_date')
      .orderBy('r.id')
      .execute(),
  ])
  return {
    rooms,
    entries: entries.map((row) => ({
      room_type_id: row.room_type_id,
      rate_plan_id: row.rate_plan_id,
      date: row.date,
      price: Number(row.price),
      allotment: Number(row.allotment),
      cut_off_time: row.cut_off_hours,
      restriction_min_stay: row.min_stay,
      restriction_max_stay: row.max_stay,
      restriction_no_checkin: row.no_checkin,
      restriction_no_checkout: row.no_checkout,
    })),
    reservations,
  }
}
