import {
  AllotmentAction,
  MESSAGES,
  SlotStatus,
  type ChangeAllotmentsResult,
  type ChangeAllotmentsValues,
  type Locale,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { badRequest, notFound } from '../../lib/errors.js'
import { guestWords } from '../../lib/guest-words/index.js'
import { OPTION_NOT_FOUND } from '../supplier-tours/tour-options.service.js'
import { scheduleDates } from '../supplier-tours/tour-schedule.service.js'
import { ownTourOptions } from './activity-calendar.service.js'

const todayUtc = () => new Date().toISOString().slice(0, 10)

type Option = Awaited<ReturnType<typeof ownTourOptions>>[number]

async function chosenOptions(db: DB, supplierId: number, change: ChangeAllotmentsValues) {
  const options = await ownTourOptions(db, supplierId, change.tour_id)
  if (change.option_ids.length === 0) return options
  const unknown = change.option_ids.find((id) => !options.some((option) => option.id === id))
  if (unknown) throw notFound(OPTION_NOT_FOUND)
  return options.filter((option) => change.option_ids.includes(option.id))
}

/**
 * Sets places, closes or reopens the chosen departures in one transaction. The rows are locked as
 * the booking path locks them (`capacity.ts`), so a hold either lands before and is counted here, or
 * after and is checked against the new allotment.
 */
export async function changeAllotments(
  db: DB,
  supplierId: number,
  change: ChangeAllotmentsValues,
  locale: Locale,
): Promise<ChangeAllotmentsResult> {
  if (change.from < todayUtc())
    throw badRequest(`from: ${MESSAGES.datesInPast}`, [{ path: 'from', message: MESSAGES.datesInPast }])
  const options = await chosenOptions(db, supplierId, change)
  const dates = scheduleDates({ ...change, allotment: change.allotment ?? 0 })
  if (options.length === 0 || dates.length === 0) return { departures: 0, created: 0 }
  return db.transaction().execute(async (trx) => {
    let query = trx
      .selectFrom('tour_slot')
      .select([
        'id',
        'option_id',
        sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'),
        sql<string>`to_char(start_time, 'HH24:MI')`.as('time'),
        'booked',
        'held',
      ])
      .where(
        'option_id',
        'in',
        options.map((option) => option.id),
      )
      .where('date', 'in', dates)
    if (change.start_times.length > 0)
      query = query.where(sql<string>`to_char(start_time, 'HH24:MI')`, 'in', change.start_times)
    const slots = await query.orderBy('date').orderBy('start_time').forUpdate().execute()
    if (change.action === AllotmentAction.Set) refuseBelowBooked(slots, change.allotment ?? 0, locale)
    if (slots.length > 0)
      await trx
        .updateTable('tour_slot')
        .set(
          change.action === AllotmentAction.Set
            ? { allotment: change.allotment ?? 0 }
            : { status: change.action === AllotmentAction.Close ? SlotStatus.Locked : SlotStatus.Active },
        )
        .where(
          'id',
          'in',
          slots.map((slot) => slot.id),
        )
        .execute()
    // A departure that does not exist cannot be sold, so closing or reopening has nothing to create.
    const created =
      change.action === AllotmentAction.Set ? await createMissing(trx, change, options, dates, slots) : 0
    return { departures: slots.length + created, created }
  })
}

type LockedSlot = { option_id: number; day: string; time: string; booked: number; held: number }

function refuseBelowBooked(slots: LockedSlot[], allotment: number, locale: Locale) {
  const below = slots.filter((slot) => slot.booked + slot.held > allotment)
  if (below.length === 0) return
  const named = [...new Set(below.map((slot) => `${slot.day} ${slot.time}`))].join(', ')
  const message = guestWords(locale).bookedAboveAllotment(allotment, named)
  throw badRequest(message, [{ path: 'allotment', message }])
}

/** A scheduled start time without its departure yet gets one with the new places. */
async function createMissing(
  trx: DB,
  change: ChangeAllotmentsValues,
  options: Option[],
  dates: string[],
  slots: LockedSlot[],
) {
  const existing = new Set(slots.map((slot) => `${slot.option_id} ${slot.day} ${slot.time}`))
  const missing = options.flatMap((option) =>
    option.start_times
      .map((time) => time.slice(0, 5))
      .filter((time) => change.start_times.length === 0 || change.start_times.includes(time))
      .flatMap((time) =>
        dates
          .filter((date) => !existing.has(`${option.id} ${date} ${time}`))
          .map((date) => ({
            option_id: option.id,
            date,
            start_time: time,
            allotment: change.allotment ?? 0,
            cut_off_minutes: option.cut_off_minutes,
          })),
      ),
  )
  let created = 0
  for (let i = 0; i < missing.length; i += 500) {
    const rows = await trx
      .insertInto('tour_slot')
      .values(missing.slice(i, i + 500))
      .onConflict((conflict) => conflict.columns(['option_id', 'date', 'start_time']).doNothing())
      .returning('id')
      .execute()
    created += rows.length
  }
  return created
}
