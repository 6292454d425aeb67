import AccountTreeIcon from '@mui/icons-material/AccountTree'
import type { ResourceProps } from 'react-admin'
import { SiteMappingCreate } from './SiteMappingCreate'
import { SiteMappingList } from './SiteMappingList'

/** The admin's `partner-site/mappings` page and its `create`. */
export const siteMappings = {
  list: SiteMappingList,
  create: SiteMappingCreate,
  icon: AccountTreeIcon,
} satisfies Omit<ResourceProps, 'name'>
