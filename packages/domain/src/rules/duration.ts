export interface Duration {
  days?: number | null
  hours: number
  minutes: number
}

const INVALID_DURATION = '00:00'

const isWhole = (value: number, min: number, max: number) =>
  Number.isInteger(value) && value >= min && value <= max

/** `1d 2h 30m`, leaving out zero parts; `00:00` when any part is out of range or not a whole number. */
export function durationText({ days, hours, minutes }: Duration): string {
  const hasDays = days !== undefined && days !== null
  if (hasDays && !isWhole(days, 1, Number.MAX_SAFE_INTEGER)) return INVALID_DURATION
  if (!isWhole(hours, 0, 23) || !isWhole(minutes, 0, 59)) return INVALID_DURATION
  const parts = [hasDays ? `${days}d` : '', hours ? `${hours}h` : '', minutes ? `${minutes}m` : '']
  return parts.filter(Boolean).join(' ') || '0m'
}

export type DurationUnit = 'days' | 'hours'

/** Durations over 3 days (72 hours) are shown in days. */
export const DAYS_DISPLAY_THRESHOLD_HOURS = 72

export function durationUnit(totalHours: number): DurationUnit {
  return totalHours > DAYS_DISPLAY_THRESHOLD_HOURS ? 'days' : 'hours'
}

/** The value to show with its unit; days are rounded to one decimal. Null for a negative or non-finite length. */
export function durationInDaysOrHours(totalHours: number): { value: number; unit: DurationUnit } | null {
  if (!Number.isFinite(totalHours) || totalHours < 0) return null
  const unit = durationUnit(totalHours)
  const value = unit === 'days' ? Math.round((totalHours / 24) * 10) / 10 : totalHours
  return { value, unit }
}
