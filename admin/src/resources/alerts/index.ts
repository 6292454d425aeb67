import CampaignIcon from '@mui/icons-material/Campaign'
import type { ResourceProps } from 'react-admin'
import { AlertEditOrCreate } from './AlertEdit'
import { AlertList } from './AlertList'

/** The admin's alerts (`tools/alerts`, -1 creates): messages shown at the top of the back office. */
export const alerts = {
  list: AlertList,
  edit: AlertEditOrCreate,
  icon: CampaignIcon,
} satisfies Omit<ResourceProps, 'name'>
