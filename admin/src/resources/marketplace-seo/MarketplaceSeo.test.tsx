import type { SeoPageRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

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

describe('Tools › SEO', () => {
  it('sets the privacy page’s title per language and keeps it out of search engines', async () => {
    await renderApp(api, '/en/admin/tools/seo', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'SEO' }, { timeout: 30_000 })).toBeTruthy()
    fireEvent.click(await screen.findByText('Privacy policy'))
    expect(await screen.findByRole('heading', { name: 'Privacy policy' })).toBeTruthy()
    fireEvent.click(screen.getByRole('switch', { name: 'Keep out of search engines (noindex)' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'How we keep your data' },
    })
    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }))
    fireEvent.change(
      within(screen.getByRole('group', { name: 'Deutsch' })).getByRole('textbox', { name: 'Title' }),
      {
        target: { value: 'Wie wir Ihre Daten schützen' },
      },
    )
    fireEvent.submit(screen.getByRole('button', { name: 'Save' }).closest('form')!)
    await waitFor(async () => {
      const saved = await api.call<SeoPageRecord>(
        admin.access_token,
        'GET',
        '/core/v1/admin/seo-pages/privacy-policy',
      )
      expect(saved.body).toMatchObject({
        noindex: true,
        texts: { en: { title: 'How we keep your data' }, de: { title: 'Wie wir Ihre Daten schützen' } },
      })
    })
  })
})

describe('Tools › Sitemap', () => {
  it('shows each public site’s sitemap address and what it lists', async () => {
    await renderApp(api, '/en/admin/tools/sitemap', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'Sitemap' }, { timeout: 30_000 })).toBeTruthy()
    const link = await screen.findByRole('link', { name: /nordic\..*\/sitemap\.xml$/ })
    const row = link.closest('tr')!
    expect(within(row).getByText(/Svenska/)).toBeTruthy()
  })
})
