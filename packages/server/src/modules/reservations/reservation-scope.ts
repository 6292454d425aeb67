import { ReservationStatus, UserRole } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** Who is looking: an admin sees every booking, a supplier those of their products, a partner those on their sites. */
export interface Viewer {
  id: number
  roles: number[]
}

/** Bookings, not carts: an item held or in a cart is not yet a reservation anyone manages. */
export const BOOKED_STATUSES = [
  ReservationStatus.Confirm,
  ReservationStatus.Cancel,
  ReservationStatus.CancellationFailed,
  ReservationStatus.ConfirmFailed,
]

/** The viewer's reservations with their cart, product and site; ownership is in the query itself. */
export function visibleReservations(db: DB, viewer: Viewer) {
  const query = db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .leftJoin('partner_site as site', 'site.id', 'c.site_id')
    .where('r.status', 'in', BOOKED_STATUSES)
  if (viewer.roles.includes(UserRole.Admin)) return query
  const supplier = viewer.roles.includes(UserRole.Supplier)
  const partner = viewer.roles.includes(UserRole.Partner)
  return query.where((eb) =>
    eb.or([
      ...(supplier ? [eb('s.supplier_user_id', '=', viewer.id)] : []),
      ...(partner ? [eb('site.owner_user_id', '=', viewer.id)] : []),
    ]),
  )
}

/** A ref as text, so a ref that is not even a UUID is simply not found. */
export const refColumn = sql<string>`r.reservation_ref::text`
