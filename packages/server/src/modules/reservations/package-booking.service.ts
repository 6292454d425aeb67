import {
  DEFAULT_LOCALE,
  formatPhone,
  moneyTaken,
  ReservationStatus,
  roundMoney,
  UserRole,
  type BookingCancelResult,
  type CancellationOrigin,
  type Locale,
  type PackageBookingCancelInput,
  type PackageBookingComponent,
  type PackageBookingDetail,
  type ResendConfirmation,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { queueGuestConfirmation } from '../checkout/booking-mails.js'
import { cancellingOrigin, type Actor } from '../booking-actions/actor.js'
import { refundAll } from '../booking-actions/booking-cancel.service.js'
import { translate } from '../catalogue/translate.js'
import { lockBooking, recordCancellation } from '../customer/cancellation.service.js'
import { customerDb } from '../customer/customer.tables.js'
import { historyOf } from '../reservation-history/history.js'
import { loadBookedItem } from '../customer/ownership.js'
import type { CardProvider } from '../payments/card-provider.js'
import { departureCancelled, visibleBookings } from './booking-scope.js'
import { packageRefundBalance } from './package-refund-balance.js'
import type { Viewer } from './reservation-scope.js'

/** A booked package as the spec's page names it: the uuid of the payment it was paid with, and its number. */
export interface PackageBookingKey {
  paymentRef: string
  id: number
}

const STANDING: number[] = [
  ReservationStatus.Confirm,
  ReservationStatus.CancellationFailed,
  ReservationStatus.ConfirmFailed,
]

/** The rows the viewer sees of this booked package: the whole of it, or their services in it; none is a 404. */
export async function visibleRows(db: DB, viewer: Viewer, key: PackageBookingKey) {
  const rows = await visibleBookings(db, viewer)
    .select(['r.booking_kind', 'r.service_id'])
    .where('r.booking_kind', 'in', ['package', 'package-component'])
    .where('r.id', '=', key.id)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('payment as pay')
          .select('pay.id')
          .whereRef('pay.cart_id', '=', 'r.cart_id')
          .where(sql<string>`pay.uuid::text`, '=', key.paymentRef),
      ),
    )
    .execute()
  if (rows.length === 0) throw notFound((words) => words.reservationNotFound)
  const whole = rows.some((row) => row.booking_kind === 'package')
  return { whole, services: new Set(rows.map((row) => row.service_id)) }
}

const nameIn = (locale: Locale, column: string) => sql<string>`coalesce(
  (select t.name from service_translation t where t.service_id = ${sql.ref(column)} and t.locale = ${locale}),
  (select t.name from service_translation t where t.service_id = ${sql.ref(column)} and t.locale = 'en'), '')`

/** What each service gave the package: the departure or the room nights it took at checkout. */
async function takenComponents(db: DB, id: number, locale: Locale) {
  return db
    .selectFrom('reserved_package_component as part')
    .innerJoin('service as s', 's.id', 'part.service_id')
    .innerJoin('app_user as supplier', 'supplier.id', 's.supplier_user_id')
    .leftJoin('tour_slot as ts', 'ts.id', 'part.tour_slot_id')
    .leftJoin('room_type as rt', 'rt.id', 'part.room_type_id')
    .innerJoin('reserved_package as p', 'p.id', 'part.reserved_package_id')
    .select([
      'part.service_id',
      's.service_type',
      nameIn(locale, 's.id').as('name'),
      'supplier.name as supplier_name',
      sql<string>`coalesce(ts.date, part.check_in)`.as('start_date'),
      'part.check_out as end_date',
      sql<string | null>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      sql<number>`case when part.tour_slot_id is null then p.adults + p.children else part.guests end`.as(
        'guests',
      ),
      sql<number>`case when part.room_type_id is null then 0 else part.rooms end`.as('rooms'),
      'rt.title as room_title',
      sql<boolean>`part.tour_slot_id is not null and ${departureCancelled(sql.ref('part.tour_slot_id'))}`.as(
        'supplier_cancelled',
      ),
    ])
    .where('part.reserved_package_id', '=', id)
    .orderBy(sql`coalesce(ts.date, part.check_in)`)
    .orderBy('part.service_id')
    .execute()
}

