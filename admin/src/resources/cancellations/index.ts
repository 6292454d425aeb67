import CancellationIcon from '@mui/icons-material/EventBusy'
import type { ResourceProps } from 'react-admin'
import { CancellationList } from './CancellationList'
import { CancellationShow } from './CancellationShow'

/** The Cancellations pages (panel `cancellations`, admin `cancellations/new`) and one at `{page}/{id}`. */
export const cancellations = {
  list: CancellationList,
  edit: CancellationShow,
  icon: CancellationIcon,
} satisfies Omit<ResourceProps, 'name'>
