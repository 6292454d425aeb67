import BusinessIcon from '@mui/icons-material/BusinessCenterOutlined'
import type { ResourceProps } from 'react-admin'
import { BusinessTypeEditOrCreate } from './BusinessTypeEdit'
import { BusinessTypeList } from './BusinessTypeList'

/** The admin's business types (spec: `selects/business-type`, -1 creates): what suppliers and partners run. */
export const businessTypes = {
  list: BusinessTypeList,
  edit: BusinessTypeEditOrCreate,
  icon: BusinessIcon,
} satisfies Omit<ResourceProps, 'name'>
