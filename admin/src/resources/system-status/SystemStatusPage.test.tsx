import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, screen } from '@testing-library/react'
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

describe('the admin’s system page (tools/system)', () => {
  it('shows the version, the database and the mail outbox', async () => {
    await renderApp(api, '/en/admin/tools/system', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'System' }, { timeout: 15_000 })).toBeTruthy()
    expect(await screen.findByText(/^0\.1\.0 · Node v\d+/)).toBeTruthy()
    expect(screen.getByText(/^PGlite · [\d.,]+\s?MB$/)).toBeTruthy()
    expect(screen.getByText(/^\d{4}_[a-z_]+$/)).toBeTruthy()
    const outbox = screen.getByRole('heading', { name: 'Mail outbox' })
    expect(outbox).toBeTruthy()
    expect(screen.getByText('Waiting to be sent')).toBeTruthy()
  })
})
