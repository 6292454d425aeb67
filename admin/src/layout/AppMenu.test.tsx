import { Policy } from '@jaunt/domain'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startFakeApi, type FakeApi } from '../test/fakeApi'
import { menuItemNames, renderApp, resetBrowserState } from '../test/renderApp'
import { ADMIN, BOTH, OPERATOR, PARTNER, PARTNER2, SUPPLIER } from '../test/users'

let api: FakeApi

beforeAll(async () => {
  api = await startFakeApi()
})
afterAll(() => api.close())
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const SUPPLIER_MENU = [
  'Activity Calendar',
  'Accommodation Calendar',
  'Products',
  'Reservations',
  'Cancellations',
  'Monthly Reports',
  'Reports',
  'Supplier earnings',
]
const PARTNER_SITE_MENU = [
  'Packages',
  'Pages',
  'Widgets',
  'AI Chatbot',
  'Site Settings',
  'Theme',
  'General Settings',
  'Marketplace',
]

describe('the side navigation per role (spec part 1 §6)', () => {
  it('supplier: the supplier items, then Profile', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(SUPPLIER) })
    expect(await menuItemNames()).toEqual(['Dashboard', ...SUPPLIER_MENU, 'Profile'])
  })

  it('supplier: Products opens on Activities, Accommodations and Settings', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(SUPPLIER) })
    await menuItemNames()
    fireEvent.click(screen.getByRole('menuitem', { name: 'Products' }))
    const products = await screen.findByRole('menu', { name: 'Products' })
    expect(
      within(products)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Activities', 'Accommodations', 'Settings'])
  })

  it('supplier without the accommodation module: no accommodation items', async () => {
    api.setUser({ ...SUPPLIER, policies: [Policy.ACTIVITY_MODULE] })
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(SUPPLIER) })
    expect(await menuItemNames()).toEqual([
      'Dashboard',
      ...SUPPLIER_MENU.filter((n) => n !== 'Accommodation Calendar'),
      'Profile',
    ])
    api.setUser(SUPPLIER)
  })

  it('partner with a site and CREATE_OPERATOR_POLICY: the partner items, Sub-Users, then Profile', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER) })
    await waitFor(async () =>
      expect(await menuItemNames()).toEqual([
        'Dashboard',
        ...PARTNER_SITE_MENU,
        'Reservations',
        'Monthly Reports',
        'Partner earnings',
        'Sub-Users',
        'Profile',
      ]),
    )
    // Once the site is selected its pages are links to it.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Packages' }).getAttribute('href')).toBe(
        '/en/npanel/1/packages',
      ),
    )
  })

  it('partner without CREATE_OPERATOR_POLICY: no Sub-Users', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(PARTNER2) })
    await waitFor(async () => expect(await menuItemNames()).not.toContain('Sub-Users'))
    expect(await menuItemNames()).toContain('Partner earnings')
  })

  it('supplier and partner with no site: both sections, the site items disabled with a tooltip', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(BOTH) })
    await waitFor(async () =>
      expect(await menuItemNames()).toEqual([
        'Dashboard',
        ...SUPPLIER_MENU,
        ...PARTNER_SITE_MENU,
        'Partner earnings',
        'Profile',
      ]),
    )
    expect(screen.getByText('Supplier')).toBeTruthy()
    expect(screen.getByText('Partner')).toBeTruthy()
    const packages = screen.getByRole('menuitem', { name: 'Packages' })
    expect(packages.getAttribute('aria-disabled')).toBe('true')
    fireEvent.mouseOver(packages.parentElement as HTMLElement)
    expect(await screen.findByRole('tooltip')).toBeTruthy()
    expect(screen.getByRole('tooltip').textContent).toBe('Select a site first')
    expect(
      screen.getByRole('menuitem', { name: 'Partner earnings' }).getAttribute('aria-disabled'),
    ).toBeNull()
  })

  it('operator (a sub-user): the card reader and Profile', async () => {
    await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(OPERATOR) })
    expect(await menuItemNames()).toEqual(['Dashboard', 'Card reader', 'Profile'])
  })

  it('admin: the admin groups, and no Profile link', async () => {
    await renderApp(api, '/en/admin/', { tokens: api.sessionOf(ADMIN) })
    expect(await menuItemNames()).toEqual([
      'Dashboard',
      'Settings',
      'Partner Site',
      'Activities',
      'Accommodations',
      'Selects',
      'Texts',
      'Rentals',
      'Restaurants',
      'Attraction',
      'Users',
      'Reservation',
      'Reports',
      'Tools',
    ])
    fireEvent.click(screen.getByRole('menuitem', { name: 'Users' }))
    const users = await screen.findByRole('menu', { name: 'Users' })
    expect(
      within(users)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Partners', 'Cancellation policy'])
  })

  it('opens the group of the current page', async () => {
    await renderApp(api, '/en/admin/tools/seo', { tokens: api.sessionOf(ADMIN) })
    const tools = await screen.findByRole('menu', { name: 'Tools' }, { timeout: 30_000 })
    expect(within(tools).getByRole('menuitem', { name: 'SEO' }).className).toContain('RaMenuItemLink-active')
  })

  it('lights up only the current page, not the page whose path starts it', async () => {
    await renderApp(api, '/en/admin/partner-site/pending-change', { tokens: api.sessionOf(ADMIN) })
    const sites = await screen.findByRole('menu', { name: 'Partner Site' }, { timeout: 30_000 })
    const lit = (name: string) => {
      const item = within(sites).getByRole('menuitem', { name })
      return (
        item.className.includes('RaMenuItemLink-active') && !item.className.includes('JauntMenu-shadowed')
      )
    }
    expect(lit('Editing request')).toBe(true)
    expect(lit('View')).toBe(false)
  })

  it("shows the package-stay integration's logo for its users", async () => {
    api.setUser({ ...SUPPLIER, is_zaui_stay_user: true })
    const { container } = await renderApp(api, '/en/npanel/', { tokens: api.sessionOf(SUPPLIER) })
    await menuItemNames()
    expect(container.querySelector('[data-brand="stay"]')?.textContent).toContain('Jaunt Stay')
    api.setUser(SUPPLIER)
  })
})
