import { Policy, UserRole, type GeneralSettingsRecord, type TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { uniqueSuffix } from '../card-reader/cardReader.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const ok = async <T,>(pending: Promise<{ status: number; body: T }>, what: string) => {
  const { status, body } = await pending
  if (status !== 200 && status !== 201) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`)
  return body
}

/** A partner of its own, made by the admin, with one approved live site no other test touches. */
async function liveSiteOfItsOwn() {
  const unique = uniqueSuffix()
  const user = await ok(
    api.call<{ id: number }>(admin.access_token, 'POST', '/core/v1/user/registration', {
      name: `Site changer ${unique}`,
      email: `site-changer-${unique}@example.com`,
      country_code: 'NO',
      user_currency_type: 'NOK',
      role_id: [UserRole.Partner],
      policies: [Policy.PARTNER_SITE_BUILDER_POLICY],
    }),
    'create the partner',
  )
  const owner = await ok(
    api.call<TokenPair>(admin.access_token, 'POST', `/core/v1/admin/user/${user.id}/log-in-as`),
    'log in as the partner',
  )
  // The partner's own page opens only once they have accepted the terms.
  await ok(
    api.call(owner.access_token, 'POST', '/core/v1/user/accept-terms-and-condition'),
    'accept the terms',
  )
  const name = `Fjell Hikes ${unique}`
  const site = await ok(
    api.call<{ id: number }>(owner.access_token, 'POST', '/core/v1/partner-sites', {
      name,
      company_name: name,
      sub_domain: `fjell-${unique}`,
      domain: null,
      language: { enabled_language: ['en'], primary_language: 'en' },
    }),
    'create the site',
  )
  await ok(api.call(admin.access_token, 'PUT', `/core/v1/admin/partner-sites/${site.id}/approve`), 'approve')
  return { owner, siteId: site.id, name, unique }
}

const settings = (token: string, siteId: number) =>
  api.call<GeneralSettingsRecord>(token, 'GET', `/core/v1/partner-sites/${siteId}/general-settings`)

async function requestChange(token: string, siteId: number, changes: Record<string, unknown>) {
  const { body } = await settings(token, siteId)
  const { id: _id, approval_status: _a, rejection_reason: _r, pending_change: _p, ...rest } = body
  return ok(
    api.call<GeneralSettingsRecord>(token, 'PUT', `/core/v1/partner-sites/${siteId}/general-settings`, {
      ...rest,
      ...changes,
    }),
    'request the change',
  )
}

describe('Editing requests (partner-site/pending-change)', () => {
  it('shows old → new and approves the change, which the site then wears', async () => {
    const { owner, siteId, name, unique } = await liveSiteOfItsOwn()
    await requestChange(owner.access_token, siteId, { sub_domain: `fjell-new-${unique}` })
    await renderApp(api, '/en/admin/partner-site/pending-change', { tokens: admin })
    const row = (await screen.findByText(name)).closest('tr')!
    expect(within(row).getByText(`fjell-new-${unique}`)).toBeTruthy()
    expect(within(row).getByText(/Sub-domain: fjell-/)).toBeTruthy()
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText(`The change to ${name} is approved.`)).toBeTruthy()
    const saved = await settings(owner.access_token, siteId)
    expect(saved.body).toMatchObject({ sub_domain: `fjell-new-${unique}`, pending_change: null })
  })

  it('rejects a change with a reason, which is asked for first', async () => {
    const { owner, siteId, name } = await liveSiteOfItsOwn()
    await requestChange(owner.access_token, siteId, { name: `${name} Renamed` })
    await renderApp(api, '/en/admin/partner-site/pending-change', { tokens: admin })
    const row = (await screen.findByText(`${name} Renamed`)).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('Please enter the reason')).toBeTruthy()
    fireEvent.change(within(dialog).getByLabelText('Reason, sent to the partner'), {
      target: { value: 'The name is misleading' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText(`The change to ${name} is rejected.`)).toBeTruthy()
    expect((await settings(owner.access_token, siteId)).body).toMatchObject({ name, pending_change: null })
  })

  it('tells the partner their change awaits approval, and lets them withdraw it', async () => {
    const { owner, siteId, unique } = await liveSiteOfItsOwn()
    await requestChange(owner.access_token, siteId, { domain: `fjell-${unique}.example` })
    await renderApp(api, `/en/npanel/${siteId}/general-settings`, { tokens: owner })
    expect(await screen.findByText(/awaits an admin's approval/)).toBeTruthy()
    expect(screen.getByText(new RegExp(`own domain fjell-${unique}\\.example`))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('Your change is withdrawn.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText(/awaits an admin's approval/)).toBeNull())
    expect((await settings(owner.access_token, siteId)).body.pending_change).toBeNull()
    const history = within(await screen.findByRole('region', { name: 'Your editing requests' }))
    const row = (await history.findByText('Withdrawn')).closest('tr')!
    expect(within(row).getByText(`fjell-${unique}.example`)).toBeTruthy()
  })

  it('shows the partner how each request went, with the admin’s reason', async () => {
    const { owner, siteId, name } = await liveSiteOfItsOwn()
    const asked = await requestChange(owner.access_token, siteId, { name: `${name} Again` })
    const changeId = asked.pending_change!.id
    await api.call(admin.access_token, 'PUT', `/core/v1/admin/partner-site-changes/${changeId}/reject`, {
      reason: 'Please keep the name guests know',
    })
    await renderApp(api, `/en/npanel/${siteId}/general-settings`, { tokens: owner })
    const history = within(await screen.findByRole('region', { name: 'Your editing requests' }))
    const row = (await history.findByText('Rejected')).closest('tr')!
    expect(within(row).getByText(`${name} Again`)).toBeTruthy()
    expect(within(row).getByText('Please keep the name guests know')).toBeTruthy()
  })
})
