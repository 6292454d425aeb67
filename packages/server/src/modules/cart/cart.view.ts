import { guestQuestions } from '../checkout/booking-answers.js'
import {
  cartTotal,
  ReservationStatus,
  reservationStatusName,
  type Cart,
  type CartItemStatus,
  type CartReservation,
  type Locale,
  type ReservedPackage,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { translate } from '../catalogue/product-detail.service.js'
import { voucherCodesOf } from '../checkout/voucher-codes.js'
import { slotIsOpen } from '../tours/slots.js'
import { findCart } from './cart.store.js'
import { hotelItemsStillOpen } from './hotel-availability.js'
import { packageItemsStillOpen } from './package-availability.js'

// Only a line that was given codes names them, so a cart's lines keep their shape before confirmation.
const withVoucherCodes = (codes: string[] | undefined) => (codes?.length ? { voucher_codes: codes } : {})

/** In the cart an item's status says whether it can still be booked; later, how its booking went. */
function itemStatus(status: number, stillOpen: boolean): CartItemStatus {
  if (status === ReservationStatus.InCart) return stillOpen
  return reservationStatusName(status as ReservationStatus) ?? true
}

async function openTourReservations(db: DB, cartId: number) {
  const rows = await db
    .selectFrom('reservation as r')
    .innerJoin('tour_slot as ts', 'ts.id', 'r.tour_slot_id')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .select([
      'r.id',
      sql<boolean>`${slotIsOpen} and ts.allotment - ts.booked - ts.held >= r.guests`.as('open'),
    ])
    .where('r.cart_id', '=', cartId)
    .execute()
  return new Map(rows.map((row) => [row.id, row.open]))
}

export async function cartView(db: DB, cartRef: string, locale: Locale): Promise<Cart> {
  const cart = await findCart(db, cartRef)
  const reservations = await db
    .selectFrom('reservation as r')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .leftJoin('tour_option as o', 'o.id', 'r.option_id')
    .select([
      'r.id',
      'r.reservation_ref',
      'r.service_id',
      'r.service_type',
      'r.status',
      'r.price',
      'r.currency_code',
      'r.start_date',
      'r.end_date',
      sql<string | null>`to_char(r.start_time, 'HH24:MI')`.as('start_time'),
      'r.num_adults',
      'r.num_children',
      'r.comments',
      'r.booking_number',
      'r.tour_slot_id',
      's.product_code',
      's.images',
      's.booking_questions',
      'o.name as option_name',
    ])
    .where('r.cart_id', '=', cart.id)
    .orderBy('r.id')
    .execute()
  const ids = reservations.map((r) => r.id)
  const serviceIds = [...new Set(reservations.map((r) => r.service_id))]
  // Only what the cart holds is asked for: a cart of tours reads no rooms, and codes come at confirmation.
  const tours = reservations.some((r) => r.tour_slot_id !== null)
  const stays = reservations.some((r) => r.end_date !== null)
  const booked = reservations.some(
    (r) => r.status !== ReservationStatus.InCart && r.status !== ReservationStatus.Hold,
  )
  const none = new Map<number, boolean>()
  const [names, tickets, rooms, tourOpen, hotelOpen, packages, codes] = await Promise.all([
    serviceNames(db, serviceIds, locale),
    ids.length
      ? db.selectFrom('reservation_ticket').selectAll().where('reservation_id', 'in', ids).execute()
      : [],
    stays
      ? db
          .selectFrom('reservation_room as rr')
          .innerJoin('room_type as rt', 'rt.id', 'rr.room_type_id')
          .innerJoin('rate_plan as rp', 'rp.id', 'rr.rate_plan_id')
          .select([
            'rr.reservation_id',
            'rr.num_of_rooms',
            'rr.num_of_adults',
            'rr.num_of_children',
            'rr.price',
            'rt.title',
            'rp.title as plan_title',
          ])
          .where('rr.reservation_id', 'in', ids)
          .orderBy('rr.id')
          .execute()
      : [],
    tours ? openTourReservations(db, cart.id) : none,
    stays ? hotelItemsStillOpen(db, cart.id) : none,
    packageView(db, cart.id, locale),
    booked ? voucherCodesOf(db, ids) : new Map<number, Map<number, string[]>>(),
  ])
  const items = reservations.map((r): CartReservation => {
    const roomsOf = rooms.filter((room) => room.reservation_id === r.id)
    const open = tourOpen.get(r.id) ?? hotelOpen.get(r.id) ?? false
    const status = itemStatus(r.status, open)
    return {
      reservation_ref: r.reservation_ref,
      serviceable_id: r.service_id,
      serviceable_name: names.get(r.service_id) ?? '',
      service_name: r.option_name
        ? translate(r.option_name, locale)
        : roomsOf.map((room) => translate(room.title, locale)).join(', '),
      service_type: r.service_type as CartReservation['service_type'],
      serviceable_product_code: r.product_code,
      price: Number(r.price),
      status,
      hotel_reserved_items: roomsOf.map((room) => ({
        num_of_adults: room.num_of_adults,
        num_of_children: room.num_of_children,
        num_of_rooms: room.num_of_rooms,
        price: Number(room.price),
        currency_code: r.currency_code,
        room_type_name: translate(room.title, locale),
        rate_plan_name: translate(room.plan_title, locale),
      })),
      tour_reserved_item: r.option_name
        ? { num_of_adults: r.num_adults, num_of_children: r.num_children, status }
        : null,
      currency_code: r.currency_code,
      start_date: r.start_date,
      end_date: r.end_date,
      start_time: r.start_time,
      option_name: r.option_name ? translate(r.option_name, locale) : null,
      image: r.images[0]?.url ?? null,
      ticket_lines: tickets
        .filter((ticket) => ticket.reservation_id === r.id)
        .map((ticket) => ({
          type: ticket.guest_type,
          count: ticket.count,
          cost: Number(ticket.cost),
          ...withVoucherCodes(codes.get(r.id)?.get(ticket.ticket_id)),
        })),
      comments: r.comments,
      booking_number: r.booking_number,
      // Only an item whose activity asks something carries questions.
      ...(r.booking_questions.length ? { questions: guestQuestions(r.booking_questions, locale) } : {}),
    }
  })
  return {
    cart_ref: cart.cart_ref,
    cart_total_price: cartTotal([...items, ...packages]),
    cart_currency: cart.currency_code,
    reservations: items,
    reserved_package: packages,
  }
}

async function serviceNames(db: DB, serviceIds: number[], locale: Locale) {
  if (serviceIds.length === 0) return new Map<number, string>()
  const rows = await db
    .selectFrom('service_translation')
    .select(['service_id', 'locale', 'name'])
    .where('service_id', 'in', serviceIds)
    .where('locale', 'in', [locale, 'en'])
    .execute()
  const names = new Map<number, string>()
  for (const row of rows)
    if (row.locale === locale || !names.has(row.service_id)) names.set(row.service_id, row.name)
  return names
}

async function packageView(db: DB, cartId: number, locale: Locale): Promise<ReservedPackage[]> {
  const rows = await db
    .selectFrom('reserved_package as rp')
    .innerJoin('service as s', 's.id', 'rp.package_id')
    .select([
      'rp.id',
      'rp.package_id',
      'rp.date',
      'rp.adults',
      'rp.children',
      'rp.price',
      'rp.currency_code',
      'rp.status',
      's.images',
    ])
    .where('rp.cart_id', '=', cartId)
    .orderBy('rp.id')
    .execute()
  if (rows.length === 0) return []
  const [names, open] = await Promise.all([
    serviceNames(
      db,
      rows.map((row) => row.package_id),
      locale,
    ),
    packageItemsStillOpen(db, cartId),
  ])
  return rows.map((row) => ({
    package_id: row.package_id,
    name: names.get(row.package_id) ?? '',
    price: Number(row.price),
    status: itemStatus(row.status, open.get(row.id) ?? false),
    activity_params: { number_of_adults: row.adults, number_of_children: row.children },
    date: row.date,
    image: row.images[0]?.url ?? null,
    currency_code: row.currency_code,
  }))
}
