import { DEFAULT_LOCALE } from '@jaunt/domain'
import { ProductTextFields } from '../tours/ProductTextFields'
import { LocaleTabs } from '../tours/settings/LocaleTabs'

/** What guests read of the hotel, one language at a time; English is the fallback and needs a name. */
export function HotelTextsTab() {
  return (
    <LocaleTabs field="texts">
      {(locale) => <ProductTextFields locale={locale} fallbackLocale={DEFAULT_LOCALE} />}
    </LocaleTabs>
  )
}
