import { describe, expect, it } from 'vitest'
import { Policy } from '../enums/policy'
import { canManageSubUsers } from './subUsers'

describe('canManageSubUsers', () => {
  it('is true for a top-level user with the operator policy', () => {
    expect(canManageSubUsers({ parent_user_id: null, policies: [Policy.CREATE_OPERATOR_POLICY] })).toBe(true)
  })

  it('is false for a sub-user or a user without the policy', () => {
    expect(canManageSubUsers({ parent_user_id: 4, policies: [Policy.CREATE_OPERATOR_POLICY] })).toBe(false)
    expect(canManageSubUsers({ parent_user_id: null, policies: [Policy.PARTNER_WIDGET_POLICY] })).toBe(false)
  })
})
