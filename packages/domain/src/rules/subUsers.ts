import { Policy } from '../enums/policy'

/** The Sub-Users menu is for top-level users holding CREATE_OPERATOR_POLICY; sub-users cannot nest. */
export function canManageSubUsers(user: {
  parent_user_id: number | null
  policies: readonly string[]
}): boolean {
  return user.parent_user_id === null && user.policies.includes(Policy.CREATE_OPERATOR_POLICY)
}
