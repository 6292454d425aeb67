import type { Locale } from '@jaunt/domain'

const moneyFormats = new Map<string, Intl.NumberFormat>()
const dateFormats = new Map<string, Intl.DateTimeFormat>()

/** `amount` in major units (12.5 is twelve euros fifty) of an ISO 4217 `currency`. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}|${currency}`
  let format = moneyFormats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency })
    moneyFormats.set(key, format)
  }
  return format.format(amount)
}

/** The spec's two date displays: `long` for 'ddd, MMM DD yyyy', `numeric` for 'DD/MM/YYYY', localised. */
export type DateStyle = 'long' | 'numeric'

const dateStyles: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  long: { weekday: 'short', month: 'short', day: '2-digit', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
}

// Plain `en` is American to Intl (03/09/2026); the spec's numeric date is DD/MM/YYYY in English too.
const numericTagOf = (locale: Locale, style: DateStyle) =>
  style === 'numeric' && locale === 'en' ? 'en-GB' : locale

/**
 * Formats a calendar date. A `YYYY-MM-DD` string is a date without a time zone and is shown as that
 * day everywhere; other values are instants, shown in `timeZone` (default: the browser's).
 */
export function formatDate(
  date: Date | string | number,
  locale: Locale,
  style: DateStyle = 'long',
  timeZone?: string,
): string {
  const isPlainDate = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date)
  const zone = isPlainDate ? 'UTC' : timeZone
  const key = `${locale}|${style}|${zone ?? ''}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(numericTagOf(locale, style), { ...dateStyles[style], timeZone: zone })
    dateFormats.set(key, format)
  }
  return format.format(isPlainDate ? new Date(`${date}T00:00:00Z`) : new Date(date))
}
