import {
  ReservationStatus,
  type CustomerReservationList,
  type CustomerReservationTab,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { bookedPackages, bookedReservations } from './booked-items.js'
import { customerDb } from './customer.tables.js'
import { bookedBy } from './ownership.js'
import { toCustomerView } from './reservation-view.js'

interface ListRequest {
  email: string
  tab: CustomerReservationTab
  page: number
  limit: number
  locale: Locale
  now: Date
}

// A booking is upcoming from its start day on, counted in the local calendar of the product's place.
const startsTodayOrLater = (dateColumn: 'r.start_date' | 'p.date') =>
  sql<boolean>`${sql.ref(dateColumn)} >= (now() at time zone coalesce(l.time_zone, 'UTC'))::date`

/**
 * One page of the customer's tours, stays and packages: upcoming ones (confirmed, from today on) by
 * start, or cancelled ones newest first.
 */
export async function listCustomerReservations(
  db: DB,
  request: ListRequest,
): Promise<CustomerReservationList> {
  const cdb = customerDb(db)
  const upcoming = request.tab === 'upcoming'
  const status = upcoming ? ReservationStatus.Confirm : ReservationStatus.Cancel
  const reservations = cdb
    .selectFrom('reservation as r')
    .innerJoin('cart as c', 'c.id', 'r.cart_id')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .leftJoin('cancellation as x', 'x.reservation_id', 'r.id')
    .select([
      sql<'reservation' | 'package'>`'reservation'`.as('kind'),
      'r.id',
      sql<Date>`(r.start_date + coalesce(r.start_time, time '00:00')) at time zone coalesce(l.time_zone, 'UTC')`.as(
        'starts_at',
      ),
      sql<Date>`coalesce(x.cancelled_at, c.confirmed_at)`.as('cancelled_at'),
    ])
    .where(bookedBy(request.email))
    .where('r.status', '=', status)
    .$if(upcoming, (query) => query.where(startsTodayOrLater('r.start_date')))
  const packages = cdb
    .selectFrom('reserved_package as p')
    .innerJoin('cart as c', 'c.id', 'p.cart_id')
    .innerJoin('service as s', 's.id', 'p.package_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .leftJoin('cancellation as x', 'x.reserved_package_id', 'p.id')
    .select([
      sql<'reservation' | 'package'>`'package'`.as('kind'),
      'p.id',
      sql<Date>`p.date::timestamp at time zone coalesce(l.time_zone, 'UTC')`.as('starts_at'),
      sql<Date>`coalesce(x.cancelled_at, c.confirmed_at)`.as('cancelled_at'),
    ])
    .where(bookedBy(request.email))
    .where('p.status', '=', status)
    .$if(upcoming, (query) => query.where(startsTodayOrLater('p.date')))
  const items = cdb.selectFrom(reservations.unionAll(packages).as('items'))
  const [{ total }, page] = await Promise.all([
    items.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
    items
      .selectAll()
      .$if(upcoming, (query) => query.orderBy('starts_at', 'asc'))
      .$if(!upcoming, (query) => query.orderBy('cancelled_at', 'desc'))
      .orderBy('kind')
      .orderBy('id')
      .limit(request.limit)
      .offset((request.page - 1) * request.limit)
      .execute(),
  ])
  const ids = (kind: 'reservation' | 'package') =>
    page.filter((row) => row.kind === kind).map((row) => row.id)
  const loaded = [
    ...(await bookedReservations(db, ids('reservation'), request.locale)),
    ...(await bookedPackages(db, ids('package'), request.locale)),
  ]
  const data = page.flatMap((row) => {
    const item = loaded.find((candidate) => candidate.kind === row.kind && candidate.id === row.id)
    return item ? [toCustomerView(item, request.now)] : []
  })
  return { data, total }
}
