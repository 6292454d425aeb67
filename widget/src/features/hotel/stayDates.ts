import { MAX_STAY_NIGHTS } from '@jaunt/domain'
import { addDays } from '@jaunt/ui'

export type Stay = { checkIn: string | null; checkOut: string | null }

/** Nights from check-in to check-out (the check-out day is not a night). */
export function nightsOf(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / 86_400_000)
}

/**
 * The latest check-out for a check-in: the first day with no room free cannot be a night, so the stay
 * ends on it at the latest; never more than MAX_STAY_NIGHTS nights.
 */
export function latestCheckOut(checkIn: string, emptyDates: ReadonlySet<string>): string {
  let day = checkIn
  for (let night = 1; night <= MAX_STAY_NIGHTS; night += 1) {
    day = addDays(checkIn, night)
    if (emptyDates.has(day)) return day
  }
  return day
}

/**
 * A click on the calendar: the first picks check-in, the second check-out if it can end the stay;
 * anything else starts a new stay from the day clicked.
 */
export function pickStayDay(stay: Stay, day: string, emptyDates: ReadonlySet<string>): Stay {
  const { checkIn, checkOut } = stay
  if (checkIn && !checkOut && day > checkIn && day <= latestCheckOut(checkIn, emptyDates)) {
    return { checkIn, checkOut: day }
  }
  return emptyDates.has(day) ? { checkIn: null, checkOut: null } : { checkIn: day, checkOut: null }
}

/** Whether a day can be clicked now: as check-in (a night with rooms) or, after one, as check-out. */
export function canPickStayDay(
  stay: Stay,
  day: string,
  emptyDates: ReadonlySet<string>,
  today: string,
): boolean {
  if (day < today) return false
  if (stay.checkIn && !stay.checkOut && day > stay.checkIn)
    return day <= latestCheckOut(stay.checkIn, emptyDates)
  return !emptyDates.has(day)
}
