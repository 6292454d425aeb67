import {
  MESSAGES,
  type HotelCalendarChangeResult,
  type HotelCalendarChangeValues,
  type HotelNightChange,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { badRequest, notFound, type FieldError } from '../../lib/errors.js'
import { syncConnectedRatePlans } from '../supplier-hotels/hotel-rate-plans.service.js'
import { ownHotel, RATE_PLAN_NOT_FOUND, ROOM_TYPE_NOT_FOUND } from './hotel-calendar.service.js'

const todayUtc = () => new Date().toISOString().slice(0, 10)

const refuse = (errors: FieldError[]) => {
  const first = errors[0]!
  return badRequest(`${first.path}: ${first.message}`, errors)
}

const changesRates = (night: HotelNightChange) =>
  night.price !== undefined ||
  night.cut_off_time !== undefined ||
  night.restriction_min_stay !== undefined ||
  night.restriction_max_stay !== undefined ||
  night.restriction_no_checkin !== undefined ||
  night.restriction_no_checkout !== undefined

/**
 * Writes a room type's allotments and its rate plans' prices and restrictions night by night, in one
 * transaction: any bad cell refuses the whole change, naming every bad cell (`days.<date>.<field>`).
 * The nights' inventory rows are locked as the booking path locks them (`checkout/capacity.ts`), so
 * a hold either lands first and is counted against the new allotment, or waits for it.
 */
export async function changeCalendar(
  db: DB,
  supplierId: number,
  hotelId: number,
  change: HotelCalendarChangeValues,
): Promise<HotelCalendarChangeResult> {
  await ownHotel(db, supplierId, hotelId)
  const room = await db
    .selectFrom('room_type')
    .select('id')
    .where('id', '=', change.room_type_id)
    .where('service_id', '=', hotelId)
    .executeTakeFirst()
  if (!room) throw notFound(ROOM_TYPE_NOT_FOUND)
  const planIds = [...new Set(change.rate_plan_ids)]
  if (planIds.length > 0) {
    const plans = await db
      .selectFrom('rate_plan')
      .select('id')
      .where('room_type_id', '=', room.id)
      .where('id', 'in', planIds)
      .execute()
    if (plans.length !== planIds.length) throw notFound(RATE_PLAN_NOT_FOUND)
  }
  const dates = Object.keys(change.days).sort()
  const errors: FieldError[] = []
  const today = todayUtc()
  for (const date of dates) {
    if (date < today) errors.push({ path: `days.${date}`, message: MESSAGES.hotelNightsInPast })
    else if (changesRates(change.days[date]!) && planIds.length === 0)
      errors.push({ path: `days.${date}.rate_plan_ids`, message: MESSAGES.hotelNightsRequired })
  }
  if (errors.length > 0) throw refuse(errors)

  return db.transaction().execute(async (trx) => {
    const allotmentDates = dates.filter((date) => change.days[date]!.allotment !== undefined)
    if (allotmentDates.length > 0) await writeAllotments(trx, room.id, allotmentDates, change)
    const rateDates = dates.filter((date) => changesRates(change.days[date]!))
    if (rateDates.length > 0 && planIds.length > 0) {
      await writeRates(trx, planIds, rateDates, change)
      // Connected rate plans follow their parent's nights, in the same transaction.
      for (const planId of planIds) await syncConnectedRatePlans(trx, planId)
    }
    return { nights: dates.length }
  })
}

async function writeAllotments(
  trx: DB,
  roomTypeId: number,
  dates: string[],
  change: HotelCalendarChangeValues,
) {
  const locked = await trx
    .selectFrom('room_inventory')
    .select([sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'booked', 'held'])
    .where('room_type_id', '=', roomTypeId)
    .where('date', 'in', dates)
    .forUpdate()
    .execute()
  const below = locked.filter((night) => night.booked + night.held > change.days[night.date]!.allotment!)
  if (below.length > 0)
    throw refuse(
      below.map((night) => ({
        path: `days.${night.date}.allotment`,
        message: MESSAGES.hotelAllotmentBelowBooked,
      })),
    )
  await trx
    .insertInto('room_inventory')
    .values(
      dates.map((date) => ({ room_type_id: roomTypeId, date, allotment: change.days[date]!.allotment! })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['room_type_id', 'date'])
        .doUpdateSet({ allotment: (eb) => eb.ref('excluded.allotment') }),
    )
    .execute()
}

async function writeRates(trx: DB, planIds: number[], dates: string[], change: HotelCalendarChangeValues) {
  const existing = await trx
    .selectFrom('rate_plan_day')
    .select(['rate_plan_id', sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'), 'min_stay', 'max_stay'])
    .where('rate_plan_id', 'in', planIds)
    .where('date', 'in', dates)
    .forUpdate()
    .execute()
  const known = new Map(existing.map((row) => [`${row.rate_plan_id} ${row.date}`, row]))
  const errors: FieldError[] = []
  for (const date of dates) {
    const night = change.days[date]!
    for (const planId of planIds) {
      const row = known.get(`${planId} ${date}`)
      // A night the rate plan never sold needs its price before it can be sold.
      if (!row && night.price === undefined)
        errors.push({ path: `days.${date}.price`, message: MESSAGES.hotelPriceRequired })
      const min =
        night.restriction_min_stay !== undefined ? night.restriction_min_stay : (row?.min_stay ?? null)
      const max =
        night.restriction_max_stay !== undefined ? night.restriction_max_stay : (row?.max_stay ?? null)
      if (min !== null && max !== null && min > max)
        errors.push({ path: `days.${date}.restriction_min_stay`, message: MESSAGES.hotelMinStayAboveMax })
    }
  }
  const unique = [...new Map(errors.map((error) => [error.path, error])).values()]
  if (unique.length > 0) throw refuse(unique)
  for (const date of dates) {
    const night = change.days[date]!
    const set = {
      ...(night.price !== undefined && { price: night.price }),
      ...(night.cut_off_time !== undefined && { cut_off_hours: night.cut_off_time }),
      ...(night.restriction_min_stay !== undefined && { min_stay: night.restriction_min_stay }),
      ...(night.restriction_max_stay !== undefined && { max_stay: night.restriction_max_stay }),
      ...(night.restriction_no_checkin !== undefined && { no_checkin: night.restriction_no_checkin }),
      ...(night.restriction_no_checkout !== undefined && { no_checkout: night.restriction_no_checkout }),
    }
    const missing = planIds.filter((planId) => !known.has(`${planId} ${date}`))
    if (missing.length > 0)
      await trx
        .insertInto('rate_plan_day')
        .values(missing.map((planId) => ({ rate_plan_id: planId, date, price: night.price!, ...set })))
        .execute()
    const present = planIds.filter((planId) => known.has(`${planId} ${date}`))
    if (present.length > 0)
      await trx
        .updateTable('rate_plan_day')
        .set(set)
        .where('rate_plan_id', 'in', present)
        .where('date', '=', date)
        .execute()
  }
}
