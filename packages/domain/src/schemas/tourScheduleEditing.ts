import { z } from 'zod'
import { MESSAGES } from '../messages'
import { calendarDateSchema } from './common'

const DAY_MS = 86_400_000
const MAX_SCHEDULE_DAYS = 366

/** A weekly schedule of an option: a departure at each of its start times on the chosen ISO weekdays. */
export const tourScheduleInputSchema = z
  .object({
    weekdays: z.array(z.number().int().min(1).max(7)).min(1, { error: MESSAGES.weekdaysRequired }).max(7),
    from: calendarDateSchema,
    to: calendarDateSchema,
    allotment: z.number().int().min(0).max(100_000),
  })
  .refine(
    ({ from, to }) => {
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS
      return days >= 0 && days < MAX_SCHEDULE_DAYS
    },
    { error: MESSAGES.scheduleRangeInvalid, path: ['to'] },
  )
export type TourScheduleInput = z.infer<typeof tourScheduleInputSchema>

/** What a schedule wrote: the departures it created or whose allotment it set. */
export const tourScheduleResultSchema = z.object({
  option_id: z.number().int(),
  departures: z.number().int(),
  dates: z.array(calendarDateSchema),
})
export type TourScheduleResult = z.infer<typeof tourScheduleResultSchema>
