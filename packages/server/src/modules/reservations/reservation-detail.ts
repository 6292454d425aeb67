import { formatPhone, type Locale, type ReservationDetail } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'
import { refundableOf, refundBalances } from '../bulk-cancellation/refund-balance.js'
import { latestPayment, paymentOf } from '../customer/booked-item.js'
import { toListRow, withRowColumns } from './reservation-listing.js'
import { visibleBookings } from './booking-scope.js'
import type { Viewer } from './reservation-scope.js'

/** By its ref or its number; another owner's booking is not found, exactly like one that does not exist. */
export type ReservationKey = { ref: string } | { id: number }

async function bookingRow(db: DB, viewer: Viewer, key: ReservationKey, locale: Locale) {
  const scope = visibleBookings(db, viewer).where('r.booking_kind', '=', 'reservation')
  const found = await withRowColumns(
    'ref' in key ? scope.where('r.reservation_ref', '=', key.ref) : scope.where('r.id', '=', key.id),
    locale,
  )
    .innerJoin('reservation as rr', 'rr.id', 'r.id')
    .leftJoin('tour_option as o', 'o.id', 'rr.option_id')
    .select([
      'o.name as option_names',
      'rr.end_date',
      'rr.num_adults',
      'rr.num_children',
      'rr.comments',
      'rr.answers',
      'c.guest',
      'c.locale as guest_locale',
      'rr.commission_percent',
      'rr.commission_amount',
      'rr.partner_amount',
      'rr.supplier_amount',
      'rr.tax_rate',
      'rr.prices_include_tax',
      latestPayment(sql.ref('r.cart_id')).as('payment'),
      sql<number | null>`(select amount from payment where payment.cart_id = r.cart_id
        order by payment.id desc limit 1)`.as('payment_amount'),
      sql<string | null>`(select currency_code from payment where payment.cart_id = r.cart_id
        order by payment.id desc limit 1)`.as('payment_currency'),
    ])
    .executeTakeFirst()
  if (!found) throw notFound()
  return found
}

const ticketsOf = (db: DB, reservationId: number) =>
  db
    .selectFrom('reservation_ticket')
    .select(['guest_type', 'count', 'unit_price', 'cost'])
    .where('reservation_id', '=', reservationId)
    .orderBy('ticket_id')
    .execute()

const roomsOf = (db: DB, reservationId: number) =>
  db
    .selectFrom('reservation_room as rr')
    .innerJoin('room_type as rt', 'rt.id', 'rr.room_type_id')
    .innerJoin('rate_plan as rp', 'rp.id', 'rr.rate_plan_id')
    .select([
      'rt.title as room_title',
      'rp.title as plan_title',
      'rr.num_of_rooms',
      'rr.num_of_adults',
      'rr.num_of_children',
      'rr.price',
    ])
    .where('rr.reservation_id', '=', reservationId)
    .orderBy('rr.id')
    .execute()

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value))

export async function reservationDetail(
  db: DB,
  viewer: Viewer,
  key: ReservationKey,
  locale: Locale,
): Promise<ReservationDetail> {
  const row = await bookingRow(db, viewer, key, locale)
  const [tickets, rooms, balances] = await Promise.all([
    ticketsOf(db, row.id),
    roomsOf(db, row.id),
    refundBalances(db, [row.id]),
  ])
  const balance = balances.get(row.id)
  const payment = paymentOf(row)
  const guest = row.guest
  return {
    ...toListRow(row),
    option_name: row.option_names ? translate(row.option_names, locale) || null : null,
    end_date: row.end_date,
    num_adults: row.num_adults,
    num_children: row.num_children,
    comments: row.comments,
    answers: row.answers,
    tickets: tickets.map((ticket) => ({
      guest_type: ticket.guest_type,
      count: ticket.count,
      unit_price: Number(ticket.unit_price),
      cost: Number(ticket.cost),
    })),
    rooms: rooms.map((room) => ({
      room_type_name: translate(room.room_title, locale),
      rate_plan_name: translate(room.plan_title, locale),
      num_of_rooms: room.num_of_rooms,
      num_of_adults: room.num_of_adults,
      num_of_children: room.num_of_children,
      price: Number(room.price),
    })),
    guest: guest
      ? {
          name: guest.name,
          email: guest.email,
          phone: guest.phone ? formatPhone(guest.area_code, guest.phone) : null,
          country: guest.country || null,
        }
      : null,
    guest_locale: row.guest_locale,
    payment: payment
      ? {
          uuid: payment.uuid,
          method: payment.method,
          status: payment.status,
          amount: Number(row.payment_amount ?? 0),
          currency_code: row.payment_currency ?? row.currency_code,
          provider_ref: payment.providerRef,
        }
      : null,
    amounts: {
      price: Number(row.price),
      currency_code: row.currency_code,
      commission_percent: numberOrNull(row.commission_percent),
      commission_amount: numberOrNull(row.commission_amount),
      partner_amount: numberOrNull(row.partner_amount),
      supplier_amount: numberOrNull(row.supplier_amount),
      tax_rate: numberOrNull(row.tax_rate),
      prices_include_tax: row.prices_include_tax,
      refunded: balance?.refunded ?? 0,
      refundable: refundableOf(balance),
    },
  }
}
