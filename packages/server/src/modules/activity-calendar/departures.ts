import {
  DepartureState,
  OPTION_SERVICE_TYPES,
  SlotStatus,
  type CalendarDeparture,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { serviceNameIn } from '../catalogue/service-words.js'

/** The departures of the supplier's own activities: another's never match, so they are not found. */
export const ownDepartures = (db: DB, supplierId: number, locale: Locale) =>
  db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...OPTION_SERVICE_TYPES])
    .select([
      'ts.id',
      's.id as tour_id',
      serviceNameIn(locale).as('tour_name'),
      'ts.option_id',
      'o.name as option_names',
      sql<string>`to_char(ts.date, 'YYYY-MM-DD')`.as('day'),
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      'ts.allotment',
      'ts.booked',
      'ts.held',
      'ts.status',
    ])

export const nameIn = (names: Record<string, string>, locale: Locale) => names[locale] || names.en || ''

type DepartureRow = {
  id: number
  tour_id: number
  tour_name: string
  option_id: number
  option_names: Record<string, string>
  day: string
  start_time: string
  allotment: number
  booked: number
  held: number
  status: number
}

function stateOf(row: DepartureRow, free: number): DepartureState {
  if (row.status === SlotStatus.Locked) return DepartureState.Closed
  if (row.status === SlotStatus.Booked || free === 0) return DepartureState.SoldOut
  return DepartureState.Open
}

export function toDeparture(row: DepartureRow, locale: Locale): CalendarDeparture {
  const free = Math.max(row.allotment - row.booked - row.held, 0)
  return {
    id: row.id,
    tour_id: row.tour_id,
    tour_name: row.tour_name,
    option_id: row.option_id,
    option_name: nameIn(row.option_names, locale),
    date: row.day,
    start_time: row.start_time,
    allotment: row.allotment,
    booked: row.booked,
    held: row.held,
    free,
    state: stateOf(row, free),
  }
}
