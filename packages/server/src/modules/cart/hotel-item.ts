import { randomUUID } from 'node:crypto'
import { cartTotal, ServiceType, type HotelCartItem, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { hotelAvailability } from '../hotels/hotels.service.js'
import { counted } from '../../lib/guest-words/index.js'
import { refused, soldOut } from './cart.errors.js'
import { assertSoldOnSite, settleCurrency } from './cart.store.js'
import { taxInForce } from './tax-in-force.js'

/** Prices each room of a stay from the hotel's own rates and checks rooms are left for every night. */
export async function quoteHotelItem(db: DB, item: HotelCartItem, locale: Locale) {
  const stay = { checkIn: item.check_in, checkOut: item.check_out }
  const totals = { adults: 0, children: 0, rooms: 0 }
  for (const room of item.rooms) {
    totals.adults += room.num_of_adults
    totals.children += room.num_of_children
    totals.rooms += room.num_of_rooms
  }
  const offer = await hotelAvailability(db, item.service_id, stay, totals, locale)
  const roomsWanted = new Map<number, number>()
  const lines = item.rooms.map((room) => {
    const type = offer.rooms.find((candidate) => candidate.id === room.room_type_id)
    const plan = type?.rate_plans.find((candidate) => candidate.rate_plan_id === room.rate_plan_id)
    if (!type || !plan) throw refused((w) => w.unknownRate)
    if (
      room.num_of_adults > type.max_adults * room.num_of_rooms ||
      room.num_of_children > type.max_children * room.num_of_rooms
    ) {
      throw refused((w) => w.tooManyGuests)
    }
    // A restriction on the rate (stay length, arrival day, cut-off) refuses; sold-out rooms are checked below.
    if (!plan.bookable && plan.reason && type.rooms_left > 0) throw refused(plan.reason)
    roomsWanted.set(type.id, (roomsWanted.get(type.id) ?? 0) + room.num_of_rooms)
    return { ...room, price: plan.price * room.num_of_rooms, type }
  })
  for (const [roomTypeId, wanted] of roomsWanted) {
    const left = offer.rooms.find((room) => room.id === roomTypeId)!.rooms_left
    if (wanted > left)
      throw soldOut((w) => (left === 0 ? w.roomsSoldOut : counted(w.roomsLeft, left, locale)))
  }
  return { lines, totals, currency_code: offer.currency_code, price: cartTotal(lines) }
}

export async function addHotelItem(
  trx: DB,
  cart: { id: number; currency_code: string | null; site_id: number | null },
  item: HotelCartItem,
  locale: Locale,
) {
  await assertSoldOnSite(trx, cart.site_id, item.service_id)
  const { lines, totals, currency_code, price } = await quoteHotelItem(trx, item, locale)
  await settleCurrency(trx, cart, currency_code)
  const { id } = await trx
    .insertInto('reservation')
    .values({
      reservation_ref: randomUUID(),
      cart_id: cart.id,
      service_id: item.service_id,
      service_type: ServiceType.Hotels,
      price,
      currency_code,
      start_date: item.check_in,
      end_date: item.check_out,
      guests: totals.adults + totals.children,
      num_adults: totals.adults,
      num_children: totals.children,
      ...(await taxInForce(trx, item.service_id)),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('reservation_room')
    .values(
      lines.map((line) => ({
        reservation_id: id,
        room_type_id: line.room_type_id,
        rate_plan_id: line.rate_plan_id,
        num_of_rooms: line.num_of_rooms,
        num_of_adults: line.num_of_adults,
        num_of_children: line.num_of_children,
        price: line.price,
      })),
    )
    .execute()
}
