import { describe, expect, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'

const SUPPLIER = [
  'Activity Calendar',
  'Accommodation Calendar',
  'Products',
  'Reservations',
  'Cancellations',
  'Monthly Reports',
  'Reports',
  'Supplier earnings',
]
const PARTNER_SITE = [
  'Packages',
  'Pages',
  'Widgets',
  'AI Chatbot',
  'Site Settings',
  'Theme',
  'General Settings',
  'Marketplace',
]
const ADMIN = [
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
]

const browser = await openBrowser()

async function logInAs(email: string) {
  const office = new BackOffice(await newPage(browser))
  await office.logIn(email)
  return office
}

describe('each demo account logs in, lands where the spec says and sees its menu', () => {
  it('supplier@: the supplier menu in /en/npanel', async () => {
    const office = await logInAs('supplier@jaunt.test')
    expect(new URL(office.page.url()).pathname).toBe('/en/npanel/')
    expect(await office.menuItems()).toEqual(['Dashboard', ...SUPPLIER, 'Profile'])
    await office.page.close()
  })

  it('partner@: the partner menu for its site, with Sub-Users', async () => {
    const office = await logInAs('partner@jaunt.test')
    expect(new URL(office.page.url()).pathname).toBe('/en/npanel/')
    await expect.poll(() => office.siteSelector.textContent()).toContain('Fjord & Fell Adventures')
    expect(await office.menuItems()).toEqual([
      'Dashboard',
      ...PARTNER_SITE,
      'Reservations',
      'Monthly Reports',
      'Partner earnings',
      'Sub-Users',
      'Profile',
    ])
    await office.page.close()
  })

  it('partner2@: the partner menu without Sub-Users', async () => {
    const office = await logInAs('partner2@jaunt.test')
    await expect.poll(() => office.siteSelector.textContent()).toContain('Nordic Trails')
    expect(await office.menuItems()).toEqual([
      'Dashboard',
      ...PARTNER_SITE,
      'Reservations',
      'Monthly Reports',
      'Partner earnings',
      'Profile',
    ])
    await office.page.close()
  })

  it('both@: supplier and partner items; with no site yet the site items are disabled', async () => {
    const office = await logInAs('both@jaunt.test')
    expect(await office.menuItems()).toEqual([
      'Dashboard',
      ...SUPPLIER,
      ...PARTNER_SITE,
      'Partner earnings',
      'Profile',
    ])
    await expect
      .poll(() => office.menu.getByRole('menuitem', { name: 'Packages' }).getAttribute('aria-disabled'))
      .toBe('true')
    await office.menu.getByRole('menuitem', { name: 'Packages' }).hover({ force: true })
    await expect.poll(() => office.page.getByRole('tooltip').textContent()).toBe('Select a site first')
    await office.page.close()
  })

  it('operator@: the card reader only', async () => {
    const office = await logInAs('operator@jaunt.test')
    expect(await office.menuItems()).toEqual(['Dashboard', 'Card reader', 'Profile'])
    await office.page.close()
  })

  it('admin@: sent to /en/admin with the admin menu', async () => {
    const office = await logInAs('admin@jaunt.test')
    await office.page.waitForURL('**/en/admin/')
    expect(await office.menuItems()).toEqual(ADMIN)
    await office.page.close()
  })
})
