import { describe, expect, it } from 'vitest'
import { UserRole } from '../enums/userRole'
import { loginGate } from './loginGate'

const partner = {
  can_login: true,
  first_time_login: false,
  terms_and_condition_accepted: true,
  is_sub_user: false,
  role_id: [UserRole.Partner],
}

describe('loginGate', () => {
  it('sends a visitor without a user to login', () => {
    expect(loginGate(null)).toBe('login')
    expect(loginGate(undefined)).toBe('login')
  })

  it('clears cookies of a user who may not log in, before any other gate', () => {
    expect(loginGate({ ...partner, can_login: false, first_time_login: true })).toBe('login-clear-cookies')
  })

  it('asks a first-time user to change the password before accepting terms', () => {
    expect(loginGate({ ...partner, first_time_login: true, terms_and_condition_accepted: false })).toBe(
      'change-password',
    )
  })

  it('asks a partner or supplier who has not accepted to accept the terms', () => {
    expect(loginGate({ ...partner, terms_and_condition_accepted: false })).toBe('accept-terms')
    expect(loginGate({ ...partner, role_id: [UserRole.Supplier], terms_and_condition_accepted: false })).toBe(
      'accept-terms',
    )
  })

  it('exempts admins and sub-users from the terms', () => {
    expect(loginGate({ ...partner, role_id: [UserRole.Admin], terms_and_condition_accepted: false })).toBe(
      'ok',
    )
    expect(loginGate({ ...partner, is_sub_user: true, terms_and_condition_accepted: false })).toBe('ok')
  })

  it('lets a settled user in', () => {
    expect(loginGate(partner)).toBe('ok')
  })
})
