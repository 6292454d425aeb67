import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The admin's `partner-site/mappings` page: simple-rest at `/admin/site-mappings` (list, create, delete). */
export const SITE_MAPPING_RESOURCE = 'partner-site/mappings'

export const siteMappingOverrides = (base: DataProvider): ResourceOverrides => ({
  [SITE_MAPPING_RESOURCE]: atPath(base, 'admin/site-mappings'),
})
