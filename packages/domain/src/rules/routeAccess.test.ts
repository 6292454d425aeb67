import { describe, expect, it } from 'vitest'
import { PaymentMethod } from '../enums/paymentMethod'
import { Policy } from '../enums/policy'
import { UserRole } from '../enums/userRole'
import { routeAccess } from './routeAccess'

const partner = { role_id: [UserRole.Partner], policies: [Policy.PARTNER_WIDGET_POLICY] }
const admin = { role_id: [UserRole.Admin], policies: [] }
const terminalRoute = { roles: [UserRole.Partner], paymentMethods: [PaymentMethod.Terminal] }

describe('routeAccess: roles', () => {
  it('allows a route with no requirements', () => {
    expect(routeAccess({ user: { role_id: [], policies: [] }, route: {} })).toBe('allow')
  })

  it('allows when the user has any one of the roles', () => {
    const route = { roles: [UserRole.Supplier, UserRole.Partner] }
    expect(routeAccess({ user: partner, route })).toBe('allow')
  })

  it('denies when the user has none of the roles', () => {
    expect(routeAccess({ user: partner, route: { roles: [UserRole.Admin] } })).toBe('denied')
    expect(routeAccess({ user: admin, route: { roles: [UserRole.Supplier] } })).toBe('denied')
  })
})

describe('routeAccess: policies', () => {
  it('needs every policy', () => {
    const route = { policies: [Policy.PARTNER_WIDGET_POLICY, Policy.PARTNER_CHATBOT_POLICY] }
    expect(routeAccess({ user: partner, route })).toBe('denied')
    const both = { ...partner, policies: [Policy.PARTNER_WIDGET_POLICY, Policy.PARTNER_CHATBOT_POLICY] }
    expect(routeAccess({ user: both, route })).toBe('allow')
  })

  it('lets an admin pass without the policies', () => {
    expect(routeAccess({ user: admin, route: { policies: [Policy.ACTIVITY_MODULE] } })).toBe('allow')
  })
})

describe('routeAccess: payment methods', () => {
  const site = (payment_method: PaymentMethod[]) => ({
    id: 5,
    merchant_of_record: { type: 'partner', payment_method },
  })

  it('sends to site settings when the merchant of record offers none of the methods', () => {
    expect(routeAccess({ user: partner, route: terminalRoute, site: site([PaymentMethod.Card]) })).toBe(
      'redirect-site-settings',
    )
    expect(routeAccess({ user: partner, route: terminalRoute, site: { id: 5 } })).toBe(
      'redirect-site-settings',
    )
    expect(
      routeAccess({ user: partner, route: terminalRoute, site: { id: 5, merchant_of_record: null } }),
    ).toBe('redirect-site-settings')
  })

  it('allows when one of the methods is offered', () => {
    const route = { paymentMethods: [PaymentMethod.Terminal, PaymentMethod.Card] }
    expect(routeAccess({ user: partner, route, site: site([PaymentMethod.Card]) })).toBe('allow')
  })

  it('allows when no site is chosen (id -1) or no site is given', () => {
    expect(routeAccess({ user: partner, route: terminalRoute, site: { id: -1 } })).toBe('allow')
    expect(routeAccess({ user: partner, route: terminalRoute })).toBe('allow')
  })

  it('checks roles before payment methods', () => {
    expect(routeAccess({ user: admin, route: terminalRoute, site: site([]) })).toBe('denied')
  })
})
