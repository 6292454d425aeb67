import { MESSAGES, Policy } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { ADMIN, BOTH, DEMO_SITE, OPERATOR, PARTNER, PARTNER2, SUPPLIER, TERMINAL_SITE } from '../test/users'
import { pageById } from './pages'
import { guardPage, type GuardInput } from './routeGuard'

const panel = (id: string) => pageById('npanel', id)
const guard = (input: Partial<GuardInput> & Pick<GuardInput, 'page'>) =>
  guardPage({ user: PARTNER, sites: [DEMO_SITE, TERMINAL_SITE], ...input })
const denied = { kind: 'redirect', to: '/403' }

describe('guardPage: roles', () => {
  it('allows a page to a user with any one of its roles', () => {
    expect(guard({ user: SUPPLIER, page: panel('reservations') })).toEqual({ kind: 'allow' })
    expect(guard({ user: PARTNER, page: panel('reservations') })).toEqual({ kind: 'allow' })
  })

  it('denies a page to a user with none of its roles', () => {
    expect(guard({ user: PARTNER, page: panel('supplier-earnings') })).toEqual(denied)
    expect(guard({ user: SUPPLIER, page: panel('partner-earnings') })).toEqual(denied)
    expect(guard({ user: PARTNER, page: pageById('admin', 'tools-seo') })).toEqual(denied)
  })
})

describe('guardPage: policies', () => {
  it('denies a page whose policy the user lacks', () => {
    const noActivities = { ...SUPPLIER, policies: [Policy.ACCOMMODATION_MODULE] }
    expect(guard({ user: noActivities, page: panel('activity-calendar') })).toEqual(denied)
    expect(guard({ user: noActivities, page: panel('accommodation-calendar') })).toEqual({ kind: 'allow' })
  })

  it('checks policies on pages of a site too', () => {
    const noPackages = { ...PARTNER, policies: [] }
    expect(guard({ user: noPackages, page: panel('packages'), siteId: 1 })).toEqual(denied)
    expect(guard({ user: PARTNER, page: panel('packages'), siteId: 1 })).toEqual({ kind: 'allow' })
  })

  it('lets admins past policies, not past roles', () => {
    expect(guard({ user: ADMIN, page: pageById('admin', 'tools-seo') })).toEqual({ kind: 'allow' })
    expect(guard({ user: ADMIN, page: panel('packages'), siteId: 1 })).toEqual(denied)
  })
})

describe('guardPage: Sub-Users', () => {
  it('is for users without a parent who hold CREATE_OPERATOR_POLICY', () => {
    expect(guard({ user: PARTNER, page: panel('sub-users') })).toEqual({ kind: 'allow' })
    expect(guard({ user: PARTNER2, page: panel('sub-users') })).toEqual(denied)
    const subUserWithPolicy = { ...OPERATOR, policies: [Policy.CREATE_OPERATOR_POLICY] }
    expect(guard({ user: subUserWithPolicy, page: panel('sub-users') })).toEqual(denied)
  })
})

describe('guardPage: pages of a partner site', () => {
  it("denies another user's site, or a route without a site id", () => {
    expect(guard({ page: panel('theme'), siteId: 99 })).toEqual(denied)
    expect(guard({ page: panel('theme') })).toEqual(denied)
    expect(guard({ page: panel('theme'), siteId: Number('x') })).toEqual(denied)
  })

  it('sends Terminal Settings of a site without the terminal method to the site settings', () => {
    expect(guard({ page: panel('terminal-settings'), siteId: 1 })).toEqual({
      kind: 'redirect',
      to: '/1/site-settings',
    })
    expect(guard({ page: panel('terminal-settings'), siteId: 2 })).toEqual({ kind: 'allow' })
  })

  it('asks for a site on a page of site -1, except the new-site general settings', () => {
    expect(guard({ page: panel('theme'), siteId: -1 })).toEqual({ kind: 'select-site' })
    expect(guard({ page: panel('terminal-settings'), siteId: -1 })).toEqual({ kind: 'select-site' })
    expect(guard({ page: panel('general-settings'), siteId: -1, sites: [DEMO_SITE] })).toEqual({
      kind: 'allow',
    })
  })

  it('refuses the new-site general settings at the site limit, unless the extra-site policy allows', () => {
    expect(guard({ page: panel('general-settings'), siteId: -1 })).toEqual({
      kind: 'site-limit',
      message: MESSAGES.siteLimit,
    })
    const extra = { ...BOTH, policies: [...BOTH.policies, Policy.PARTNER_MAX_PARTNER_SITE_COUNT_2] }
    expect(guard({ user: extra, page: panel('general-settings'), siteId: -1 })).toEqual({ kind: 'allow' })
  })
})
