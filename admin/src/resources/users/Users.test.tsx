import type { TokenPair } from '@jaunt/domain'
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

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement

describe('the admin’s users (user)', () => {
  it('finds a pending supplier, approves them, and they can log in', async () => {
    await renderApp(api, '/en/admin/user', { tokens: admin })
    const suppliers = await screen.findByRole('tab', { name: 'Suppliers' }, { timeout: 15_000 })
    fireEvent.click(suppliers)
    await waitFor(() => expect(suppliers.getAttribute('aria-selected')).toBe('true'))
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }))
    const row = await rowOf('pending-supplier@jaunt.test')
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('User approved')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('pending-supplier@jaunt.test')).toBeNull())
    await api.login('pending-supplier@jaunt.test')
  })

  it('rejects a pending partner with a reason', async () => {
    await renderApp(api, '/en/admin/user', { tokens: admin })
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending' }, { timeout: 15_000 }))
    const row = await rowOf('pending-partner2@jaunt.test')
    fireEvent.click(within(row).getByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason (optional)' }), {
      target: { value: 'No company number' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await screen.findByText('User rejected')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('tab', { name: 'Rejected' }))
    expect(await screen.findByText('pending-partner2@jaunt.test')).toBeTruthy()
  })

  it('opens a user with every policy as a checkbox and says what deleting does', async () => {
    await renderApp(api, '/en/admin/user', { tokens: admin })
    fireEvent.click(await screen.findByRole('tab', { name: 'Pending' }, { timeout: 15_000 }))
    fireEvent.click(await screen.findByText('pending-partner@jaunt.test'))
    expect(await screen.findByRole('heading', { name: 'Pablo Pending' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Create operators (Sub-Users)' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'More than 2 sites' })).toBeTruthy()
    // The language their mails are written in.
    expect(screen.getByRole('combobox', { name: 'Language' }).textContent).toBe('English')
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/Their products and bookings stay as they are/)).toBeTruthy()
  })
})
