import ManageSearchIcon from '@mui/icons-material/ManageSearch'
import type { ResourceProps } from 'react-admin'
import { LogInAsAuditList } from './LogInAsAuditList'

/** The admin's log-in-as audit (`tools/log-in-as-audit`): read-only. */
export const logInAsAudit = {
  list: LogInAsAuditList,
  icon: ManageSearchIcon,
} satisfies Omit<ResourceProps, 'name'>