/** A cancelled package has given its places back: its services are shown as the package plans them. */
async function plannedComponents(db: DB, id: number, locale: Locale) {
  return db
    .selectFrom('reserved_package as p')
    .innerJoin('package_component as pc', 'pc.package_id', 'p.package_id')
    .innerJoin('service as s', 's.id', 'pc.service_id')
    .innerJoin('app_user as supplier', 'supplier.id', 's.supplier_user_id')
    .select([
      'pc.service_id',
      's.service_type',
      nameIn(locale, 's.id').as('name'),
      'supplier.name as supplier_name',
      sql<string>`(p.date + pc.day_offset)::text`.as('start_date'),
      sql<
        string | null
      >`case when s.service_type = 3 then (p.date + pc.day_offset + greatest(pc.nights, 1))::text end`.as(
        'end_date',
      ),
      sql<string | null>`null`.as('start_time'),
      sql<number>`p.adults + p.children`.as('guests'),
      sql<number>`0`.as('rooms'),
      sql<null>`null::jsonb`.as('room_title'),
      sql<boolean>`false`.as('supplier_cancelled'),
    ])
    .where('p.id', '=', id)
    .orderBy('pc.day_offset')
    .orderBy('s.id')
    .execute()
}

async function componentsOf(db: DB, id: number, locale: Locale): Promise<PackageBookingComponent[]> {
  const taken = await takenComponents(db, id, locale)
  const rows = taken.length > 0 ? taken : await plannedComponents(db, id, locale)
  return rows.map((row) => ({
    service_id: row.service_id,
    service_type: row.service_type as PackageBookingComponent['service_type'],
    name: row.name,
    supplier_name: row.supplier_name,
    start_date: String(row.start_date).slice(0, 10),
    end_date: row.end_date ? String(row.end_date).slice(0, 10) : null,
    start_time: row.start_time,
    guests: Number(row.guests),
    rooms: Number(row.rooms),
    room_type_name: row.room_title ? translate(row.room_title, locale) : null,
    supplier_cancelled: Boolean(row.supplier_cancelled),
  }))
}

