import {
  durationOfMinutes,
  OPTION_SERVICE_TYPES,
  type TourOptionRecord,
  type TourOptionValues,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { TOUR_NOT_FOUND } from './supplier-tours.service.js'

export const OPTION_NOT_FOUND = 'Option not found'
/** The supplier's own options: joined to an activity of theirs, so another's option is not found. */
const ownOptions = (db: DB, supplierId: number) =>
  db
    .selectFrom('tour_option as o')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...OPTION_SERVICE_TYPES])

type OptionRow = {
  id: number
  service_id: number
  position: number
  name: Record<string, string>
  duration_minutes: number | null
  meeting_point: { address?: string; lat?: number | null; lng?: number | null }
  start_times: string[]
  cut_off_minutes: number
}

const COLUMNS = [
  'o.id',
  'o.service_id',
  'o.position',
  'o.name',
  'o.duration_minutes',
  'o.meeting_point',
  'o.start_times',
  'o.cut_off_minutes',
] as const

function toRecord(row: OptionRow): TourOptionRecord {
  const duration = durationOfMinutes(row.duration_minutes ?? 0)
  return {
    id: row.id,
    tour_id: row.service_id,
    position: row.position,
    name: row.name,
    duration: { days: duration.days ?? null, hours: duration.hours, minutes: duration.minutes },
    meeting_point: {
      address: row.meeting_point.address ?? '',
      lat: row.meeting_point.lat ?? null,
      lng: row.meeting_point.lng ?? null,
    },
    start_times: row.start_times,
    cut_off_minutes: row.cut_off_minutes,
  }
}

function columnsOf(values: TourOptionValues) {
  const { days, hours, minutes } = values.duration
  return {
    name: JSON.stringify(values.name),
    duration_minutes: (days ?? 0) * 1440 + hours * 60 + minutes,
    meeting_point: JSON.stringify({
      address: values.meeting_point.address ?? '',
      lat: values.meeting_point.lat ?? null,
      lng: values.meeting_point.lng ?? null,
    }),
    start_times: values.start_times,
    cut_off_minutes: values.cut_off_minutes,
  }
}

export async function listOptions(db: DB, supplierId: number, tourId: number) {
  const tour = await db
    .selectFrom('service as s')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...OPTION_SERVICE_TYPES])
    .where('s.id', '=', tourId)
    .select('s.id')
    .executeTakeFirst()
  if (!tour) throw notFound(TOUR_NOT_FOUND)
  const rows = await ownOptions(db, supplierId)
    .where('o.service_id', '=', tourId)
    .select(COLUMNS)
    .orderBy('o.position')
    .orderBy('o.id')
    .execute()
  return rows.map(toRecord)
}

export async function getOption(db: DB, supplierId: number, optionId: number) {
  const row = await ownOptions(db, supplierId).where('o.id', '=', optionId).select(COLUMNS).executeTakeFirst()
  if (!row) throw notFound(OPTION_NOT_FOUND)
  return toRecord(row)
}

export async function createOption(db: DB, supplierId: number, tourId: number, values: TourOptionValues) {
  const existing = await listOptions(db, supplierId, tourId)
  const position = Math.max(0, ...existing.map((option) => option.position)) + 1
  const { id } = await db
    .insertInto('tour_option')
    .values({ service_id: tourId, position, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return getOption(db, supplierId, id)
}

export async function updateOption(db: DB, supplierId: number, optionId: number, values: TourOptionValues) {
  await getOption(db, supplierId, optionId)
  await db.updateTable('tour_option').set(columnsOf(values)).where('id', '=', optionId).execute()
  return getOption(db, supplierId, optionId)
}

/** Deletes an option and its tickets and departures; one that a booking points at stays (409). */
export async function deleteOption(db: DB, supplierId: number, optionId: number) {
  await getOption(db, supplierId, optionId)
  const booked = await db
    .selectFrom('reservation')
    .select('id')
    .where('option_id', '=', optionId)
    .executeTakeFirst()
  if (booked) throw new ApiError(409, (words) => words.optionHasBookings)
  await db.deleteFrom('tour_option').where('id', '=', optionId).execute()
  return { id: optionId }
}
