import { format, isValid, type Locale as DateFnsLocale } from 'date-fns'
import { DISPLAY_DATE_FORMAT, parseCalendarDate, type DateInput } from './dates'

/**
 * formatDisplayDate with the date-fns locale data passed in, for bundles that load one locale's data
 * on demand instead of all fourteen: `Mon, Jun 02 2025`; '' for an unreadable date.
 */
export function formatDisplayDateIn(date: DateInput, dateFnsLocale?: DateFnsLocale): string {
  const parsed = parseCalendarDate(date)
  if (!isValid(parsed)) return ''
  return format(parsed, DISPLAY_DATE_FORMAT, dateFnsLocale ? { locale: dateFnsLocale } : undefined)
}
