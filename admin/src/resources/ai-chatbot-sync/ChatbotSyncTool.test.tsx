import type { ChatbotSiteSync, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 120_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let admin: TokenPair
let demo: ChatbotSiteSync

beforeAll(async () => {
  admin = await api.login('admin@jaunt.test')
  const syncs = await api.call<ChatbotSiteSync[]>(
    admin.access_token,
    'GET',
    '/core/v1/ai-chatbots/sync-status',
  )
  demo = syncs.body.find((sync) => sync.is_enabled)!
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const rowOf = async (siteName: string) => {
  const cell = await screen.findByRole('cell', { name: siteName })
  return cell.closest('tr')!
}

describe('the admins’ AI chatbot sync tool (tools/ai-chatbot-sync-tool)', () => {
  it('lists every site’s sync and starts one site’s, then every site’s', async () => {
    await renderApp(api, '/en/admin/tools/ai-chatbot-sync-tool', { tokens: admin })
    expect(await screen.findByRole('heading', { name: 'AI chatbot sync' }, { timeout: 30_000 })).toBeTruthy()
    const row = await rowOf(demo.site_name)
    expect(within(row).getByText('On')).toBeTruthy()

    fireEvent.click(within(row).getByRole('button', { name: `Sync ${demo.site_name}` }))
    expect(await screen.findByText('Sync started.')).toBeTruthy()
    // The running server's job queue takes the sync from started to completed; the page polls meanwhile.
    await waitFor(
      async () => expect(within(await rowOf(demo.site_name)).getByText('Completed')).toBeTruthy(),
      {
        timeout: 20_000,
      },
    )
    // Other test files may start the same site's sync meanwhile: wait until it has completed again.
    await waitFor(
      async () => {
        const after = await api.call<ChatbotSiteSync[]>(
          admin.access_token,
          'GET',
          '/core/v1/ai-chatbots/sync-status',
        )
        const synced = after.body.find((sync) => sync.site_id === demo.site_id)!
        expect(synced.status).toBe('completed')
        expect(Date.parse(synced.last_synced_at!)).toBeGreaterThan(
          Date.parse(demo.last_synced_at ?? '1970-01-01'),
        )
      },
      { timeout: 20_000 },
    )

    // react-admin shows one notice at a time: the next comes once this one has gone.
    await waitFor(() => expect(screen.queryByText('Sync started.')).toBeNull(), { timeout: 15_000 })
    fireEvent.click(screen.getByRole('button', { name: 'Sync all sites' }))
    expect(await screen.findByText('Sync of every site started.')).toBeTruthy()
    await waitFor(
      async () => {
        const all = await api.call<ChatbotSiteSync[]>(
          admin.access_token,
          'GET',
          '/core/v1/ai-chatbots/sync-status',
        )
        expect(all.body.every((sync) => sync.status === 'completed')).toBe(true)
      },
      { timeout: 30_000, interval: 500 },
    )
  })
})
