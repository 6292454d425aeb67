import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let partner: TokenPair
let siteId: number

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  const sites = await api.call<{ data: { data: { id: number; sub_domain: string }[] } }>(
    partner.access_token,
    'GET',
    '/core/v1/partner-sites?item_per_page=-1&left_off=-1',
  )
  siteId = sites.body.data.data.find((site) => site.sub_domain === 'demo')!.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const submit = (name: string) => fireEvent.submit(screen.getByRole('button', { name }).closest('form')!)

describe('AI Chatbot ({siteId}/ai-chatbot)', () => {
  it('saves the greeting, switches the chatbot off and on, and syncs the pages', async () => {
    await renderApp(api, `/en/npanel/${siteId}/ai-chatbot`, { tokens: partner })
    const greeting = await screen.findByLabelText('Greeting', {}, { timeout: 15_000 })
    fireEvent.change(greeting, { target: { value: 'Hello from the wombat test' } })
    submit('Save')
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    const saved = await api.call<{ greeting: { en: string } }>(
      partner.access_token,
      'GET',
      `/core/v1/partner-sites/${siteId}/chatbot`,
    )
    expect(saved.body.greeting.en).toBe('Hello from the wombat test')

    // react-admin shows one notice at a time: the next comes once this one has gone.
    const gone = (text: string) =>
      waitFor(() => expect(screen.queryByText(text)).toBeNull(), { timeout: 15_000 })
    await gone('Settings saved.')
    fireEvent.click(screen.getByLabelText('Show the chatbot to guests'))
    expect(await screen.findByText('The chatbot is off.')).toBeTruthy()
    await gone('The chatbot is off.')
    fireEvent.click(screen.getByLabelText('Show the chatbot to guests'))
    expect(await screen.findByText('The chatbot is on.')).toBeTruthy()
    await gone('The chatbot is on.')

    fireEvent.click(screen.getByRole('button', { name: 'Sync now' }))
    expect(await screen.findByText('Sync finished.')).toBeTruthy()
    await waitFor(() => expect(screen.getByText(/Completed/)).toBeTruthy())
  })
})
