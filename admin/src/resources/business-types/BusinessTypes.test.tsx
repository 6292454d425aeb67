import type { BusinessTypeRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
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

describe('the admin’s business types (selects/business-type)', () => {
  it('refuses a missing name, then creates the business type', async () => {
    await renderApp(api, '/en/admin/selects/business-type/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create business type' }, { timeout: 30_000 })
    save()
    expect(await screen.findByText('Please enter the business type name')).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Whale watching boat' },
    })
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/selects\/business-type\/\d+$/), {
      timeout: 30_000,
    })
    expect(await screen.findByRole('heading', { name: 'Whale watching boat' })).toBeTruthy()
    const saved = await api.call<BusinessTypeRecord>(
      admin.access_token,
      'GET',
      `/core/v1/business-types/${window.location.pathname.split('/').at(-1)}`,
    )
    expect(saved.body).toMatchObject({ name: { en: 'Whale watching boat' }, users: 0 })
  })

  it('lists the business types in the admin’s language', async () => {
    await renderApp(api, '/de/admin/selects/business-type', { tokens: admin })
    expect(await screen.findByText('Reiseveranstalter', {}, { timeout: 30_000 })).toBeTruthy()
  })
})
