import type { TagRecord, TokenPair } from '@jaunt/domain'
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

describe('the admin’s tags (selects/tag)', () => {
  it('refuses a bad slug and a missing name, then creates the tag', async () => {
    await renderApp(api, '/en/admin/selects/tag/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create tag' }, { timeout: 30_000 })
    type('Slug', 'Glacier Walk')
    save()
    expect(await screen.findByText('Please use only lower-case letters, digits and -')).toBeTruthy()
    expect(screen.getByText('Please enter the tag name')).toBeTruthy()

    type('Slug', 'glacier-walk')
    type('Name', 'Glacier walk')
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/selects\/tag\/\d+$/), { timeout: 30_000 })
    expect(await screen.findByRole('heading', { name: 'Glacier walk' })).toBeTruthy()
    const saved = await api.call<TagRecord>(
      admin.access_token,
      'GET',
      `/core/v1/tags/${window.location.pathname.split('/').at(-1)}`,
    )
    expect(saved.body).toMatchObject({ slug: 'glacier-walk', name: { en: 'Glacier walk' }, products: 0 })
  })

  it('shows the server’s refusal of a slug another tag has on the slug field', async () => {
    await renderApp(api, '/en/admin/selects/tag/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Create tag' }, { timeout: 30_000 })
    type('Slug', 'family-friendly')
    type('Name', 'Families again')
    save()
    expect(await screen.findByText('Another tag has this slug')).toBeTruthy()
  })

  it('lists the tags in the admin’s language and finds one by its name', async () => {
    await renderApp(api, '/de/admin/selects/tag', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Tags' }, { timeout: 30_000 })).toBeTruthy()
    expect(await screen.findByText('Familienfreundlich')).toBeTruthy()
    fireEvent.change(screen.getByPlaceholderText('Nach Name oder Kurzname suchen'), {
      target: { value: 'small' },
    })
    await waitFor(() => expect(screen.queryByText('Familienfreundlich')).toBeNull())
    expect(screen.getByText('Kleingruppe')).toBeTruthy()
  })
})
