import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`settings/locations`) lives at `/locations`, simple-rest as it is. */
export const LOCATION_RESOURCE = 'settings/locations'

export const locationOverrides = (base: DataProvider): ResourceOverrides => ({
  [LOCATION_RESOURCE]: atPath(base, 'locations'),
})
