import EditNoteIcon from '@mui/icons-material/EditNote'
import type { ResourceProps } from 'react-admin'
import { SiteChangeList } from './SiteChangeList'

/** The admin's `partner-site/pending-change` page. */
export const siteChanges = {
  list: SiteChangeList,
  icon: EditNoteIcon,
} satisfies Omit<ResourceProps, 'name'>
