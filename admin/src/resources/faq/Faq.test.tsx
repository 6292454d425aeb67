import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

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

const typeInto = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } })

describe('the admin’s FAQ (settings/faq)', () => {
  it('refuses a question without English, then adds one guests read', async () => {
    const question = `Can I bring my bike ${Date.now()}?`
    await renderApp(api, '/en/admin/settings/faq/-1', { tokens: admin })
    await screen.findByRole('heading', { name: 'Add a question' }, { timeout: 15_000 })
    typeInto('Answer', 'Yes, on most tours.')
    save()
    expect(await screen.findByText('Please enter the question in English')).toBeTruthy()
    typeInto('Question', question)
    save()
    await waitFor(() => expect(window.location.pathname).toMatch(/settings\/faq$/), { timeout: 30_000 })
    expect(await screen.findByText(question, {}, { timeout: 15_000 })).toBeTruthy()
    const guests = await api.call<{ data: { question: string; answer: string }[] }>(
      null,
      'GET',
      '/core/public/faq',
    )
    const { data } = guests.body
    expect(data).toContainEqual(expect.objectContaining({ question, answer: 'Yes, on most tours.' }))
  })
})
