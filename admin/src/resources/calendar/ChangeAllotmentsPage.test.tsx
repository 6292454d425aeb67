import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { calendarTestTour, departuresOf, guestHolds, plusDays, upcomingMonday } from './calendarTestTour'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number
let optionIds: number[]
const MONDAY = upcomingMonday(60)

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const tour = await calendarTestTour(api, supplier.access_token, 'Echidna night walk', MONDAY)
  tourId = tour.tourId
  optionIds = tour.optionIds
  await guestHolds(
    api,
    {
      service_id: tourId,
      option_id: optionIds[0]!,
      date: MONDAY,
      start_time: '14:00',
      ticket_id: tour.ticketIds[0]!,
      count: 2,
    },
    'Grace Hopper',
  )
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const apply = () => fireEvent.submit(screen.getByRole('button', { name: 'Apply' }).closest('form')!)
const places = () => screen.findByRole('spinbutton', { name: 'Places per departure' }, { timeout: 15_000 })

describe('change allotments', () => {
  it('shows the refusal naming the departure below what is booked, then sets the places', async () => {
    const link = `/en/npanel/change-allotments?tour_id=${tourId}&option_id=${optionIds[0]}&date=${MONDAY}`
    await renderApp(api, link, { tokens: supplier })
    fireEvent.change(await places(), { target: { value: '1' } })
    apply()
    const said = `More places are already booked than 1 on ${MONDAY} 14:00`
    expect(await screen.findByText(said)).toBeTruthy()

    fireEvent.change(await places(), { target: { value: '5' } })
    apply()
    expect(await screen.findByText('Allotments changed. Departures changed: 2; new: 0.')).toBeTruthy()
    const monday = within(await screen.findByRole('gridcell', { name: /^Monday/ }))
    expect((await monday.findByRole('button', { name: /14:00 Island loop/ })).textContent).toContain(
      '0 / 5 booked · 3 free · 2 on hold',
    )
  })

  it('closes the chosen weekday and refuses dates in the past under the first date', async () => {
    await renderApp(api, `/en/npanel/change-allotments?tour_id=${tourId}&date=${plusDays(MONDAY, 2)}`, {
      tokens: supplier,
    })
    await places()
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }))
    apply()
    expect(await screen.findByText('Allotments changed. Departures changed: 2; new: 0.')).toBeTruthy()
    const wednesday = await departuresOf(api, supplier.access_token, {
      from: plusDays(MONDAY, 2),
      to: plusDays(MONDAY, 2),
      tour_id: tourId,
    })
    expect(wednesday.map((departure) => departure.state)).toEqual(['closed', 'closed'])

    cleanup()
    await renderApp(api, `/en/npanel/change-allotments?tour_id=${tourId}&date=2020-01-06`, {
      tokens: supplier,
    })
    fireEvent.change(await places(), { target: { value: '5' } })
    apply()
    expect(await screen.findByText('Departures in the past cannot be changed')).toBeTruthy()
  })
})
