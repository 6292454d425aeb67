import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`selects/business-type`) lives at `/business-types`, simple-rest as it is. */
export const BUSINESS_TYPE_RESOURCE = 'selects/business-type'

export const businessTypeOverrides = (base: DataProvider): ResourceOverrides => ({
  [BUSINESS_TYPE_RESOURCE]: atPath(base, 'business-types'),
})
