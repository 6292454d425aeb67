import type { CustomSectionRecord, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../../test/realApi'
import { renderApp, resetBrowserState } from '../../../test/renderApp'
import { save } from '../../../test/forms'
import { newActivity } from '../../../test/activities'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  tourId = await newActivity(api, supplier.access_token, 'Wombat burrow tour')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const field = (name: string) => screen.getByRole('textbox', { name })

describe('the custom sections of an activity (tour/settings/{id}/custom-sections)', () => {
  it('asks for a title and text, saves the section with its German texts and lists it', async () => {
    await renderApp(api, `/en/npanel/tour/settings/${tourId}/custom-sections/-1`, { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Settings of Wombat burrow tour' }, { timeout: 30_000 }),
    ).toBeTruthy()
    save()
    expect(await screen.findByText('Please enter section title')).toBeTruthy()
    expect(screen.getByText('Please enter section text')).toBeTruthy()

    fireEvent.change(field('Title'), { target: { value: 'What to bring' } })
    fireEvent.change(field('Text'), { target: { value: '<p>Boots<script>x()</script></p>' } })
    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }))
    expect(await screen.findByText('Empty: guests see the English text, “What to bring”')).toBeTruthy()
    fireEvent.change(field('Title'), { target: { value: 'Was mitbringen' } })
    fireEvent.change(field('Text'), { target: { value: '<p>Stiefel</p>' } })
    save()

    const table = within(await screen.findByRole('table', { name: 'Custom sections' }))
    await waitFor(() => expect(table.getByText('What to bring')).toBeTruthy(), { timeout: 30_000 })
    expect(table.getByText('en, de')).toBeTruthy()
    const saved = await api.call<{ data: CustomSectionRecord[] }>(
      supplier.access_token,
      'GET',
      `/core/v1/tours/${tourId}/custom-sections`,
    )
    expect(saved.body.data).toMatchObject([
      { texts: { en: { title: 'What to bring', body: '<p>Boots</p>' }, de: { title: 'Was mitbringen' } } },
    ])
  })
})
