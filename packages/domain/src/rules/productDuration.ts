import { durationInDaysOrHours, durationText, type Duration } from './duration'

/** A length in minutes as days (from 1), hours (0–23) and minutes (0–59), the parts durationText takes. */
export function durationOfMinutes(totalMinutes: number): Duration {
  const minutes = Math.max(0, Math.round(totalMinutes))
  const days = Math.floor(minutes / 1440)
  return {
    days: days >= 1 ? days : null,
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  }
}

export type ProductDuration = { unit: 'days'; days: number } | { unit: 'text'; text: string }

/**
 * How a product's length reads: over 3 days in days (one decimal), otherwise as `1d 2h 30m`.
 * Null when the product has no length or a negative one.
 */
export function productDuration(totalMinutes: number | null | undefined): ProductDuration | null {
  if (totalMinutes === null || totalMinutes === undefined || !(totalMinutes >= 0)) return null
  const length = durationInDaysOrHours(totalMinutes / 60)
  if (!length) return null
  if (length.unit === 'days') return { unit: 'days', days: length.value }
  return { unit: 'text', text: durationText(durationOfMinutes(totalMinutes)) }
}
