import {
  addDays,
  addMonths,
  addWeeks,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parseISO,
  startOfMonth,
  startOfWeek,
} from 'date-fns'

export type CalendarView = 'month' | 'week' | 'day'
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day']

// Weeks start on Monday, as the schedule's ISO weekdays do.
const WEEK = { weekStartsOn: 1 } as const

export const isoDate = (day: Date) => format(day, 'yyyy-MM-dd')

/** The day a URL names, or today. */
export function dayOf(value: string | null, today = new Date()): Date {
  const day = value ? parseISO(value) : today
  return isValid(day) ? day : today
}

/** The days a view shows: whole weeks around a month, a week from Monday, or the day itself. */
export function daysOf(view: CalendarView, day: Date): Date[] {
  if (view === 'day') return [day]
  if (view === 'week') return eachDayOfInterval({ start: startOfWeek(day, WEEK), end: endOfWeek(day, WEEK) })
  return eachDayOfInterval({
    start: startOfWeek(startOfMonth(day), WEEK),
    end: endOfWeek(endOfMonth(day), WEEK),
  })
}

/** The day the previous or next page of a view shows. */
export function step(view: CalendarView, day: Date, by: 1 | -1): Date {
  if (view === 'month') return addMonths(day, by)
  if (view === 'week') return addWeeks(day, by)
  return addDays(day, by)
}
