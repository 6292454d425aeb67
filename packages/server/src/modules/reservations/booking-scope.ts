import { ServiceType, UserRole } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { customerDb } from '../customer/customer.tables.js'
import { BOOKED_STATUSES, visibleReservations, type Viewer } from './reservation-scope.js'

export type BookingKind = 'reservation' | 'package' | 'package-component'

const kind = (value: BookingKind) => sql<BookingKind>`${sql.lit(value)}::text`

/**
 * A booked package is the whole package for the partner whose site sold it (and an admin); for a
 * supplier it is the part that is their service, one row per service, without the package's price.
 */
function packageRows(db: DB, viewer: Viewer) {
  const admin = viewer.roles.includes(UserRole.Admin)
  const partner = viewer.roles.includes(UserRole.Partner)
  return customerDb(db)
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .leftJoin('partner_site as site', 'site.id', 'c.site_id')
    .where('p.status', 'in', BOOKED_STATUSES)
    .where((eb) => {
      if (admin) return eb.lit(true)
      if (!partner) return eb.lit(false)
      // The package's own site decides, whichever site (or none) the guest booked it on.
      return eb.or([
        eb('site.owner_user_id', '=', viewer.id),
        eb.exists(
          eb
            .selectFrom('package_site as ps')
            .innerJoin('partner_site as own_site', 'own_site.id', 'ps.site_id')
            .select('ps.package_id')
            .whereRef('ps.package_id', '=', 'p.package_id')
            .where('own_site.owner_user_id', '=', viewer.id),
        ),
      ])
    })
    .select([
      'p.id',
      sql<string>`p.reservation_ref::text`.as('reservation_ref'),
      'p.booking_number',
      'p.cart_id',
      sql<number>`p.package_id`.as('service_id'),
      sql<number>`${ServiceType.Packages}::int`.as('service_type'),
      'p.status',
      sql<number>`p.price`.as('price'),
      'p.currency_code',
      sql<string>`p.date`.as('start_date'),
      sql<string | null>`null::time`.as('start_time'),
      sql<number>`p.adults + p.children`.as('guests'),
      'p.created_at',
      kind('package').as('booking_kind'),
      sql<number | null>`p.package_id`.as('package_id'),
    ])
}

function componentRows(db: DB, viewer: Viewer) {
  const supplier = viewer.roles.includes(UserRole.Supplier) && !viewer.roles.includes(UserRole.Admin)
  return db
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .innerJoin('reserved_package_component as part', 'part.reserved_package_id', 'p.id')
    .innerJoin('service as own', 'own.id', 'part.service_id')
    .leftJoin('tour_slot as ts', 'ts.id', 'part.tour_slot_id')
    .where('p.status', 'in', BOOKED_STATUSES)
    .where((eb) => (supplier ? eb('own.supplier_user_id', '=', viewer.id) : eb.lit(false)))
    .select([
      'p.id',
      sql<string>`p.reservation_ref::text`.as('reservation_ref'),
      'p.booking_number',
      'p.cart_id',
      sql<number>`part.service_id`.as('service_id'),
      sql<number>`${ServiceType.Packages}::int`.as('service_type'),
      'p.status',
      sql<number>`0::numeric`.as('price'),
      'p.currency_code',
      sql<string>`coalesce(ts.date, part.check_in)`.as('start_date'),
      sql<string | null>`ts.start_time`.as('start_time'),
      sql<number>`case when part.tour_slot_id is null then p.adults + p.children else part.guests end`.as(
        'guests',
      ),
      'p.created_at',
      kind('package-component').as('booking_kind'),
      sql<number | null>`p.package_id`.as('package_id'),
    ])
}

function reservationRows(db: DB, viewer: Viewer) {
  return visibleReservations(db, viewer).select([
    'r.id',
    sql<string>`r.reservation_ref::text`.as('reservation_ref'),
    'r.booking_number',
    'r.cart_id',
    sql<number>`r.service_id`.as('service_id'),
    sql<number>`r.service_type`.as('service_type'),
    'r.status',
    sql<number>`r.price`.as('price'),
    'r.currency_code',
    sql<string>`r.start_date`.as('start_date'),
    sql<string | null>`r.start_time`.as('start_time'),
    sql<number>`r.guests`.as('guests'),
    'r.created_at',
    kind('reservation').as('booking_kind'),
    sql<number | null>`null::int`.as('package_id'),
  ])
}

/**
 * Every booking the viewer may see, plain or package, as rows of one shape named `r` with their cart
 * `c`, product `s` (the package, or the supplier's service in it) and site; ownership is in each branch.
 */
export function visibleBookings(db: DB, viewer: Viewer) {
  const rows = reservationRows(db, viewer)
    .unionAll(packageRows(db, viewer) as unknown as ReturnType<typeof reservationRows>)
    .unionAll(componentRows(db, viewer) as unknown as ReturnType<typeof reservationRows>)
  return db
    .selectFrom(rows.as('r'))
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .leftJoin('partner_site as site', 'site.id', 'c.site_id')
}

/**
 * The supplier cancelled a departure the booked package took (a bulk cancellation of it, running or
 * done): plain bookings of that departure are cancelled by the job, a package is flagged for its partner.
 */
export const departureCancelled = (tourSlotId: ReturnType<typeof sql.ref>) =>
  sql<boolean>`exists (select 1 from bulk_cancellation bc where ${tourSlotId} = any(bc.tour_slot_ids))`

export const packageSupplierCancelled = (reservedPackageId: ReturnType<typeof sql.ref>) =>
  sql<boolean>`exists (select 1 from reserved_package_component cancelled_part
    where cancelled_part.reserved_package_id = ${reservedPackageId}
    and ${departureCancelled(sql.ref('cancelled_part.tour_slot_id'))})`
