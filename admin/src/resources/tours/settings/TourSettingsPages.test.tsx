import type { FeatureChoice, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../../test/realApi'
import { renderApp, resetBrowserState } from '../../../test/renderApp'
import { save } from '../../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number
let locationId: number

const newTour = async (name: string) => {
  const created = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/tours', {
    location_id: locationId,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name } },
  })
  return created.body.id
}

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  locationId = locations.body.data[0]!.id
  tourId = await newTour('Echidna night walk')
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const saved = <T,>(path: string) =>
  api.call<T>(supplier.access_token, 'GET', `/core/v1/tours/${tourId}/${path}`)

describe('the settings pages of an activity (tour/settings/{id}/…)', () => {
  it('opens on the custom sections from the activity’s Settings button', async () => {
    await renderApp(api, `/en/npanel/tour/${tourId}`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('link', { name: 'Settings' }, { timeout: 30_000 }))
    expect(await screen.findByRole('table', { name: 'Custom sections' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Settings of Echidna night walk' })).toBeTruthy()
  })

  it('saves the chosen features', async () => {
    const features = await api.call<{ data: FeatureChoice[] }>(
      supplier.access_token,
      'GET',
      '/core/v1/feature?item_per_page=-1',
    )
    const first = features.body.data[0]!
    await renderApp(api, `/en/npanel/tour/settings/${tourId}/features`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('checkbox', { name: first.name }, { timeout: 30_000 }))
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect((await saved<{ feature_ids: number[] }>('features')).body.feature_ids).toEqual([first.id])
  })

  it('saves the special instruction per language and shows the English one in an empty language', async () => {
    await renderApp(api, `/en/npanel/tour/settings/${tourId}/special-instruction-mail`, { tokens: supplier })
    const field = () => screen.getByRole('textbox', { name: 'Special instruction' })
    await screen.findByRole('textbox', { name: 'Special instruction' }, { timeout: 30_000 })
    fireEvent.change(field(), { target: { value: 'Bring a torch.' } })
    fireEvent.click(screen.getByRole('tab', { name: 'Deutsch' }))
    expect(await screen.findByText('Empty: guests see the English text, “Bring a torch.”')).toBeTruthy()
    fireEvent.change(field(), { target: { value: 'Taschenlampe mitbringen.' } })
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    expect((await saved<{ texts: object }>('special-instruction')).body.texts).toEqual({
      en: 'Bring a torch.',
      de: 'Taschenlampe mitbringen.',
    })
  })

  it('refuses a seventh recommendation, then saves the products in the order picked', async () => {
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf'].map(
      (word) => `Bilby ${word} tour`,
    )
    const ids: number[] = []
    for (const name of names) ids.push(await newTour(name))
    await api.call(supplier.access_token, 'PUT', `/core/v1/tours/${tourId}/recommended-items`, {
      service_ids: ids.slice(0, 6),
    })
    await renderApp(api, `/en/npanel/tour/settings/${tourId}/recommended-items`, { tokens: supplier })
    const input = await screen.findByRole('combobox', { name: 'Recommended products' }, { timeout: 30_000 })
    fireEvent.change(input, { target: { value: 'Bilby Golf' } })
    fireEvent.click(await screen.findByRole('option', { name: /Bilby Golf tour/ }))
    save()
    expect(await screen.findByText('Please choose at most 6 products')).toBeTruthy()

    fireEvent.click(screen.getAllByRole('button', { name: /Bilby Alpha tour/ })[0]!.querySelector('svg')!)
    save()
    expect(await screen.findByText('Settings saved.')).toBeTruthy()
    await waitFor(async () =>
      expect((await saved<{ service_ids: number[] }>('recommended-items')).body.service_ids).toEqual([
        ...ids.slice(1, 6),
        ids[6],
      ]),
    )
  })
})

describe('the settings of an activity that is not there', () => {
  it('shows the not-found page, not an empty form', async () => {
    await renderApp(api, '/en/npanel/tour/settings/999999/features', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 30_000 }),
    ).toBeTruthy()
  })
})
