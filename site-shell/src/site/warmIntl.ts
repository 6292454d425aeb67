import type { Locale } from '@jaunt/domain'

/**
 * The first number and date formats a page builds cost tens of milliseconds (the browser loads its
 * number and calendar data then); built while the catalog loads, before the first screen, they no
 * longer lengthen the first render of a price or a calendar once the page is on screen.
 */
export function warmIntl(locale: Locale) {
  new Intl.NumberFormat(locale).format(1)
  new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(0)
}
