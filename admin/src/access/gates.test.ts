import { describe, expect, it } from 'vitest'
import { ADMIN, NEWBIE, OPERATOR, PARTNER, SUPPLIER } from '../test/users'
import { areaOf, panelGate, termsPath, type GateInput } from './gates'

const at = (input: Partial<GateInput>): GateInput => ({
  hasSession: true,
  user: PARTNER,
  area: 'npanel',
  path: '/',
  ...input,
})

describe('panelGate: the login gates of spec part 1 §4, in order', () => {
  it('sends a visitor without a token to login', () => {
    expect(panelGate(at({ hasSession: false, user: null }))).toEqual({ kind: 'login', clearCookies: false })
    // The token goes first: a stale user in memory does not keep a logged-out visitor in.
    expect(panelGate(at({ hasSession: false }))).toEqual({ kind: 'login', clearCookies: false })
  })

  it('sends a session without a user to login', () => {
    expect(panelGate(at({ user: null }))).toEqual({ kind: 'login', clearCookies: false })
  })

  it('clears the cookies of a user who may not log in, before any other gate', () => {
    const blocked = { ...NEWBIE, can_login: false }
    expect(panelGate(at({ user: blocked }))).toEqual({ kind: 'login', clearCookies: true })
    expect(panelGate(at({ user: { ...ADMIN, can_login: false }, area: 'admin' }))).toEqual({
      kind: 'login',
      clearCookies: true,
    })
  })

  it('sends a first-time user to change the password, before the terms', () => {
    expect(panelGate(at({ user: NEWBIE }))).toEqual({ kind: 'navigate', to: '/change-password' })
    expect(panelGate(at({ user: NEWBIE, path: '/change-password' }))).toEqual({ kind: 'allow' })
    expect(panelGate(at({ user: NEWBIE, path: '/no/terms-and-condition' }))).toEqual({
      kind: 'navigate',
      to: '/change-password',
    })
  })

  it("sends a partner or supplier who has not accepted the terms to their country's terms page", () => {
    const newbie = { ...NEWBIE, first_time_login: false }
    expect(panelGate(at({ user: newbie }))).toEqual({ kind: 'navigate', to: '/no/terms-and-condition' })
    expect(panelGate(at({ user: newbie, path: '/no/terms-and-condition' }))).toEqual({ kind: 'allow' })
    const supplier = { ...SUPPLIER, country_code: 'SE', terms_and_condition_accepted: false }
    expect(panelGate(at({ user: supplier, path: '/calendar' }))).toEqual({
      kind: 'navigate',
      to: '/se/terms-and-condition',
    })
  })

  it('exempts sub-users and admins from the terms', () => {
    expect(panelGate(at({ user: { ...OPERATOR, terms_and_condition_accepted: false } }))).toEqual({
      kind: 'allow',
    })
    expect(panelGate(at({ user: { ...ADMIN, terms_and_condition_accepted: false }, area: 'admin' }))).toEqual(
      {
        kind: 'allow',
      },
    )
  })

  it('lets a settled user open any page, the change-password page included', () => {
    expect(panelGate(at({ path: '/calendar' }))).toEqual({ kind: 'allow' })
    expect(panelGate(at({ path: '/change-password' }))).toEqual({ kind: 'allow' })
  })

  it('sends admins to /admin and everyone else to /npanel, with the gate page they still owe', () => {
    expect(panelGate(at({ user: ADMIN, area: 'npanel', path: '/calendar' }))).toEqual({
      kind: 'switch-area',
      area: 'admin',
      to: '/',
    })
    expect(panelGate(at({ user: PARTNER, area: 'admin' }))).toEqual({
      kind: 'switch-area',
      area: 'npanel',
      to: '/',
    })
    expect(panelGate(at({ user: NEWBIE, area: 'admin' }))).toEqual({
      kind: 'switch-area',
      area: 'npanel',
      to: '/change-password',
    })
    expect(panelGate(at({ user: { ...ADMIN, first_time_login: true }, area: 'npanel' }))).toEqual({
      kind: 'switch-area',
      area: 'admin',
      to: '/change-password',
    })
  })
})

describe('termsPath and areaOf', () => {
  it('builds /{country_code}/terms-and-condition, the general terms without a country', () => {
    expect(termsPath('NO')).toBe('/no/terms-and-condition')
    expect(termsPath(null)).toBe('/xx/terms-and-condition')
  })

  it('puts admins in the admin area and everyone else in the panel', () => {
    expect(areaOf(ADMIN)).toBe('admin')
    expect(areaOf({ role_id: [4, 3] })).toBe('admin')
    for (const user of [PARTNER, SUPPLIER, OPERATOR]) expect(areaOf(user)).toBe('npanel')
  })
})
