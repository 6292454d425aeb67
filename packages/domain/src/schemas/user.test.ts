import { describe, expect, it } from 'vitest'
import { currentUserSchema, tokenPayloadSchema } from './user'

const user = {
  id: 7,
  name: 'Kari Nordmann',
  email: { email: 'kari@fjord.test' },
  profile_pic_url: null,
  can_login: true,
  first_time_login: false,
  terms_and_condition_accepted: true,
  is_sub_user: false,
  parent_user_id: null,
  country_code: 'NO',
  role_id: [2, 3],
  policies: ['PARTNER_WIDGET_POLICY', 'ACTIVITY_MODULE'],
  user_currency_type: 'NOK',
  is_zaui_stay_user: false,
}

describe('currentUserSchema', () => {
  it('accepts the spec shape, with the email wrapped in an object', () => {
    expect(currentUserSchema.parse(user)).toEqual(user)
    expect(currentUserSchema.safeParse({ ...user, email: 'kari@fjord.test' }).success).toBe(false)
  })

  it('rejects unknown roles and policies', () => {
    expect(currentUserSchema.safeParse({ ...user, role_id: [9] }).success).toBe(false)
    expect(currentUserSchema.safeParse({ ...user, policies: ['EVERYTHING'] }).success).toBe(false)
  })
})

describe('tokenPayloadSchema', () => {
  it('carries the user id as a string subject and the roles', () => {
    expect(tokenPayloadSchema.parse({ sub: '7', roles: [3] })).toEqual({ sub: '7', roles: [3] })
    expect(tokenPayloadSchema.safeParse({ sub: 7, roles: [3] }).success).toBe(false)
  })
})
