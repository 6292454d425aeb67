import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`settings/tax-categories`) lives at `/tax-categories`, simple-rest as it is. */
export const TAX_CATEGORY_RESOURCE = 'settings/tax-categories'

export const taxCategoryOverrides = (base: DataProvider): ResourceOverrides => ({
  [TAX_CATEGORY_RESOURCE]: atPath(base, 'tax-categories'),
})
