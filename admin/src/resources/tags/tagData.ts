import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`selects/tag`) lives at `/tags`, simple-rest as it is. */
export const TAG_RESOURCE = 'selects/tag'

export const tagOverrides = (base: DataProvider): ResourceOverrides => ({
  [TAG_RESOURCE]: atPath(base, 'tags'),
})
