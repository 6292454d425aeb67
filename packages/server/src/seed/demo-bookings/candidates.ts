import { ServiceType, SlotStatus, Status, type CartItemRequest } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { DemoItem } from './plan.js'

/** How many later days an item may move to when its first day is full or closed. */
const TRIES = 8

const dayAhead = (offset: number) => sql<string>`(current_date + ${offset}::int)`

/** The supplier's active products of a type in the site's catalogue, oldest first. */
function productsOnSite(db: DB, supplierEmail: string, siteId: number, serviceType: ServiceType) {
  return db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .innerJoin('site_catalogue as sc', 'sc.service_id', 's.id')
    .select('s.id')
    .where('u.email', '=', supplierEmail)
    .where('sc.site_id', '=', siteId)
    .where('s.service_type', '=', serviceType)
    .where('s.status', '=', Status.Active)
    .orderBy('s.id')
    .execute()
}

async function pickProduct(db: DB, supplierEmail: string, siteId: number, type: ServiceType, pick: number) {
  const products = await productsOnSite(db, supplierEmail, siteId, type)
  const product = products[pick] ?? products[0]
  if (!product) throw new Error(`no product of type ${type} by ${supplierEmail} on site ${siteId}`)
  return product.id
}

/** Departures of the product's first option with room for the party, from the item's day on. */
async function tourCandidates(db: DB, serviceId: number, item: Extract<DemoItem, { kind: 'tour' }>) {
  const party = item.guests.reduce((sum, count) => sum + count, 0)
  const departures = await db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .select(['ts.option_id', 'ts.date', sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time')])
    .where('o.service_id', '=', serviceId)
    .where('ts.date', '>=', dayAhead(item.fromDay))
    .where('ts.status', '=', SlotStatus.Active)
    .where(sql<boolean>`ts.allotment - ts.booked - ts.held >= ${party}`)
    .orderBy('ts.date')
    .orderBy('o.position')
    .orderBy('ts.start_time')
    .limit(TRIES)
    .execute()
  const candidates: CartItemRequest[] = []
  for (const departure of departures) {
    const tickets = await db
      .selectFrom('tour_ticket')
      .select('id')
      .where('option_id', '=', departure.option_id)
      .where('price_type', '=', 1)
      .orderBy('position')
      .execute()
    candidates.push({
      cart_type: 'tour',
      service_id: serviceId,
      option_id: departure.option_id,
      date: departure.date,
      start_time: departure.start_time,
      tickets: item.guests
        .map((count, index) => ({ ticket_id: tickets[index]?.id ?? 0, count }))
        .filter((ticket) => ticket.ticket_id > 0),
    })
  }
  return candidates
}

/** A stay in the hotel's first room type and rate plan, from the item's day on. */
async function hotelCandidates(db: DB, serviceId: number, item: Extract<DemoItem, { kind: 'hotel' }>) {
  const room = await db
    .selectFrom('room_type as rt')
    .innerJoin('rate_plan as rp', 'rp.room_type_id', 'rt.id')
    .select(['rt.id as room_type_id', 'rp.id as rate_plan_id'])
    .where('rt.service_id', '=', serviceId)
    .orderBy('rt.position')
    .orderBy('rp.id')
    .executeTakeFirstOrThrow()
  const { rows } = await sql<{ check_in: string; check_out: string }>`
    select (current_date + g)::text as check_in, (current_date + g + ${item.nights}::int)::text as check_out
    from generate_series(${item.fromDay}::int, ${item.fromDay + TRIES - 1}::int) as g
  `.execute(db)
  return rows.map((stay): CartItemRequest => ({
    cart_type: 'hotel',
    service_id: serviceId,
    ...stay,
    rooms: [{ ...room, num_of_rooms: 1, num_of_adults: item.adults, num_of_children: 0 }],
  }))
}

/** Start dates of the site's own published package, from the item's day on. */
async function packageCandidates(db: DB, siteId: number, item: Extract<DemoItem, { kind: 'package' }>) {
  const slots = await db
    .selectFrom('package_slot as ps')
    .innerJoin('package_site as site', 'site.package_id', 'ps.package_id')
    .innerJoin('service as s', 's.id', 'ps.package_id')
    .select(['ps.package_id', 'ps.date'])
    .where('site.site_id', '=', siteId)
    .where('s.status', '=', Status.Active)
    .where('ps.date', '>=', dayAhead(item.fromDay))
    .orderBy('ps.package_id')
    .orderBy('ps.date')
    .limit(TRIES)
    .execute()
  return slots.map((slot): CartItemRequest => ({
    cart_type: 'package',
    package_id: slot.package_id,
    date: String(slot.date),
    adult: item.adults,
    child: 0,
    rooms: [{ adult: item.adults, child: 0 }],
  }))
}

/** The cart lines an item could be, best first: the booking takes the first the cart accepts. */
export async function candidatesFor(db: DB, supplierEmail: string, siteId: number, item: DemoItem) {
  if (item.kind === 'package') return packageCandidates(db, siteId, item)
  if (item.kind === 'hotel') {
    return hotelCandidates(
      db,
      await pickProduct(db, supplierEmail, siteId, ServiceType.Hotels, item.pick),
      item,
    )
  }
  return tourCandidates(db, await pickProduct(db, supplierEmail, siteId, item.serviceType, item.pick), item)
}
