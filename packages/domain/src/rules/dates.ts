import { format, isValid, parseISO, startOfWeek } from 'date-fns'
import type { Locale } from '../locales'
import { DATE_FNS_LOCALES } from './dateLocales'

/** The spec's 'ddd, MMM DD yyyy' in date-fns tokens: `Mon, Jun 02 2025`. */
export const DISPLAY_DATE_FORMAT = 'EEE, MMM dd yyyy'
/** The spec's 'DD/MM/YYYY' in date-fns tokens. */
export const SHORT_DATE_FORMAT = 'dd/MM/yyyy'
/** Weeks start on Monday. */
export const WEEK_STARTS_ON = 1

export type DateInput = Date | string

/**
 * Reads a date; a `yyyy-MM-dd` string is the local calendar day, whereas `new Date('2025-06-02')`
 * would be UTC midnight and show the previous day west of Greenwich.
 */
export function parseCalendarDate(input: DateInput): Date {
  return typeof input === 'string' ? parseISO(input) : input
}

/** `Mon, Jun 02 2025`, with day and month names in the given locale; '' for an unreadable date. */
export function formatDisplayDate(date: DateInput, locale?: Locale): string {
  const parsed = parseCalendarDate(date)
  if (!isValid(parsed)) return ''
  return format(parsed, DISPLAY_DATE_FORMAT, locale ? { locale: DATE_FNS_LOCALES[locale] } : undefined)
}

/** `02/06/2025`; '' for an unreadable date. */
export function formatShortDate(date: DateInput): string {
  const parsed = parseCalendarDate(date)
  return isValid(parsed) ? format(parsed, SHORT_DATE_FORMAT) : ''
}

/** Monday 00:00 of the week holding the date. */
export function startOfJauntWeek(date: DateInput): Date {
  return startOfWeek(parseCalendarDate(date), { weekStartsOn: WEEK_STARTS_ON })
}
