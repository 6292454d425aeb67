import type { TokenPair, UserAdminRow } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
// Unique per run: other test files share the API server and its database.
const run = Date.now().toString(36)
const NAME = `Audit Fjord Tours ${run}`
const EMAIL = `audit-${run}@example.test`
let admin: TokenPair
let userId: number

const logInAs = async () => {
  const session = await api.call<TokenPair>(
    admin.access_token,
    'POST',
    `/core/v1/admin/user/${userId}/log-in-as`,
  )
  expect(session.status).toBe(200)
  return session.body
}

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  const made = await api.call<UserAdminRow>(admin.access_token, 'POST', '/core/v1/user/registration', {
    name: NAME,
    email: EMAIL,
    country_code: 'NO',
    user_currency_type: 'NOK',
    role_id: [2],
  })
  expect(made.status).toBe(201)
  userId = made.body.id
  // A log-in-as the admin came back from, then one still on.
  const first = await logInAs()
  await api.call(null, 'POST', '/nauth/npanel/logout', { refresh_token: first.refresh_token })
  await logInAs()
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const auditRows = () => screen.getAllByText(NAME).map((name) => name.closest('tr')!)

describe('Log-in-as audit (tools/log-in-as-audit)', () => {
  it('shows who logged in as whom and whether they came back, searchable and by day', async () => {
    await renderApp(api, '/en/admin/tools/log-in-as-audit', { tokens: admin })
    await screen.findByRole('heading', { name: 'Log-in-as audit' }, { timeout: 20_000 })
    fireEvent.change(screen.getByPlaceholderText('Search by name or email'), { target: { value: run } })
    await waitFor(() => expect(auditRows()).toHaveLength(2))
    const [open, ended] = auditRows()
    expect(within(open!).getByText('Still logged in')).toBeTruthy()
    expect(within(open!).getByText('Ada Admin')).toBeTruthy()
    expect(within(open!).getByText(`${EMAIL} · Supplier`)).toBeTruthy()
    expect(within(ended!).queryByText('Still logged in')).toBeNull()

    fireEvent.change(screen.getByLabelText('Started from'), { target: { value: '2999-01-01' } })
    await waitFor(() => expect(screen.queryByText(NAME)).toBeNull())
  })

  it('opens from a user’s page, filtered to that user', async () => {
    await renderApp(api, `/en/admin/user/${userId}`, { tokens: admin })
    fireEvent.click(await screen.findByRole('link', { name: 'Log-in-as history' }, { timeout: 20_000 }))
    await screen.findByRole('heading', { name: 'Log-in-as audit' })
    await waitFor(() => expect(auditRows()).toHaveLength(2))
    expect(screen.getAllByRole('row')).toHaveLength(3)
  })
})
