import { ReservationStatus, type Locale } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { bookedPackages, bookedReservations, type BookedItem } from './booked-items.js'
import { customerDb } from './customer.tables.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What a customer sees: booked (confirmed, later maybe cancelled) items of carts the email paid for. */
export const VISIBLE_STATUSES = [ReservationStatus.Confirm, ReservationStatus.Cancel]

/** The cart `c` was booked by this email: the customer is whoever the booking's payer email names. */
export const bookedBy = (email: string) =>
  sql<boolean>`(lower(c.guest ->> 'email') = ${email} and c.confirmed_at is not null)`

export interface OwnedRef {
  kind: 'reservation' | 'package'
  id: number
}

/** The item a uuid names, if this customer booked it; anyone else's or an unknown one is not found. */
export async function findOwnedRef(db: DB, email: string, uuid: string): Promise<OwnedRef> {
  if (!UUID.test(uuid)) throw notFound((w) => w.reservationNotFound)
  const reservation = await db
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .select('r.id')
    .where('r.reservation_ref', '=', uuid)
    .where('r.status', 'in', VISIBLE_STATUSES)
    .where(bookedBy(email))
    .executeTakeFirst()
  if (reservation) return { kind: 'reservation', id: reservation.id }
  const reserved = await customerDb(db)
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .select('p.id')
    .where('p.reservation_ref', '=', uuid)
    .where('p.status', 'in', VISIBLE_STATUSES)
    .where(bookedBy(email))
    .executeTakeFirst()
  if (reserved) return { kind: 'package', id: reserved.id }
  throw notFound((w) => w.reservationNotFound)
}

export async function loadBookedItem(db: DB, ref: OwnedRef, locale: Locale): Promise<BookedItem> {
  const [item] =
    ref.kind === 'reservation'
      ? await bookedReservations(db, [ref.id], locale)
      : await bookedPackages(db, [ref.id], locale)
  if (!item) throw notFound((w) => w.reservationNotFound)
  return item
}

export async function findOwnedItem(db: DB, email: string, uuid: string, locale: Locale) {
  return loadBookedItem(db, await findOwnedRef(db, email, uuid), locale)
}

/** Whether the email has any booking, so a login link is worth sending. */
export async function hasBookings(db: DB, email: string) {
  const row = await customerDb(db)
    .selectFrom('cart as c')
    .select('c.id')
    .where(bookedBy(email))
    .where(({ or, exists, selectFrom }) =>
      or([
        exists(
          selectFrom('reservation as r')
            .select('r.id')
            .whereRef('r.cart_id', '=', 'c.id')
            .where('r.status', 'in', VISIBLE_STATUSES),
        ),
        exists(
          selectFrom('reserved_package as p')
            .select('p.id')
            .whereRef('p.cart_id', '=', 'c.id')
            .where('p.status', 'in', VISIBLE_STATUSES),
        ),
      ]),
    )
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}
