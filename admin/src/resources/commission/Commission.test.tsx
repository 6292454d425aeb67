import type { CategoryAdminRecord, PartnerShareRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const setNumber = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('spinbutton', { name }), { target: { value } })
// happy-dom does not submit a form when its submit button is clicked; a browser does.
const saveForm = (form: HTMLElement) =>
  fireEvent.submit(within(form).getByRole('button', { name: 'Save' }).closest('form')!)

describe('the admin’s commission pages', () => {
  it('sets a category’s commission (settings/commission-categories), refusing one above 100', async () => {
    const stamp = Date.now()
    const parent = (
      await api.call<CategoryAdminRecord>(admin.access_token, 'POST', '/core/v1/service-categories', {
        slug: `whale-safaris-${stamp}`,
        name: { en: `Whale safaris ${stamp}` },
      })
    ).body
    await api.call(admin.access_token, 'POST', '/core/v1/service-categories', {
      slug: `orca-trips-${stamp}`,
      name: { en: `Orca trips ${stamp}` },
      parent_id: parent.id,
    })
    await renderApp(api, `/en/admin/settings/commission-categories/${parent.id}`, { tokens: admin })
    await screen.findByRole('heading', { name: `Commission of Whale safaris ${stamp}` }, { timeout: 15_000 })
    setNumber('Commission %', '140')
    saveForm(document.body)
    expect(await screen.findByText('Please enter a commission from 0 to 100')).toBeTruthy()
    setNumber('Commission %', '18.5')
    saveForm(document.body)
    await waitFor(() => expect(window.location.pathname).toMatch(/commission-categories$/), {
      timeout: 30_000,
    })

    const tree = await screen.findByRole('table', { name: 'Category tree' })
    const child = (await within(tree).findByText(`Orca trips ${stamp}`)).closest('tr')!
    expect(child.textContent).toContain('18.5 % (inherited)')
    const saved = await api.call<CategoryAdminRecord>(
      admin.access_token,
      'GET',
      `/core/v1/commission-categories/${parent.id}`,
    )
    expect(saved.body).toMatchObject({ commission_percent: 18.5 })
  })

  it('shows the default commission and changes a partner site’s share (settings/commission)', async () => {
    const shares = await api.call<PartnerShareRecord[]>(
      admin.access_token,
      'GET',
      '/core/v1/admin/commission/partner-shares?range=[0,499]',
    )
    const site = shares.body[0]!
    await renderApp(api, '/en/admin/settings/commission', { tokens: admin })
    await screen.findByRole('heading', { name: 'Default commission' }, { timeout: 15_000 })
    await waitFor(() =>
      expect(
        (screen.getByRole('spinbutton', { name: 'Default commission %' }) as HTMLInputElement).value,
      ).toBe('15'),
    )
    setNumber('Default commission %', '101')
    saveForm(screen.getByRole('heading', { name: 'Default commission' }).parentElement!)
    expect(await screen.findByText('Please enter a commission from 0 to 100')).toBeTruthy()

    fireEvent.click(await screen.findByText(site.name))
    await screen.findByRole('heading', { name: `Partner share of ${site.name}` })
    const next = site.partner_share_percent === 35 ? 36 : 35
    setNumber('Partner share %', String(next))
    saveForm(document.body)
    await waitFor(() => expect(window.location.pathname).toMatch(/settings\/commission$/), {
      timeout: 30_000,
    })
    const saved = await api.call<PartnerShareRecord>(
      admin.access_token,
      'GET',
      `/core/v1/admin/commission/partner-shares/${site.id}`,
    )
    expect(saved.body.partner_share_percent).toBe(next)
    // Other tests book through the demo sites: give the site its share back.
    await api.call(admin.access_token, 'PUT', `/core/v1/admin/commission/partner-shares/${site.id}`, {
      partner_share_percent: site.partner_share_percent,
    })
  })
})