export async function packageBookingDetail(
  db: DB,
  viewer: Viewer,
  key: PackageBookingKey,
  locale: Locale,
): Promise<PackageBookingDetail> {
  const seen = await visibleRows(db, viewer, key)
  const booked = await loadBookedItem(db, { kind: 'package', id: key.id }, locale)
  const row = await customerDb(db)
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .leftJoin('partner_site as site', 'site.id', 'c.site_id')
    .innerJoin('payment as pay', 'pay.cart_id', 'c.id')
    .select([
      'p.reservation_ref',
      'p.package_id',
      'p.adults',
      'p.children',
      'c.site_id',
      'site.name as site_name',
      'c.guest',
      'c.locale as guest_locale',
      sql<Date>`coalesce(c.confirmed_at, p.created_at)`.as('booked_at'),
      'pay.amount as payment_amount',
      'pay.currency_code as payment_currency',
    ])
    .where('p.id', '=', key.id)
    .orderBy('pay.id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow()
  const [components, history, balance] = await Promise.all([
    componentsOf(db, key.id, locale),
    historyOf(db, { packageId: key.id }),
    packageRefundBalance(db, key.id),
  ])
  const shown = seen.whole ? components : components.filter((part) => seen.services.has(part.service_id))
  const guest = row.guest
  const payment = booked.payment
  return {
    id: `${key.paymentRef}/${key.id}`,
    reserved_package_id: key.id,
    reservation_ref: row.reservation_ref,
    booking_number: booked.bookingNumber || null,
    payment_ref: key.paymentRef,
    package_id: row.package_id,
    package_name: booked.name,
    status: booked.status as PackageBookingDetail['status'],
    start_date: booked.startDate,
    num_adults: row.adults,
    num_children: row.children,
    price: seen.whole ? booked.price : null,
    currency_code: booked.currencyCode,
    site_id: row.site_id,
    site_name: row.site_name,
    booked_at: new Date(row.booked_at).toISOString(),
    guest: guest
      ? {
          name: guest.name,
          email: guest.email,
          phone: guest.phone ? formatPhone(guest.area_code, guest.phone) : null,
          country: guest.country || null,
        }
      : null,
    guest_locale: row.guest_locale,
    payment:
      seen.whole && payment
        ? {
            uuid: payment.uuid,
            method: payment.method,
            status: payment.status,
            amount: Number(row.payment_amount ?? 0),
            currency_code: row.payment_currency ?? booked.currencyCode,
            provider_ref: payment.providerRef,
          }
        : null,
    refunded: seen.whole ? balance.refunded : 0,
    refundable: seen.whole ? balance.refundable : 0,
    components: shown,
    supplier_cancelled: shown.some((part) => part.supplier_cancelled),
    history,
    can_cancel:
      seen.whole &&
      STANDING.includes(booked.status) &&
      viewer.roles.some((role) => role === UserRole.Admin || role === UserRole.Partner),
  }
}

/**
 * Inside the caller's transaction: locks the booked package, refuses one already cancelled, and cancels it
 * with the share asked of its price, never more than is left after the refunds already given.
 */
export async function cancelPackageLocked(
  trx: DB,
  actor: Actor,
  id: number,
  terms: { reason: string; refundPercentage: number; origin: CancellationOrigin },
) {
  const ref = { kind: 'package' as const, id }
  await lockBooking(trx, ref)
  const booked = await loadBookedItem(trx, ref, DEFAULT_LOCALE)
  const paid = moneyTaken(booked.payment)
  const asked = roundMoney((booked.price * terms.refundPercentage) / 100)
  const refundAmount = paid ? Math.min(asked, (await packageRefundBalance(trx, id)).refundable) : 0
  return recordCancellation(trx, ref, booked, {
    ...terms,
    refundAmount,
    policyHours: null,
    paid,
    by: { kind: 'user', userId: actor.id },
  })
}

/**
 * The partner whose site sold the package (or an admin) cancels it through the guest's cancel path:
 * its places go back to the package and its services, the refund goes through the provider after the
 * commit, the history and the mails are written. A supplier of one of its services cannot.
 */
export async function cancelPackageBooking(
  db: DB,
  cards: CardProvider | null,
  actor: Actor,
  key: PackageBookingKey,
  input: PackageBookingCancelInput,
): Promise<BookingCancelResult> {
  const seen = await visibleRows(db, actor, key)
  if (!seen.whole) throw notFound((words) => words.reservationNotFound)
  const origin = cancellingOrigin(actor)
  const terms = { reason: input.reason.trim(), refundPercentage: input.refund_percentage ?? 100, origin }
  const made = await db.transaction().execute((trx) => cancelPackageLocked(trx, actor, key.id, terms))
  await refundAll(db, cards, [made])
  const row = await customerDb(db)
    .selectFrom('cancellation')
    .select(['id', 'refund_amount', 'refund_percentage', 'refund_status', 'currency_code'])
    .where('id', '=', made.cancellationId)
    .executeTakeFirstOrThrow()
  return {
    cancelled: [
      {
        reservation_id: key.id,
        cancellation_id: row.id,
        refund_amount: Number(row.refund_amount),
        refund_percentage: Number(row.refund_percentage),
        refund_status: row.refund_status,
        currency_code: row.currency_code,
      },
    ],
  }
}

/**
 * The guest's confirmation of the cart the package was booked in, again, in the language they booked in;
 * for the partner who sold it (or an admin). A cancelled package has none to resend.
 */
export async function resendPackageConfirmation(
  db: DB,
  viewer: Viewer,
  key: PackageBookingKey,
  appHost: string,
): Promise<ResendConfirmation> {
  const seen = await visibleRows(db, viewer, key)
  if (!seen.whole) throw notFound((words) => words.reservationNotFound)
  const booked = await customerDb(db)
    .selectFrom('reserved_package')
    .select(['cart_id', 'status', 'reservation_ref'])
    .where('id', '=', key.id)
    .executeTakeFirstOrThrow()
  if (booked.status === ReservationStatus.Cancel) throw new ApiError(409, (words) => words.alreadyCancelled)
  const sent = await queueGuestConfirmation(db, booked.cart_id, appHost)
  if (!sent) throw notFound()
  return { reservation_ref: booked.reservation_ref, to: sent.to, locale: sent.locale }
}
