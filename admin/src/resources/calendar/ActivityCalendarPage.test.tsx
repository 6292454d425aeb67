import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { calendarTestTour, guestHolds, plusDays, upcomingMonday } from './calendarTestTour'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number
let optionIds: number[]
const MONDAY = upcomingMonday(50)
const WEDNESDAY = plusDays(MONDAY, 2)

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const tour = await calendarTestTour(api, supplier.access_token, 'Wombat burrow tour', MONDAY)
  tourId = tour.tourId
  optionIds = tour.optionIds
  await guestHolds(
    api,
    {
      service_id: tourId,
      option_id: optionIds[0]!,
      date: MONDAY,
      start_time: '10:00',
      ticket_id: tour.ticketIds[0]!,
      count: 3,
    },
    'Ada Lovelace',
  )
  const change = (body: object) =>
    api.call(supplier.access_token, 'POST', '/availability/v1/tours/change-allotments', {
      tour_id: tourId,
      from: MONDAY,
      to: plusDays(MONDAY, 6),
      ...body,
    })
  await change({
    option_ids: [optionIds[0]],
    weekdays: [3],
    start_times: ['14:00'],
    action: 'set',
    allotment: 0,
  })
  await change({ option_ids: [optionIds[1]], weekdays: [1], action: 'close' })
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const dayCell = (name: RegExp) => within(screen.getByRole('gridcell', { name }))

describe('the Activity Calendar (calendar/{id})', () => {
  it("shows a week's departures with booked / allotment, free places, sold out and closed in words", async () => {
    await renderApp(api, `/en/npanel/calendar/${tourId}?view=week&date=${MONDAY}`, { tokens: supplier })
    await screen.findAllByText('10:00 Island loop', undefined, { timeout: 15_000 })
    const monday = dayCell(/^Monday/)
    const loop = monday.getByRole('button', { name: /10:00 Island loop/ })
    expect(loop.textContent).toContain('0 / 8 booked · 5 free · 3 on hold')
    expect(monday.getByRole('button', { name: /09:00 Sunrise/ }).textContent).toContain('Closed')
    const wednesday = dayCell(/^Wednesday/)
    expect(wednesday.getByRole('button', { name: /14:00 Island loop/ }).textContent).toContain('Sold out')
    expect(wednesday.getByRole('button', { name: /10:00 Island loop/ }).textContent).toContain(
      '0 / 8 booked · 8 free',
    )
    expect(screen.getAllByRole('gridcell')).toHaveLength(7)
  })

  it("opens a departure's bookings: reference, guest, tickets and status", async () => {
    await renderApp(api, `/en/npanel/calendar/${tourId}?view=day&date=${MONDAY}`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: /10:00 Island loop/ }, { timeout: 15_000 }))
    const dialog = within(await screen.findByRole('dialog'))
    const bookings = within(await dialog.findByRole('table', { name: 'Bookings' }))
    expect(bookings.getByText('Ada Lovelace')).toBeTruthy()
    expect(bookings.getByText('3 × Adult')).toBeTruthy()
    expect(bookings.getByText('On hold')).toBeTruthy()
    const link = dialog.getByRole('link', { name: 'Change allotments' })
    expect(link.getAttribute('href')).toBe(
      `/en/npanel/change-allotments?tour_id=${tourId}&option_id=${optionIds[0]}&date=${MONDAY}&start_time=10:00`,
    )
    expect(dialog.getByRole('link', { name: 'Guest list' }).getAttribute('href')).toBe(
      `/en/npanel/guest-list?tour=${tourId}&date=${MONDAY}&time=10:00&option=${optionIds[0]}`,
    )
    expect(dialog.getByRole('link', { name: 'Bulk cancellation' }).getAttribute('href')).toBe(
      `/en/npanel/calendar/${tourId}/${optionIds[0]}/bulk-cancellation`,
    )
  })

  it('filters by option and moves between months, weeks and days', async () => {
    await renderApp(api, `/en/npanel/calendar/${tourId}?view=week&date=${MONDAY}`, { tokens: supplier })
    await screen.findAllByText('10:00 Island loop', undefined, { timeout: 15_000 })
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Option' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Sunrise' }))
    await vi.waitFor(() => expect(screen.queryAllByText('10:00 Island loop')).toHaveLength(0))
    expect(await screen.findByText('09:00 Sunrise')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Month' }))
    expect((await screen.findAllByRole('gridcell')).length).toBeGreaterThanOrEqual(28)
    fireEvent.click(screen.getByRole('button', { name: 'Day' }))
    await vi.waitFor(() => expect(screen.getAllByRole('gridcell')).toHaveLength(1))
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(screen.getByRole('gridcell', { name: /^Tuesday/ })).toBeTruthy())
    expect(screen.queryByText('09:00 Sunrise')).toBeNull()
  })

  it('lists every activity on calendar, names the activity, and links to change allotments in the area', async () => {
    await renderApp(api, `/en/npanel/calendar?view=week&date=${WEDNESDAY}`, { tokens: supplier })
    expect(
      (await screen.findAllByText('10:00 Wombat burrow tour · Island loop', undefined, { timeout: 15_000 }))
        .length,
    ).toBe(2)
    expect(screen.getByRole('link', { name: 'Change allotments' }).getAttribute('href')).toBe(
      '/en/npanel/change-allotments',
    )
  })

  it('opens the same calendar at the spec’s other address, tour/calendar/{id}', async () => {
    await renderApp(api, `/en/npanel/tour/calendar/${tourId}?view=day&date=${MONDAY}`, { tokens: supplier })
    expect(await screen.findByRole('button', { name: /10:00 Island loop/ }, { timeout: 15_000 })).toBeTruthy()
    expect(window.location.pathname).toBe(`/en/npanel/calendar/${tourId}`)
    expect(window.location.search).toBe(`?view=day&date=${MONDAY}`)
  })
})
