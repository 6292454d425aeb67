import { MESSAGES, type HotelRoomTypeRecord, type HotelRoomTypeValues } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { checkTourImages, tourImagesOf } from '../supplier-tours/tour-images.js'
import { ownHotels } from './hotel-listing.js'
import { HOTEL_NOT_FOUND } from './supplier-hotels.service.js'

export const ROOM_TYPE_NOT_FOUND = 'Room type not found'

/** The supplier's own room types: another supplier's is as unknown as a missing one. */
export const ownRoomTypes = (db: DB, supplierId: number) =>
  db
    .selectFrom('room_type as rt')
    .innerJoin('service as s', 's.id', 'rt.service_id')
    .where('s.supplier_user_id', '=', supplierId)

export async function assertOwnHotel(db: DB, supplierId: number, hotelId: number) {
  const hotel = await ownHotels(db, supplierId).where('s.id', '=', hotelId).select('s.id').executeTakeFirst()
  if (!hotel) throw notFound(HOTEL_NOT_FOUND)
}

type RoomRow = {
  id: number
  service_id: number
  position: number
  title: Record<string, string>
  description: Record<string, string>
  max_adults: number
  max_children: number
  max_occupancy: number | null
  images: HotelRoomTypeRecord['images'] | { url: string; alt: string | Record<string, string> }[]
}

const recordOf = (row: RoomRow): HotelRoomTypeRecord => ({
  id: row.id,
  hotel_id: row.service_id,
  position: row.position,
  title: row.title,
  description: row.description,
  max_adults: row.max_adults,
  max_children: row.max_children,
  max_occupancy: row.max_occupancy ?? row.max_adults + row.max_children,
  images: tourImagesOf(row.images),
})

const roomColumns = [
  'rt.id',
  'rt.service_id',
  'rt.position',
  'rt.title',
  'rt.description',
  'rt.max_adults',
  'rt.max_children',
  'rt.max_occupancy',
  'rt.images',
] as const

export async function listRoomTypes(db: DB, supplierId: number, hotelId: number) {
  await assertOwnHotel(db, supplierId, hotelId)
  const rows = await ownRoomTypes(db, supplierId)
    .select(roomColumns)
    .where('rt.service_id', '=', hotelId)
    .orderBy('rt.position')
    .orderBy('rt.id')
    .execute()
  return { data: rows.map(recordOf), total: rows.length }
}

export async function getRoomType(db: DB, supplierId: number, id: number) {
  const row = await ownRoomTypes(db, supplierId)
    .select(roomColumns)
    .where('rt.id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound(ROOM_TYPE_NOT_FOUND)
  return recordOf(row)
}

const columnsOf = (values: HotelRoomTypeValues) => ({
  title: JSON.stringify(values.title),
  description: JSON.stringify(values.description),
  max_adults: values.max_adults,
  max_children: values.max_children,
  max_occupancy: values.max_occupancy,
  images: JSON.stringify(values.images),
})

export async function createRoomType(
  db: DB,
  supplierId: number,
  hotelId: number,
  values: HotelRoomTypeValues,
) {
  await assertOwnHotel(db, supplierId, hotelId)
  await checkTourImages(db, supplierId, values.images)
  const { id } = await db
    .insertInto('room_type')
    .values({
      ...columnsOf(values),
      service_id: hotelId,
      position: sql<number>`(select coalesce(max(position), 0) + 1 from room_type where service_id = ${hotelId})`,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getRoomType(db, supplierId, id)
}

export async function updateRoomType(db: DB, supplierId: number, id: number, values: HotelRoomTypeValues) {
  const room = await getRoomType(db, supplierId, id)
  await checkTourImages(db, supplierId, values.images)
  await db.updateTable('room_type').set(columnsOf(values)).where('id', '=', room.id).execute()
  return getRoomType(db, supplierId, id)
}

/** A room type that guests have booked stays: its bookings name it. */
export async function deleteRoomType(db: DB, supplierId: number, id: number) {
  const room = await getRoomType(db, supplierId, id)
  const booked = await db
    .selectFrom('reservation_room')
    .select('id')
    .where('room_type_id', '=', id)
    .executeTakeFirst()
  if (booked) throw new ApiError(409, MESSAGES.hotelRoomTypeBooked)
  await db.transaction().execute(async (trx) => {
    // Connected plans first: they point at their parents in the same room type.
    await trx
      .deleteFrom('rate_plan')
      .where('room_type_id', '=', id)
      .where('parent_rate_plan_id', 'is not', null)
      .execute()
    await trx.deleteFrom('room_type').where('id', '=', id).execute()
  })
  return room
}
