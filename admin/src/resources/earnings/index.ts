import EarningIcon from '@mui/icons-material/Payments'
import type { ResourceProps } from 'react-admin'
import { EarningList } from './EarningList'
import { EarningShow } from './EarningShow'

/** The earnings pages (`supplier-earnings`, `partner-earnings`, in the panel and the admin area) and `{page}/{id}`. */
export const earnings = {
  list: EarningList,
  edit: EarningShow,
  icon: EarningIcon,
} satisfies Omit<ResourceProps, 'name'>
