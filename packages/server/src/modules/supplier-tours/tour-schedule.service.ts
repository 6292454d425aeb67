import type { TourScheduleInput, TourScheduleResult } from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError } from '../../lib/errors.js'
import { getOption } from './tour-options.service.js'

const DAY_MS = 86_400_000

/** The schedule's dates: every day from `from` to `to` whose ISO weekday it names. */
export function scheduleDates({ from, to, weekdays }: TourScheduleInput): string[] {
  const dates: string[] = []
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
    const isoWeekday = ((new Date(time).getUTCDay() + 6) % 7) + 1
    if (weekdays.includes(isoWeekday)) dates.push(new Date(time).toISOString().slice(0, 10))
  }
  return dates
}

/**
 * Writes the departures the storefront books from (`tour_slot`): one per date and start time, with the
 * schedule's allotment. A departure already sold beyond the new allotment is refused with its dates.
 */
export async function applySchedule(
  db: DB,
  supplierId: number,
  optionId: number,
  schedule: TourScheduleInput,
): Promise<TourScheduleResult> {
  const option = await getOption(db, supplierId, optionId)
  const dates = scheduleDates(schedule)
  if (option.start_times.length === 0 || dates.length === 0)
    return { option_id: optionId, departures: 0, dates }
  return db.transaction().execute(async (trx) => {
    const oversold = await trx
      .selectFrom('tour_slot')
      .where('option_id', '=', optionId)
      .where('date', 'in', dates)
      .where('start_time', 'in', option.start_times)
      .where(sql<boolean>`booked + held > ${schedule.allotment}`)
      .select(sql<string>`to_char(date, 'YYYY-MM-DD')`.as('day'))
      .orderBy('date')
      .execute()
    if (oversold.length > 0) {
      const days = [...new Set(oversold.map((row) => row.day))]
      throw new ApiError(409, (words) => words.bookedAboveAllotment(schedule.allotment, days.join(', ')))
    }
    const slots = dates.flatMap((date) =>
      option.start_times.map((start_time) => ({
        option_id: optionId,
        date,
        start_time,
        allotment: schedule.allotment,
        cut_off_minutes: option.cut_off_minutes,
      })),
    )
    for (let i = 0; i < slots.length; i += 500)
      await trx
        .insertInto('tour_slot')
        .values(slots.slice(i, i + 500))
        .onConflict((conflict) =>
          conflict.columns(['option_id', 'date', 'start_time']).doUpdateSet((eb) => ({
            allotment: eb.ref('excluded.allotment'),
            cut_off_minutes: eb.ref('excluded.cut_off_minutes'),
          })),
        )
        .execute()
    return { option_id: optionId, departures: slots.length, dates }
  })
}
