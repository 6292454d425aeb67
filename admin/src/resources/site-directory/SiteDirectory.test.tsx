import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair
// The site's owner: no other test file makes sites for partner2, so its 2-site limit is never reached.
let owner: TokenPair

const newSite = async (name: string, subDomain: string) => {
  const created = await api.call<{ id: number }>(owner.access_token, 'POST', '/core/v1/partner-sites', {
    name,
    company_name: 'Nordic Partner AS',
    sub_domain: subDomain,
    domain: null,
    language: { enabled_language: ['en'], primary_language: 'en' },
  })
  if (created.status !== 201)
    throw new Error(`site ${subDomain} not created: ${JSON.stringify(created.body)}`)
  return created.body.id
}

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  owner = await api.login('partner2@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Partner sites (partner-site)', () => {
  it('finds a site by search and opens it read-only, then approves and deactivates it', async () => {
    const id = await newSite('Wombat Wanders', 'wombat-wanders')
    await renderApp(api, '/en/admin/partner-site', { tokens: admin })
    fireEvent.change(await screen.findByPlaceholderText('Search by site, domain or partner'), {
      target: { value: 'wombat-wanders' },
    })
    const link = await screen.findByRole('link', { name: 'Wombat Wanders' })
    const row = link.closest('tr')!
    expect(within(row).getByText('Pending')).toBeTruthy()
    expect(within(row).getByText(/partner2@jaunt\.test/)).toBeTruthy()
    fireEvent.click(link)

    const name = await screen.findByLabelText('Site name')
    expect((name as HTMLInputElement).value).toBe('Wombat Wanders')
    expect((name as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Wombat Wanders is approved and live.')).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }))
    expect(await screen.findByText('Wombat Wanders is deactivated.')).toBeTruthy()
    expect(await screen.findByText('Deactivated')).toBeTruthy()
    const shown = await api.call<{ status: number; approval_status: number }>(
      admin.access_token,
      'GET',
      `/core/v1/admin/partner-sites/${id}`,
    )
    expect(shown.body).toMatchObject({ status: 2, approval_status: 2 })
  })

  it('shows a missing site as not found', async () => {
    await renderApp(api, '/en/admin/partner-site/show/987654', { tokens: admin })
    expect((await screen.findAllByText('This page could not be found')).length).toBeGreaterThan(0)
  })
})
