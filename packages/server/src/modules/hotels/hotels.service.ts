import {
  DEFAULT_LOCALE,
  ServiceType,
  type HotelAvailability,
  type HotelDetail,
  type Locale,
  type RoomType,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { counted, guestWords } from '../../lib/guest-words/index.js'
import {
  findBookableService,
  productDetail,
  translate,
  type ContentLocale,
} from '../catalogue/product-detail.service.js'
import { canArriveOn } from './restrictions.js'
import { nightsOf, quoteRatePlans, roomsLeft, type Stay } from './stay.js'

const HOTELS = [ServiceType.Hotels] as const

export async function roomTypes(db: DB, serviceId: number, locale: ContentLocale): Promise<RoomType[]> {
  const rows = await db
    .selectFrom('room_type')
    .select(['id', 'title', 'description', 'max_adults', 'max_children'])
    .where('service_id', '=', serviceId)
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    ...row,
    title: translate(row.title, locale),
    description: translate(row.description, locale),
  }))
}

export async function hotelDetail(db: DB, id: number, locale: ContentLocale): Promise<HotelDetail> {
  const detail = await productDetail(db, id, HOTELS, locale)
  const service = await findBookableService(db, id, HOTELS)
  return {
    ...detail,
    checkin_time: service.checkin_time,
    checkout_time: service.checkout_time,
    room_types: await roomTypes(db, id, locale),
  }
}

export interface Guests {
  adults: number
  children: number
  rooms: number
}

/** Every room type and rate plan for a stay: rooms left, the price per room and any restriction. */
export async function hotelAvailability(
  db: DB,
  id: number,
  stay: Stay,
  guests: Guests,
  locale: Locale,
): Promise<HotelAvailability> {
  const service = await findBookableService(db, id, HOTELS)
  const [types, left, quotes, plans] = await Promise.all([
    roomTypes(db, id, locale),
    roomsLeft(db, id, stay),
    quoteRatePlans(db, id, stay, locale),
    db
      .selectFrom('rate_plan as rp')
      .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
      .leftJoin('cancellation_policy as cp', 'cp.id', 'rp.cancellation_policy_id')
      .select(['rp.id', 'rp.title', 'cp.entries'])
      .where('rt.service_id', '=', id)
      .execute(),
  ])
  return {
    check_in: stay.checkIn,
    check_out: stay.checkOut,
    nights: nightsOf(stay),
    currency_code: service.currency_code,
    rooms: types.map((type) => {
      const roomsLeftForType = left.get(type.id) ?? 0
      const fits =
        guests.adults <= type.max_adults * guests.rooms && guests.children <= type.max_children * guests.rooms
      return {
        ...type,
        rooms_left: roomsLeftForType,
        fits_guests: fits,
        rate_plans: quotes
          .filter((quote) => quote.room_type_id === type.id)
          .map((quote) => {
            const plan = plans.find((p) => p.id === quote.rate_plan_id)!
            const reason =
              quote.reason ??
              (roomsLeftForType < guests.rooms ? soldOutMessage(roomsLeftForType, locale) : null)
            return {
              rate_plan_id: quote.rate_plan_id,
              name: translate(plan.title, locale),
              price: quote.price_per_room,
              cancellation_policy: plan.entries,
              bookable: reason === null && fits,
              reason,
            }
          }),
      }
    }),
  }
}

const soldOutMessage = (left: number, locale: Locale) =>
  left === 0 ? guestWords(locale).roomsSoldOut : counted(guestWords(locale).roomsLeft, left, locale)

/**
 * For the date picker: `free` lists the days a guest can arrive on (a room free, and a rate plan
 * priced that night, open for arrivals and before its cut-off); `full` lists the nights that cannot
 * be slept (no room free on a priced rate plan), which end a stay at the latest.
 */
