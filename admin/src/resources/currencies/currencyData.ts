import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`settings/currencies`) lives at `/admin/currencies`, simple-rest as it is. */
export const CURRENCY_RESOURCE = 'settings/currencies'

export const currencyOverrides = (base: DataProvider): ResourceOverrides => ({
  [CURRENCY_RESOURCE]: atPath(base, 'admin/currencies'),
})
