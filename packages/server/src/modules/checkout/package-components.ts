import { ServiceType } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { hotelFacts, packageComponentRows } from '../packages/component-facts.js'
import { addDays, hotelPlaces } from '../packages/composition.js'
import { tourSlots } from '../tours/slots.js'
import { holdRooms, holdTourSeats, moveRooms, moveTourSeats, type RoomNights } from './capacity.js'

type Taken =
  { serviceId: number; tourSlotId: number; guests: number } | { serviceId: number; stay: RoomNights }

const nightsOf = (row: { nights: number }) => Math.max(1, row.nights)

/** The departure of the day with the most places left that still seats the party, if any. */
async function pickDeparture(trx: DB, serviceId: number, date: string, guests: number) {
  const slots = await tourSlots(trx, serviceId).where('ts.date', '=', date).execute()
  return slots
    .filter((slot) => Boolean(slot.bookable) && Number(slot.remaining) >= guests)
    .sort((a, b) => Number(b.remaining) - Number(a.remaining) || a.slot_id - b.slot_id)[0]
}

/** The first room type (in the hotel's order) whose rate plans allow the stay and has the rooms left. */
async function pickRooms(trx: DB, serviceId: number, checkIn: string, nights: number, party: Party) {
  const checkOut = addDays(checkIn, nights)
  const hotel = await hotelFacts(trx, serviceId, checkIn, checkOut)
  const now = new Date()
  for (const roomType of hotel.roomTypes) {
    const rooms = Math.max(party.rooms, Math.ceil(party.guests / Math.max(1, roomType.sleeps)))
    const open = hotelPlaces({ ...hotel, roomTypes: [roomType] }, checkIn, nights, now).places > 0
    const nightsLeft = Array.from(
      { length: nights },
      (_, i) => roomType.roomsLeft.get(addDays(checkIn, i)) ?? 0,
    )
    if (open && Math.min(...nightsLeft) >= rooms)
      return { roomTypeId: roomType.id, rooms, checkIn, checkOut, nights } satisfies RoomNights
  }
  return undefined
}

interface Party {
  guests: number
  rooms: number
}

/**
 * Locks every row the package will change, always in the same order (departures by id, then room
 * nights by room type and date), so two guests booking overlapping packages queue instead of deadlocking.
 */
async function lockInOrder(trx: DB, taken: Taken[]) {
  const slotIds = taken.flatMap((t) => ('tourSlotId' in t ? [t.tourSlotId] : [])).sort((a, b) => a - b)
  if (slotIds.length > 0)
    await trx
      .selectFrom('tour_slot')
      .select('id')
      .where('id', 'in', slotIds)
      .orderBy('id')
      .forUpdate()
      .execute()
  const stays = taken.flatMap((t) => ('stay' in t ? [t.stay] : []))
  for (const stay of [...stays].sort((a, b) => a.roomTypeId - b.roomTypeId)) {
    await trx
      .selectFrom('room_inventory')
      .select('date')
      .where('room_type_id', '=', stay.roomTypeId)
      .where('date', '>=', stay.checkIn)
      .where('date', '<', stay.checkOut)
      .orderBy('date')
      .forUpdate()
      .execute()
  }
}

/** The service of a package that could not be held, and its day: the guest is told in their language. */
export interface SoldOutService {
  service: string
  date: string
}

const soldOutReason = (service: string, date: string): SoldOutService => ({ service, date })

/**
 * Takes a package's places from every one of its services for their day, in the hold's transaction.
 * Answers null when all were taken, else which service was sold out on which day; the caller then
 * rolls the hold back, so nothing stays held.
 */
