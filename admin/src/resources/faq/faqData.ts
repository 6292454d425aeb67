import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`settings/faq`) lives at `/admin/faq-entries`, simple-rest as it is. */
export const FAQ_RESOURCE = 'settings/faq'

export const faqOverrides = (base: DataProvider): ResourceOverrides => ({
  [FAQ_RESOURCE]: atPath(base, 'admin/faq-entries'),
})
