import PercentIcon from '@mui/icons-material/Percent'
import type { ResourceProps } from 'react-admin'
import { CommissionCategoryEdit } from './CommissionCategoryEdit'
import { CommissionCategoryList } from './CommissionCategoryList'
import { PartnerShareEdit } from './PartnerShareEdit'
import { PartnerShareList } from './PartnerShareList'

/** `settings/commission`: the default commission and each partner site's share (`{siteId}` edits one). */
export const commission = {
  list: PartnerShareList,
  edit: PartnerShareEdit,
  icon: PercentIcon,
} satisfies Omit<ResourceProps, 'name'>

/** `settings/commission-categories`: each category's commission (`{id}` edits one). */
export const commissionCategories = {
  list: CommissionCategoryList,
  edit: CommissionCategoryEdit,
  icon: PercentIcon,
} satisfies Omit<ResourceProps, 'name'>
