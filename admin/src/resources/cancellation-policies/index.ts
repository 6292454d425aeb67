import PolicyIcon from '@mui/icons-material/Policy'
import type { ResourceProps } from 'react-admin'
import { PolicyEditOrCreate } from './PolicyEdit'
import { PolicyList } from './PolicyList'

/**
 * Cancellation policies (spec: the admin's `user/cancellation-policy`, the supplier's product
 * settings; -1 creates): the rules of hours and refund share the guest side and refunds read.
 */
export const cancellationPolicies = {
  list: PolicyList,
  edit: PolicyEditOrCreate,
  icon: PolicyIcon,
} satisfies Omit<ResourceProps, 'name'>
