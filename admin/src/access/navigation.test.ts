import { Policy } from '@jaunt/domain'
import { describe, expect, it } from 'vitest'
import { ADMIN, BOTH, DEMO_SITE, OPERATOR, PARTNER, PARTNER2, SUPPLIER, TERMINAL_SITE } from '../test/users'
import { buildNavigation, navigationIds, profileLink, type NavLink, type NavigationInput } from './navigation'

const nav = (input: Partial<NavigationInput> & Pick<NavigationInput, 'user'>) =>
  buildNavigation({ area: 'npanel', site: null, ...input })
const ids = (input: Partial<NavigationInput> & Pick<NavigationInput, 'user'>) => navigationIds(nav(input))
const links = (input: Partial<NavigationInput> & Pick<NavigationInput, 'user'>) =>
  nav(input).flatMap((entry) =>
    entry.kind === 'group' ? entry.children : entry.kind === 'link' ? [entry] : [],
  )
const link = (input: Partial<NavigationInput> & Pick<NavigationInput, 'user'>, id: string) =>
  links(input).find((entry) => entry.id === id) as NavLink

const SUPPLIER_IDS = [
  'activity-calendar',
  'accommodation-calendar',
  'products',
  'activities',
  'accommodations',
  'product-settings',
  'reservations',
  'cancellations',
  'monthly-report',
  'reports',
  'supplier-earnings',
]
const PARTNER_SITE_IDS = ['packages', 'pages', 'widgets', 'ai-chatbot', 'site-settings']
const PARTNER_REST_IDS = [
  'theme',
  'general-settings',
  'marketplace',
  'reservations',
  'monthly-report',
  'partner-earnings',
]

describe('the supplier menu', () => {
  it('lists the spec items in order', () => {
    expect(ids({ user: SUPPLIER })).toEqual(['dashboard', ...SUPPLIER_IDS])
  })

  it('hides the calendars and product lists whose module policy is missing', () => {
    const activitiesOnly = { ...SUPPLIER, policies: [Policy.ACTIVITY_MODULE] }
    expect(ids({ user: activitiesOnly })).toEqual([
      'dashboard',
      'activity-calendar',
      'products',
      'activities',
      'product-settings',
      'reservations',
      'cancellations',
      'monthly-report',
      'reports',
      'supplier-earnings',
    ])
  })
})

describe('the partner menu', () => {
  it('lists the spec items with the site selected, Sub-Users for holders of CREATE_OPERATOR_POLICY', () => {
    expect(ids({ user: PARTNER, site: DEMO_SITE })).toEqual([
      'dashboard',
      ...PARTNER_SITE_IDS,
      ...PARTNER_REST_IDS,
      'sub-users',
    ])
    expect(ids({ user: PARTNER2, site: DEMO_SITE })).toEqual([
      'dashboard',
      ...PARTNER_SITE_IDS,
      ...PARTNER_REST_IDS,
    ])
  })

  it('shows Terminal Settings only when the site offers the terminal method', () => {
    expect(ids({ user: PARTNER2, site: TERMINAL_SITE })).toEqual([
      'dashboard',
      ...PARTNER_SITE_IDS,
      'terminal-settings',
      ...PARTNER_REST_IDS,
    ])
    expect(ids({ user: PARTNER2, site: null })).not.toContain('terminal-settings')
  })

  it('links the pages of a site to the selected site', () => {
    expect(link({ user: PARTNER, site: TERMINAL_SITE }, 'terminal-settings').to).toBe('/2/terminal-settings')
    expect(link({ user: PARTNER, site: DEMO_SITE }, 'packages').to).toBe('/1/packages')
    expect(link({ user: PARTNER, site: DEMO_SITE }, 'packages').disabled).toBeUndefined()
  })

  it('disables the pages of a site until one is selected, and not the others', () => {
    const input = { user: PARTNER, site: { id: -1, merchant_of_record: null } }
    const disabled = links(input)
      .filter((entry) => entry.disabled === 'select-site')
      .map((entry) => entry.id)
    expect(disabled).toEqual([...PARTNER_SITE_IDS, 'theme', 'general-settings', 'marketplace'])
    expect(link(input, 'partner-earnings').disabled).toBeUndefined()
  })

  it('hides each item whose policy the partner lacks', () => {
    const sparse = { ...PARTNER, policies: [Policy.PARTNER_WIDGET_POLICY] }
    expect(ids({ user: sparse, site: DEMO_SITE })).toEqual([
      'dashboard',
      'widgets',
      'site-settings',
      ...PARTNER_REST_IDS,
    ])
  })
})

describe('the menu of a supplier who is also a partner', () => {
  it('shows both sections, with Reservations and Monthly Reports once', () => {
    expect(ids({ user: BOTH, site: DEMO_SITE })).toEqual([
      'dashboard',
      'supplier',
      ...SUPPLIER_IDS,
      'partner',
      ...PARTNER_SITE_IDS,
      'theme',
      'general-settings',
      'marketplace',
      'partner-earnings',
    ])
  })
})

describe('the operator menu', () => {
  it('has the card reader only; a sub-user never sees Sub-Users', () => {
    expect(ids({ user: OPERATOR })).toEqual(['dashboard', 'card-reader'])
    expect(ids({ user: { ...OPERATOR, policies: [Policy.CREATE_OPERATOR_POLICY] } })).toEqual([
      'dashboard',
      'card-reader',
    ])
  })
})

describe('the admin menu', () => {
  it('lists the spec groups and items in order', () => {
    const entries = buildNavigation({ user: ADMIN, area: 'admin', site: null })
    expect(entries.map((entry) => entry.id)).toEqual([
      'dashboard',
      'settings',
      'partner-site',
      'admin-activities',
      'admin-accommodations',
      'selects',
      'texts',
      'admin-rentals',
      'admin-restaurants',
      'admin-attractions',
      'users',
      'reservation',
      'admin-reports',
      'tools',
    ])
    const users = entries.find((entry) => entry.id === 'users')
    expect(users?.kind === 'group' && users.children.map((child) => [child.id, child.to])).toEqual([
      ['users-partners', '/user'],
      ['users-cancellation-policy', '/user/cancellation-policy'],
    ])
    const partnerSite = entries.find((entry) => entry.id === 'partner-site')
    expect(partnerSite?.kind === 'group' && partnerSite.children.map((child) => child.to)).toEqual([
      '/partner-site/pending',
      '/partner-site',
      '/partner-site/pending-change',
      '/partner-site/mappings',
    ])
  })
})

describe('the Profile link', () => {
  it('is there for everyone but admins', () => {
    for (const user of [SUPPLIER, PARTNER, BOTH, OPERATOR]) expect(profileLink(user)?.to).toBe('/profile')
    expect(profileLink(ADMIN)).toBeNull()
  })
})
