import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number

// A Monday well ahead of today, so every departure is open to book.
const MONDAY = (() => {
  const day = new Date(Date.now() + 30 * 86_400_000)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
})()
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10)

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const tour = await api.call<{ id: number }>(supplier.access_token, 'POST', '/core/v1/tours', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name: 'Kookaburra dawn chorus' } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  })
  tourId = tour.body.id
  await api.call(supplier.access_token, 'POST', `/core/v1/tours/${tourId}/options`, {
    name: { en: 'Sunrise' },
    duration: { hours: 2, minutes: 0 },
    meeting_point: {},
    start_times: ['06:00', '07:00'],
    cut_off_minutes: 0,
  })
  await api.call(supplier.access_token, 'PUT', `/core/v1/tours/${tourId}/update-status?status=1`)
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('the weekly schedule of an option (tour/manage/{id}/options)', () => {
  it('asks for a weekday, then creates the departures the storefront shows', async () => {
    await renderApp(api, `/en/npanel/tour/manage/${tourId}/options`, { tokens: supplier })
    const table = within(await screen.findByRole('table', { name: 'Options' }, { timeout: 30_000 }))
    fireEvent.click(await table.findByRole('button', { name: 'Schedule' }))
    fireEvent.change(screen.getByLabelText('First date'), { target: { value: MONDAY } })
    fireEvent.change(screen.getByLabelText('Last date'), { target: { value: plusDays(MONDAY, 6) } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Places per departure' }), {
      target: { value: '9' },
    })
    save()
    expect(await screen.findByText('Please choose at least one weekday')).toBeTruthy()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Monday' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Friday' }))
    save()
    expect(await screen.findByText('Schedule saved: 4 departures.')).toBeTruthy()
    const calendar = await api.call<{ date: string; remaining: number }[]>(
      null,
      'POST',
      `/availability/public/tour/${tourId}/available-dates`,
      { from: MONDAY, to: plusDays(MONDAY, 6) },
    )
    expect(calendar.body).toMatchObject([
      { date: MONDAY, remaining: 9 },
      { date: plusDays(MONDAY, 4), remaining: 9 },
    ])
  })
})
