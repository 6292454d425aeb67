import type { TokenPair, TourMappingRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'
import { newActivity } from '../../test/activities'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  tourId = await newActivity(api, supplier.access_token, 'Reindeer sledding')
  await api.call(supplier.access_token, 'POST', `/core/v1/tours/${tourId}/options`, {
    name: { en: 'Northern lights run' },
    duration: { hours: 2, minutes: 0 },
    start_times: ['20:00'],
  })
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('the channel-manager mapping of an activity (tour/manage/{id}/mapping)', () => {
  it('asks for the product code once a channel manager is chosen, then saves the codes', async () => {
    await renderApp(api, `/en/npanel/tour/manage/${tourId}/mapping`, { tokens: supplier })
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Channel manager mapping of Reindeer sledding' },
        { timeout: 30_000 },
      ),
    ).toBeTruthy()
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Channel manager' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Rezdy' }))
    fireEvent.change(screen.getByLabelText('Northern lights run'), { target: { value: 'bad code!' } })
    save()
    expect(await screen.findByText('Please enter the product code at the channel manager')).toBeTruthy()
    expect(screen.getByText('Use at most 64 letters, digits or . _ : / -')).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Product code at the channel manager'), {
      target: { value: 'RZ-900' },
    })
    fireEvent.change(screen.getByLabelText('Northern lights run'), { target: { value: 'RZ-900-NL' } })
    save()
    await waitFor(async () => {
      const saved = await api.call<TourMappingRecord>(
        supplier.access_token,
        'GET',
        `/core/v1/tour-mapping/${tourId}`,
      )
      expect(saved.body).toMatchObject({
        external_product_code: 'RZ-900',
        options: [{ name: 'Northern lights run', external_option_code: 'RZ-900-NL' }],
      })
      expect(saved.body.channel_manager_id).not.toBeNull()
    })
  })
})
