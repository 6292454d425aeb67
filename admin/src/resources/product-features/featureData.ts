import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The Accommodations page's (`hotel`) Features and Feature types tabs, simple-rest as they are. */
export const FEATURE_RESOURCE = 'hotel/features'
export const FEATURE_TYPE_RESOURCE = 'hotel/feature-type'

export const productFeatureOverrides = (base: DataProvider): ResourceOverrides => ({
  [FEATURE_RESOURCE]: atPath(base, 'product-features'),
  [FEATURE_TYPE_RESOURCE]: atPath(base, 'product-feature-types'),
})
