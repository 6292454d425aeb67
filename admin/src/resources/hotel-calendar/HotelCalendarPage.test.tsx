import type { HotelCalendar, HotelCalendarHotel, HotelRoomRate, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { datesOfMonth, stepMonth, thisMonth } from './monthDays'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let hotelId: number
let room: HotelRoomRate

// Two months ahead, so no night of the test is in the past.
const month = stepMonth(thisMonth(), 2)
const dates = datesOfMonth(month)
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
const saturday = dates.slice(1).find((date) => weekday(date) === 6)!
const friday = dates[dates.indexOf(saturday) - 1]!
const sunday = dates[dates.indexOf(saturday) + 1]!
const priced = dates[9]!

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const hotels = await api.call<HotelCalendarHotel[]>(
    supplier.access_token,
    'POST',
    '/core/v1/hotels/booking-service-list',
  )
  // A seeded hotel (the lowest ids): other test files create hotels of their own at the same time.
  for (const hotel of [...hotels.body].sort((a, b) => a.id - b.id)) {
    const rates = await api.call<HotelRoomRate[]>(
      supplier.access_token,
      'GET',
      `/availability/v1/hotel/${hotel.id}/room-rate?with_name=true`,
    )
    const first = rates.body.find((candidate) => candidate.rate_plans.length > 0)
    if (first) {
      hotelId = hotel.id
      room = first
      break
    }
  }
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const calendarOf = async (from: string, to: string) =>
  (
    await api.call<HotelCalendar>(
      supplier.access_token,
      'POST',
      `/availability/v1/hotel/${hotelId}/calendar`,
      {
        from,
        to,
      },
    )
  ).body
const minStays = (calendar: HotelCalendar, date: string) =>
  calendar.entries
    .filter((entry) => entry.room_type_id === room.room_type_id && entry.date === date)
    .map((entry) => entry.restriction_min_stay)

describe('Accommodation Calendar (hotel/calendar)', () => {
  it('edits a price in its cell, and sets a two-night minimum on a weekend in bulk', async () => {
    await renderApp(api, `/en/npanel/hotel/calendar?hotel=${hotelId}&month=${month}`, { tokens: supplier })
    await screen.findByRole('grid', { name: 'Nights' }, { timeout: 15_000 })

    const plan = room.rate_plans[0]!
    const cell = (
      await screen.findAllByRole('gridcell', {
        name: (label) =>
          label.startsWith(`${room.room_type_title}, ${plan.rate_plan_name}: Price ${priced}: `),
      })
    )[0]!
    fireEvent.doubleClick(cell)
    const input = await within(cell).findByRole('textbox')
    fireEvent.change(input, { target: { value: '1555' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(async () =>
      expect(
        (await calendarOf(priced, priced)).entries.find((entry) => entry.rate_plan_id === plan.rate_plan_id)
          ?.price,
      ).toBe(1555),
    )

    const fridayBefore = minStays(await calendarOf(friday, friday), friday)
    fireEvent.click(screen.getByRole('button', { name: 'Bulk edit' }))
    const dialog = within(await screen.findByRole('dialog'))
    fireEvent.change(dialog.getByLabelText('From'), { target: { value: friday } })
    fireEvent.change(dialog.getByLabelText('To'), { target: { value: sunday } })
    for (const day of ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'])
      fireEvent.click(dialog.getByRole('checkbox', { name: day }))
    fireEvent.change(dialog.getByRole('spinbutton', { name: 'Min stay' }), { target: { value: '2' } })
    fireEvent.click(dialog.getByRole('button', { name: 'Apply' }))
    await waitFor(async () => {
      const weekend = await calendarOf(friday, sunday)
      expect(minStays(weekend, saturday)).toEqual(room.rate_plans.map(() => 2))
      expect(minStays(weekend, sunday)).toEqual(room.rate_plans.map(() => 2))
      expect(minStays(weekend, friday)).toEqual(fridayBefore)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
