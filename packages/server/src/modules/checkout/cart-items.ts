import type { DB } from '../../db/database.js'
import type { RoomNights } from './capacity.js'

export interface HeldItem {
  kind: 'reservation' | 'package'
  id: number
  serviceId: number
  ref: string
  status: number
  price: number
  tourSlot: { id: number; guests: number } | null
  rooms: RoomNights[]
  packageSlot: { id: number; guests: number } | null
}

const nightsBetween = (checkIn: string, checkOut: string) =>
  Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)

/** A cart's items with the capacity each one takes: seats, room nights or package places. */
export async function cartItems(trx: DB, cartId: number): Promise<HeldItem[]> {
  const [reservations, rooms, packages] = await Promise.all([
    trx.selectFrom('reservation').selectAll().where('cart_id', '=', cartId).orderBy('id').execute(),
    trx
      .selectFrom('reservation_room as rr')
      .innerJoin('reservation as r', 'r.id', 'rr.reservation_id')
      .select(['rr.reservation_id', 'rr.room_type_id', 'rr.num_of_rooms', 'r.start_date', 'r.end_date'])
      .where('r.cart_id', '=', cartId)
      .execute(),
    trx.selectFrom('reserved_package').selectAll().where('cart_id', '=', cartId).orderBy('id').execute(),
  ])
  return [
    ...reservations.map((r): HeldItem => ({
      kind: 'reservation',
      id: r.id,
      serviceId: r.service_id,
      ref: r.reservation_ref,
      status: r.status,
      price: Number(r.price),
      tourSlot: r.tour_slot_id ? { id: r.tour_slot_id, guests: r.guests } : null,
      rooms: rooms
        .filter((room) => room.reservation_id === r.id)
        .map((room) => ({
          roomTypeId: room.room_type_id,
          rooms: room.num_of_rooms,
          checkIn: room.start_date,
          checkOut: room.end_date!,
          nights: nightsBetween(room.start_date, room.end_date!),
        })),
      packageSlot: null,
    })),
    ...packages.map((p): HeldItem => ({
      kind: 'package',
      id: p.id,
      serviceId: p.package_id,
      ref: String(p.package_id),
      status: p.status,
      price: Number(p.price),
      tourSlot: null,
      rooms: [],
      packageSlot: { id: p.package_slot_id, guests: p.adults + p.children },
    })),
  ]
}
