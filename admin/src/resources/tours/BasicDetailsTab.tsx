import { DEFAULT_LOCALE } from '@jaunt/domain'
import { LocaleTabs } from './settings/LocaleTabs'
import { TourTextFields } from './TourTextFields'

/**
 * What guests read, per language: English is the fallback every other language shows where it
 * has no text of its own. One language is on screen at a time; the form checks them all, and a
 * language whose check fails is marked in its tab.
 */
export function BasicDetailsTab() {
  return (
    <LocaleTabs field="texts">
      {(locale) => <TourTextFields locale={locale} fallbackLocale={DEFAULT_LOCALE} />}
    </LocaleTabs>
  )
}
