import { DEFAULT_LOCALE, formatPhone, ServiceType, type Locale, type PackageReservation } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { translate } from '../catalogue/translate.js'
import { bookedPackages } from './booked-items.js'
import { customerDb } from './customer.tables.js'
import { bookedBy, VISIBLE_STATUSES } from './ownership.js'
import { toCustomerView } from './reservation-view.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The package booked with this payment, named by its uuid (or its id), if this customer booked it. */
async function findOwnedPackage(db: DB, email: string, paymentId: string, id: string) {
  if (!UUID.test(paymentId) || !(UUID.test(id) || /^\d{1,9}$/.test(id))) return undefined
  return customerDb(db)
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .innerJoin('payment as pay', 'pay.cart_id', 'c.id')
    .select('p.id')
    .where('pay.uuid', '=', paymentId)
    .where(UUID.test(id) ? sql<boolean>`p.reservation_ref = ${id}::uuid` : sql<boolean>`p.id = ${Number(id)}`)
    .where('p.status', 'in', VISIBLE_STATUSES)
    .where(bookedBy(email))
    .executeTakeFirst()
}

/** A booked package and its parts, each dated from the package day; the package is priced as a whole. */
export async function customerPackageReservation(
  db: DB,
  request: { email: string; paymentId: string; id: string; locale: Locale; now: Date },
): Promise<PackageReservation> {
  const owned = await findOwnedPackage(db, request.email, request.paymentId, request.id)
  const [item] = owned ? await bookedPackages(db, [owned.id], request.locale) : []
  if (!item) throw notFound((w) => w.reservationNotFound)
  const view = toCustomerView(item, request.now)
  const parts = await db
    .selectFrom('package_component as pc')
    .innerJoin('service as s', 's.id', 'pc.service_id')
    .innerJoin('app_user as supplier', 'supplier.id', 's.supplier_user_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', request.locale),
    )
    .leftJoin('service_translation as en', (join) =>
      join.onRef('en.service_id', '=', 's.id').on('en.locale', '=', DEFAULT_LOCALE),
    )
    .select([
      's.id',
      's.service_type',
      sql<string>`coalesce(t.name, en.name, '')`.as('name'),
      sql<string>`${item.startDate}::date + pc.day_offset`.as('start_date'),
      sql<string>`${item.startDate}::date + pc.day_offset + pc.nights`.as('end_date'),
      'pc.nights',
      's.checkin_time',
      's.checkout_time',
      's.duration_minutes',
      's.images',
      'l.name as location_names',
      'supplier.name as supplier_name',
      'supplier.email as supplier_email',
    ])
    .where('pc.package_id', '=', item.serviceId)
    .orderBy('pc.day_offset')
    .orderBy('s.id')
    .execute()
  const guest = item.guest
  return {
    package_name: item.name,
    customer_name: guest?.name ?? '',
    customer_email: guest?.email ?? '',
    customer_phone: guest ? formatPhone(guest.area_code, guest.phone) : null,
    total_price: item.price,
    currency_code: item.currencyCode,
    start_date: item.startDate,
    services: parts.map((part) => {
      const stay = part.service_type === ServiceType.Hotels
      return {
        ...view,
        service_name: part.name,
        service_type: stay ? 'hotels' : 'activities',
        serviceable_id: part.id,
        start_date: part.start_date,
        end_date: stay && part.nights > 0 ? part.end_date : null,
        start_time: null,
        checkin_time: stay ? part.checkin_time : null,
        checkout_time: stay ? part.checkout_time : null,
        duration:
          !stay && part.duration_minutes !== null
            ? Math.round((part.duration_minutes / 60) * 100) / 100
            : null,
        price: 0,
        package_service: item.name,
        location_name: part.location_names ? translate(part.location_names, request.locale) : null,
        supplier_name: part.supplier_name,
        supplier_email: part.supplier_email,
        image: part.images[0]?.url ?? null,
        tour_adults: stay ? null : item.adults,
        tour_children: stay ? null : item.children,
        hotel_adults: stay ? item.adults : null,
        hotel_children: stay ? item.children : null,
      }
    }),
  }
}
