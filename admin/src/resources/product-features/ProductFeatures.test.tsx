import type { ProductFeatureRecord, ProductFeatureTypeRecord, TokenPair } from '@jaunt/domain'
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

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

describe('the admin’s product features (hotel/features, hotel/feature-type)', () => {
  it('creates a feature type, then a feature that refuses a bad icon before it saves', async () => {
    await renderApp(api, '/en/admin/hotel/feature-type/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create feature type' }, { timeout: 30_000 })
    save()
    expect(await screen.findByText('Please enter the feature type name')).toBeTruthy()
    type('Name', 'Quiet stays')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/hotel\/feature-type\/\d+$/), {
      timeout: 30_000,
    })
    const typeId = Number(window.location.pathname.split('/').at(-1))
    const savedType = await api.call<ProductFeatureTypeRecord>(
      admin.access_token,
      'GET',
      `/core/v1/product-feature-types/${typeId}`,
    )
    expect(savedType.body).toMatchObject({ name: { en: 'Quiet stays' }, features: 0 })
    cleanup()
    resetBrowserState()

    await renderApp(api, '/en/admin/hotel/features/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create feature' }, { timeout: 30_000 })
    type('Name', 'Blackout curtains')
    type('Icon', 'Moon Icon')
    save()
    expect(
      await screen.findByText('Please enter an icon name: lower-case letters, digits and -'),
    ).toBeTruthy()
    type('Icon', 'moon')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/hotel\/features\/\d+$/), {
      timeout: 30_000,
    })
    const saved = await api.call<ProductFeatureRecord>(
      admin.access_token,
      'GET',
      `/core/v1/product-features/${window.location.pathname.split('/').at(-1)}`,
    )
    expect(saved.body).toMatchObject({
      name: { en: 'Blackout curtains' },
      icon: 'moon',
      slug: 'blackout-curtains',
    })
  })

  it('lists the features beside the properties and says why a feature in use cannot be deleted', async () => {
    await renderApp(api, '/en/admin/hotel/features', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Features' }, { timeout: 30_000 })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Properties' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Feature types' })).toBeTruthy()
    fireEvent.click(await screen.findByText('Free Wi-Fi'))
    await screen.findByRole('heading', { name: 'Free Wi-Fi' })
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!)
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Products have this feature: remove it from them first')).toBeTruthy()
  })
})
