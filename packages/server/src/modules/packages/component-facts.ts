import { ServiceType } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { tourSlots } from '../tours/slots.js'
import {
  addDays,
  type ComponentFacts,
  type Departure,
  type HotelFacts,
  type RatePlanNight,
} from './composition.js'

/** A package's components in day order, with the name a partner or admin reads. */
export async function packageComponentRows(db: DB, packageId: number) {
  return db
    .selectFrom('package_component as pc')
    .innerJoin('service as s', 's.id', 'pc.service_id')
    .select([
      'pc.service_id',
      'pc.day_offset',
      'pc.nights',
      's.service_type',
      sql<string>`coalesce(
        (select t.name from service_translation t where t.service_id = s.id and t.locale = 'en'),
        (select min(t.name) from service_translation t where t.service_id = s.id),
        s.product_code
      )`.as('name'),
    ])
    .where('pc.package_id', '=', packageId)
    .orderBy('pc.day_offset')
    .orderBy('pc.service_id')
    .execute()
}

type ComponentRow = Awaited<ReturnType<typeof packageComponentRows>>[number]

async function activityFacts(db: DB, row: ComponentRow, from: string, to: string): Promise<ComponentFacts> {
  const slots = await tourSlots(db, row.service_id)
    .where('ts.date', '>=', addDays(from, row.day_offset))
    .where('ts.date', '<=', addDays(to, row.day_offset))
    .execute()
  const departures = new Map<string, Departure[]>()
  for (const slot of slots) {
    const day = departures.get(slot.date) ?? []
    day.push({ remaining: Number(slot.remaining), bookable: Boolean(slot.bookable) })
    departures.set(slot.date, day)
  }
  return {
    kind: 'activity',
    serviceId: row.service_id,
    name: row.name,
    dayOffset: row.day_offset,
    departures,
  }
}

export async function hotelFacts(db: DB, serviceId: number, from: string, to: string): Promise<HotelFacts> {
  const [roomTypes, inventory, planDays, checkIns] = await Promise.all([
    db
      .selectFrom('room_type')
      .select(['id', sql<number>`(max_adults + max_children)::int`.as('sleeps')])
      .where('service_id', '=', serviceId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('room_inventory as ri')
      .innerJoin('room_type as rt', 'rt.id', 'ri.room_type_id')
      .select([
        'ri.room_type_id',
        'ri.date',
        sql<number>`(ri.allotment - ri.booked - ri.held)::int`.as('left'),
      ])
      .where('rt.service_id', '=', serviceId)
      .where('ri.date', '>=', from)
      .where('ri.date', '<=', to)
      .execute(),
    db
      .selectFrom('rate_plan_day as d')
      .innerJoin('rate_plan as rp', 'rp.id', 'd.rate_plan_id')
      .innerJoin('room_type as rt', 'rt.id', 'rp.room_type_id')
      .select([
        'rp.room_type_id',
        'd.rate_plan_id',
        'd.date',
        'd.min_stay',
        'd.max_stay',
        'd.no_checkin',
        'd.no_checkout',
        'd.cut_off_hours',
      ])
      .where('rt.service_id', '=', serviceId)
      .where('d.date', '>=', from)
      .where('d.date', '<=', to)
      .execute(),
    db
      .selectFrom('service as s')
      .leftJoin('location as l', 'l.id', 's.location_id')
      .innerJoin(
        sql<{
          day: string
        }>`(select d::date::text as day from generate_series(${from}::date, ${to}::date, interval '1 day') d)`.as(
          'days',
        ),
        (join) => join.onTrue(),
      )
      .select([
        'days.day',
        sql<Date>`(days.day::date + coalesce(s.checkin_time, '15:00')::time) at time zone coalesce(l.time_zone, 'UTC')`.as(
          'check_in_at',
        ),
      ])
      .where('s.id', '=', serviceId)
      .execute(),
  ])
  const checkInAt = new Map(checkIns.map((row) => [row.day, new Date(row.check_in_at)]))
  return {
    roomTypes: roomTypes.map((roomType) => {
      const plans = new Map<number, Map<string, RatePlanNight>>()
      for (const day of planDays.filter((d) => d.room_type_id === roomType.id)) {
        const nights = plans.get(day.rate_plan_id) ?? new Map<string, RatePlanNight>()
        nights.set(day.date, {
          min_stay: day.min_stay,
          max_stay: day.max_stay,
          no_checkin: day.no_checkin,
          no_checkout: day.no_checkout,
          cut_off_hours: day.cut_off_hours,
        })
        plans.set(day.rate_plan_id, nights)
      }
      return {
        id: roomType.id,
        sleeps: roomType.sleeps,
        roomsLeft: new Map(
          inventory
            .filter((row) => row.room_type_id === roomType.id)
            .map((row) => [row.date, Number(row.left)]),
        ),
        ratePlans: [...plans].map(([id, nights]) => ({ id, nights })),
      }
    }),
    checkInAt: (date) => checkInAt.get(date) ?? new Date(`${date}T15:00:00Z`),
  }
}

/** What the availability rules need to know of every component for start dates `from` to `to`. */
export async function packageComponentFacts(
  db: DB,
  packageId: number,
  from: string,
  to: string,
): Promise<ComponentFacts[]> {
  const rows = await packageComponentRows(db, packageId)
  return Promise.all(
    rows.map(async (row) => {
      if (row.service_type !== ServiceType.Hotels) return activityFacts(db, row, from, to)
      // A hotel in a package sleeps at least one night.
      const nights = Math.max(1, row.nights)
      const hotel = await hotelFacts(
        db,
        row.service_id,
        addDays(from, row.day_offset),
        addDays(to, row.day_offset + nights),
      )
      return {
        kind: 'hotel' as const,
        serviceId: row.service_id,
        name: row.name,
        dayOffset: row.day_offset,
        nights,
        hotel,
      }
    }),
  )
}