export async function holdPackageComponents(
  trx: DB,
  reservedPackageId: number,
): Promise<SoldOutService | null> {
  const reserved = await trx
    .selectFrom('reserved_package')
    .select(['id', 'package_id', 'date', 'adults', 'children', 'rooms'])
    .where('id', '=', reservedPackageId)
    .executeTakeFirstOrThrow()
  const party: Party = {
    guests: reserved.adults + reserved.children,
    rooms: Math.max(1, Array.isArray(reserved.rooms) ? reserved.rooms.length : 0),
  }
  const taken: Taken[] = []
  for (const row of await packageComponentRows(trx, reserved.package_id)) {
    const day = addDays(reserved.date, row.day_offset)
    if (row.service_type === ServiceType.Hotels) {
      const stay = await pickRooms(trx, row.service_id, day, nightsOf(row), party)
      if (!stay) return soldOutReason(row.name, day)
      taken.push({ serviceId: row.service_id, stay })
    } else {
      const departure = await pickDeparture(trx, row.service_id, day, party.guests)
      if (!departure) return soldOutReason(row.name, day)
      taken.push({ serviceId: row.service_id, tourSlotId: departure.slot_id, guests: party.guests })
    }
  }
  await lockInOrder(trx, taken)
  const rows = await packageComponentRows(trx, reserved.package_id)
  const nameOf = (serviceId: number) => rows.find((r) => r.service_id === serviceId)?.name ?? ''
  for (const t of taken) {
    const ok =
      'tourSlotId' in t ? await holdTourSeats(trx, t.tourSlotId, t.guests) : await holdRooms(trx, t.stay)
    if (!ok) {
      const day = 'stay' in t ? t.stay.checkIn : await slotDate(trx, t.tourSlotId)
      return soldOutReason(nameOf(t.serviceId), day)
    }
  }
  await trx
    .deleteFrom('reserved_package_component')
    .where('reserved_package_id', '=', reservedPackageId)
    .execute()
  await trx
    .insertInto('reserved_package_component')
    .values(
      taken.map((t) =>
        'tourSlotId' in t
          ? {
              reserved_package_id: reservedPackageId,
              service_id: t.serviceId,
              tour_slot_id: t.tourSlotId,
              guests: t.guests,
            }
          : {
              reserved_package_id: reservedPackageId,
              service_id: t.serviceId,
              room_type_id: t.stay.roomTypeId,
              check_in: t.stay.checkIn,
              check_out: t.stay.checkOut,
              rooms: t.stay.rooms,
            },
      ),
    )
    .execute()
  return null
}

async function slotDate(trx: DB, slotId: number) {
  const slot = await trx
    .selectFrom('tour_slot')
    .select('date')
    .where('id', '=', slotId)
    .executeTakeFirstOrThrow()
  return slot.date
}

async function takenBy(trx: DB, reservedPackageId: number) {
  const rows = await trx
    .selectFrom('reserved_package_component')
    .selectAll()
    .where('reserved_package_id', '=', reservedPackageId)
    .orderBy('tour_slot_id')
    .orderBy('room_type_id')
    .execute()
  return rows.map((row) => ({
    tourSlotId: row.tour_slot_id,
    guests: row.guests,
    stay:
      row.room_type_id !== null && row.check_in && row.check_out
        ? {
            roomTypeId: row.room_type_id,
            rooms: row.rooms,
            checkIn: row.check_in,
            checkOut: row.check_out,
            nights: Math.round((Date.parse(row.check_out) - Date.parse(row.check_in)) / 86_400_000),
          }
        : null,
  }))
}

/** A held package's places become booked at confirmation, or go back when the hold ends. */
export async function movePackageComponents(trx: DB, reservedPackageId: number, to: 'released' | 'booked') {
  for (const row of await takenBy(trx, reservedPackageId)) {
    if (row.tourSlotId !== null) await moveTourSeats(trx, row.tourSlotId, row.guests, to)
    if (row.stay) await moveRooms(trx, row.stay, to)
  }
  if (to === 'released')
    await trx
      .deleteFrom('reserved_package_component')
      .where('reserved_package_id', '=', reservedPackageId)
      .execute()
}

/** A cancelled booking's package gives its services' booked places back. */
export async function releaseBookedPackageComponents(trx: DB, reservedPackageId: number) {
  for (const row of await takenBy(trx, reservedPackageId)) {
    if (row.tourSlotId !== null) {
      await trx
        .updateTable('tour_slot')
        .set({ booked: sql`greatest(booked - ${row.guests}, 0)` })
        .where('id', '=', row.tourSlotId)
        .execute()
    }
    if (row.stay) {
      await trx
        .updateTable('room_inventory')
        .set({ booked: sql`greatest(booked - ${row.stay.rooms}, 0)` })
        .where('room_type_id', '=', row.stay.roomTypeId)
        .where('date', '>=', row.stay.checkIn)
        .where('date', '<', row.stay.checkOut)
        .execute()
    }
  }
  await trx
    .deleteFrom('reserved_package_component')
    .where('reserved_package_id', '=', reservedPackageId)
    .execute()
}
