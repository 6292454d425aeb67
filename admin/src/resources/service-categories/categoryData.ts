import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`selects/service-category`) lives at `/service-categories`, simple-rest as it is. */
export const CATEGORY_RESOURCE = 'selects/service-category'

/** The tree is small and has one order: lists ask for all of it. */
export const WHOLE_TREE = { page: 1, perPage: 500 } as const

export const categoryOverrides = (base: DataProvider): ResourceOverrides => ({
  [CATEGORY_RESOURCE]: atPath(base, 'service-categories'),
})
