import { UserRole, type AlertRecord, type TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair
let partner2: TokenPair
// Unique per run: other test files share the API server and its database.
const message = `Partner reports moved to Monthly Reports ${Date.now().toString(36)}`

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  partner2 = await api.login('partner2@jaunt.test')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})
// The alert shows to every partner while it lives, so it goes when this file is done.
afterAll(async () => {
  const { body } = await api.call<AlertRecord[]>(
    admin.access_token,
    'GET',
    '/core/v1/admin/alerts?range=[0,99]',
  )
  for (const alert of body.filter((candidate) => candidate.message.en?.startsWith(message)))
    await api.call(admin.access_token, 'DELETE', `/core/v1/admin/alerts/${alert.id}`)
})

describe('Alerts (tools/alerts)', () => {
  it('an admin writes an alert for partners and sees it showing', async () => {
    await renderApp(api, '/en/admin/tools/alerts/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create alert' }, { timeout: 20_000 })
    save()
    await screen.findByText('Please enter the message in English')
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), { target: { value: message } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Partners' }))
    save()
    await screen.findByRole('heading', { name: 'Alerts' })
    const row = (await screen.findByText(message)).closest('tr')!
    expect(within(row).getByText('Partners')).toBeTruthy()
    expect(within(row).getByText('Showing')).toBeTruthy()
  })

  it('a partner sees an alert meant for partners above the page, and closes it', async () => {
    const shownMessage = `${message} (banner)`
    await api.call(admin.access_token, 'POST', '/core/v1/admin/alerts', {
      message: { en: shownMessage },
      severity: 'warning',
      roles: [UserRole.Partner],
    })
    await renderApp(api, '/en/npanel', { tokens: partner2 })
    const banner = await screen.findByRole('region', { name: 'Announcements' }, { timeout: 20_000 })
    const shown = (await within(banner).findByText(shownMessage)).closest('[role="alert"]') as HTMLElement
    fireEvent.click(within(shown).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByText(shownMessage)).toBeNull())
    expect(localStorage.getItem('jaunt.closed-alerts')).toContain('@')
  })
})
