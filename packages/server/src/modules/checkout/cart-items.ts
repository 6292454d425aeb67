import { jsonArrayFrom } from 'kysely/helpers/postgres'
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
  // One statement (hold and confirmation each read the items once): both kinds, rooms within.
  const { reservations, packages } = await trx
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb
          .selectFrom('reservation as r')
          .select([
            'r.id',
            'r.service_id',
            'r.reservation_ref',
            'r.status',
            'r.price',
            'r.tour_slot_id',
            'r.guests',
            (inner) =>
              jsonArrayFrom(
                inner
                  .selectFrom('reservation_room as rr')
                  .select(['rr.room_type_id', 'rr.num_of_rooms'])
                  .select(['r.start_date', 'r.end_date'])
                  .whereRef('rr.reservation_id', '=', 'r.id')
                  .orderBy('rr.id'),
              ).as('rooms'),
          ])
          .where('r.cart_id', '=', cartId)
          .orderBy('r.id'),
      ).as('reservations'),
      jsonArrayFrom(
        eb
          .selectFrom('reserved_package as p')
          .select([
            'p.id',
            'p.package_id',
            'p.status',
            'p.price',
            'p.package_slot_id',
            'p.adults',
            'p.children',
          ])
          .where('p.cart_id', '=', cartId)
          .orderBy('p.id'),
      ).as('packages'),
    ])
    .executeTakeFirstOrThrow()
  return [
    ...reservations.map((r): HeldItem => ({
      kind: 'reservation',
      id: r.id,
      serviceId: r.service_id,
      ref: r.reservation_ref,
      status: r.status,
      price: Number(r.price),
      tourSlot: r.tour_slot_id ? { id: r.tour_slot_id, guests: r.guests } : null,
      rooms: r.rooms.map((room) => ({
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