export async function hotelDates(db: DB, id: number, from: string, to: string, kind: 'free' | 'full') {
  await findBookableService(db, id, HOTELS)
  const rows = await db
    .selectFrom('room_inventory as ri')
    .innerJoin('room_type as rt', 'rt.id', 'ri.room_type_id')
    .innerJoin('service as s', 's.id', 'rt.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .leftJoin('rate_plan as rp', 'rp.room_type_id', 'rt.id')
    .leftJoin('rate_plan_day as d', (join) =>
      join.onRef('d.rate_plan_id', '=', 'rp.id').onRef('d.date', '=', 'ri.date'),
    )
    .select([
      sql<string>`to_char(ri.date, 'YYYY-MM-DD')`.as('date'),
      sql<number>`ri.allotment - ri.booked - ri.held`.as('left'),
      sql<boolean>`d.date is not null`.as('priced'),
      sql<boolean>`coalesce(d.no_checkin, false)`.as('no_checkin'),
      'd.cut_off_hours',
      sql<Date>`(ri.date + coalesce(s.checkin_time, '15:00')::time) at time zone coalesce(l.time_zone, 'UTC')`.as(
        'check_in_at',
      ),
    ])
    .where('rt.service_id', '=', id)
    .where('ri.date', '>=', from)
    .where('ri.date', '<=', to)
    .orderBy('ri.date')
    .execute()
  const now = new Date()
  const nights = new Map<string, { sellable: boolean; arrival: boolean }>()
  for (const row of rows) {
    const night = nights.get(row.date) ?? { sellable: false, arrival: false }
    if (row.left > 0 && row.priced) {
      night.sellable = true
      if (canArriveOn({ ...row, min_stay: null, max_stay: null }, new Date(row.check_in_at), now))
        night.arrival = true
    }
    nights.set(row.date, night)
  }
  return [...nights]
    .filter(([, night]) => (kind === 'free' ? night.arrival : !night.sellable))
    .map(([date]) => date)
}

export async function hotelFeatures(db: DB, id: number, mostPopular: boolean, locale: Locale) {
  await findBookableService(db, id, HOTELS)
  let query = db
    .selectFrom('service_feature as sf')
    .innerJoin('feature as f', 'f.id', 'sf.feature_id')
    .select(['f.id', 'f.name', 'f.icon', 'f.most_popular'])
    .where('sf.service_id', '=', id)
  if (mostPopular) query = query.where('f.most_popular', '=', true)
  const rows = await query.orderBy('f.id').execute()
  return rows.map((row) => ({
    id: row.id,
    name: translate(row.name, locale),
    icon: row.icon,
    most_popular: row.most_popular,
  }))
}

export async function allFeatures(db: DB, locale: Locale) {
  const rows = await db
    .selectFrom('feature')
    .select(['id', 'name', 'icon', 'most_popular'])
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    name: translate(row.name, locale),
    icon: row.icon,
    most_popular: row.most_popular,
  }))
}

/** The facts a hotel page shows at a glance. */
export async function atGlance(db: DB, id: number, locale: Locale) {
  const service = await findBookableService(db, id, HOTELS)
  const [location, rooms] = await Promise.all([
    service.location_id
      ? db.selectFrom('location').select('name').where('id', '=', service.location_id).executeTakeFirst()
      : Promise.resolve(undefined),
    db
      .selectFrom('room_type')
      .select([sql<number>`count(*)::int`.as('types'), sql<number>`max(max_adults)::int`.as('max_adults')])
      .where('service_id', '=', id)
      .executeTakeFirstOrThrow(),
  ])
  return {
    checkin_time: service.checkin_time,
    checkout_time: service.checkout_time,
    rating: Number(service.rating),
    review_count: service.review_count,
    location_name: location ? (location.name[locale] ?? location.name[DEFAULT_LOCALE] ?? null) : null,
    address: service.address,
    room_type_count: rooms.types,
    max_guests_per_room: rooms.max_adults,
  }
}
