import type { TokenPair, TourOptionRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
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
  tourId = await newActivity(api, supplier.access_token, 'Platypus river walk', 3)
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const field = (name: string) => screen.getByRole('textbox', { name })
const number = (name: string) => screen.getByRole('spinbutton', { name })

describe('the options of an activity (tour/manage/{id}/options)', () => {
  it('checks an option before saving, then lists it with its length and start times', async () => {
    await renderApp(api, `/en/npanel/tour/manage/${tourId}/options`, { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Options of Platypus river walk' }, { timeout: 30_000 }),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe(
      `/en/npanel/tour/manage/${tourId}/tickets`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add option' }))
    fireEvent.change(number('Latitude'), { target: { value: '59.9' } })
    save()
    expect(await screen.findByText('Please enter option name')).toBeTruthy()
    expect(screen.getByText('Please add at least one start time')).toBeTruthy()
    expect(screen.getByText('Please set both latitude and longitude of the map pin')).toBeTruthy()

    fireEvent.change(field('Option name'), { target: { value: 'Morning walk' } })
    fireEvent.change(number('Days'), { target: { value: '1' } })
    fireEvent.change(number('Hours'), { target: { value: '2' } })
    fireEvent.change(number('Minutes'), { target: { value: '30' } })
    fireEvent.change(number('Longitude'), { target: { value: '10.7' } })
    expect(screen.getByRole('link', { name: 'Check the pin on the map' }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=59.9&mlon=10.7#map=16/59.9/10.7',
    )
    fireEvent.change(field('Start times'), { target: { value: '10:30, 09:00' } })
    save()

    const table = within(await screen.findByRole('table', { name: 'Options' }))
    await waitFor(() => expect(table.getByText('Morning walk')).toBeTruthy(), { timeout: 30_000 })
    expect(table.getByText('1d 2h 30m')).toBeTruthy()
    expect(table.getByText('09:00, 10:30')).toBeTruthy()
    const saved = await api.call<{ data: TourOptionRecord[] }>(
      supplier.access_token,
      'GET',
      `/core/v1/tours/${tourId}/options`,
    )
    expect(saved.body.data).toMatchObject([
      { name: { en: 'Morning walk' }, meeting_point: { lat: 59.9, lng: 10.7 } },
    ])
  })
})

describe('an activity that is not there', () => {
  it('shows the not-found page for an unknown or another supplier’s activity, not a blank page', async () => {
    await renderApp(api, '/en/npanel/tour/manage/999999/options', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 30_000 }),
    ).toBeTruthy()
    cleanup()
    await renderApp(api, '/en/npanel/tour/999999', { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 30_000 }),
    ).toBeTruthy()
  })
})
