import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair
let both: TokenPair

const newSite = async (name: string, subDomain: string) => {
  const created = await api.call<{ id: number }>(both.access_token, 'POST', '/core/v1/partner-sites', {
    name,
    company_name: 'Bo Both GmbH',
    sub_domain: subDomain,
    domain: null,
    language: { enabled_language: ['en', 'de'], primary_language: 'de' },
  })
  if (created.status !== 201)
    throw new Error(`site ${subDomain} not created: ${JSON.stringify(created.body)}`)
  return created.body.id
}
const approvalOf = async (id: number) => {
  const sites = await api.call<{ data: { data: { id: number }[] } }>(
    both.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  expect(sites.body.data.data.map((site) => site.id)).toContain(id)
  const general = await api.call<{ approval_status: number; rejection_reason: string | null }>(
    both.access_token,
    'GET',
    `/core/v1/partner-sites/${id}/general-settings`,
  )
  return general.body
}

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  both = await api.login('both@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const rowOf = async (name: string) => (await screen.findByText(name, {}, { timeout: 15_000 })).closest('tr')!

describe('Pending sites (partner-site/pending)', () => {
  it('approves a pending site', async () => {
    const id = await newSite('Platypus Paddles', 'platypus-paddles')
    await renderApp(api, '/en/admin/partner-site/pending', { tokens: admin })
    const row = await rowOf('Platypus Paddles')
    expect(within(row).getByText('both@jaunt.test')).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Platypus Paddles is approved and live.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('Platypus Paddles')).toBeNull())
    expect((await approvalOf(id)).approval_status).toBe(2)
  })

  it('rejects a pending site with a reason, which is required', async () => {
    const id = await newSite('Quoll Quests', 'quoll-quests')
    await renderApp(api, '/en/admin/partner-site/pending', { tokens: admin })
    fireEvent.click(within(await rowOf('Quoll Quests')).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Reason, sent to the partner'), {
      target: { value: 'The company is not registered' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('Quoll Quests is rejected.')).toBeTruthy()
    expect(await approvalOf(id)).toEqual({
      ...(await approvalOf(id)),
      approval_status: 3,
      rejection_reason: 'The company is not registered',
    })
  })
})
