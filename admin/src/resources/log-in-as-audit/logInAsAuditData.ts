import type { DataProvider } from 'react-admin'
import { atPath, type ResourceOverrides } from '../../data/overrides'

/** The page's resource (`tools/log-in-as-audit`) lives at `/log-in-as-audit`, simple-rest as it is. */
export const LOG_IN_AS_AUDIT_RESOURCE = 'tools/log-in-as-audit'

export const logInAsAuditOverrides = (base: DataProvider): ResourceOverrides => ({
  [LOG_IN_AS_AUDIT_RESOURCE]: atPath(base, 'log-in-as-audit'),
})

/** The audit's link for one user: the log-ins as them, or, for an admin, the log-ins they made. */
export function logInAsHistoryPath(user: { id: number; admin: boolean }) {
  const source = user.admin ? 'admin_id' : 'target_user_id'
  const query = new URLSearchParams({
    filter: JSON.stringify({ [source]: user.id }),
    displayedFilters: JSON.stringify({ [source]: true }),
  })
  return `/${LOG_IN_AS_AUDIT_RESOURCE}?${query.toString()}`
}
