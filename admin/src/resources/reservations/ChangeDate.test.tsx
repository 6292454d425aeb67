import type { BookingDepartureChoice, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from './reservations.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let supplier: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Mathilde',
    last: 'Platypusdottir',
    email: 'mathilde.platypus@example.com',
    answer: 'None',
  })
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const dialog = () => within(screen.getByRole('dialog', { name: 'Change date' }))

describe('changing a booking’s date', () => {
  it('moves the booking to a departure with room, shows the new date and records it in the history', async () => {
    await renderApp(api, `/en/npanel/reservations/${booked.ref}`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: 'Change date' }, { timeout: 20_000 }))
    const choices = within(await screen.findByRole('radiogroup', { name: 'Departures with room' }))
    const options = await choices.findAllByRole('radio')
    expect(options.length).toBeGreaterThan(0)
    const departures = await api.call<BookingDepartureChoice[]>(
      supplier.access_token,
      'GET',
      `/booking/v1/reservation/${booked.ref}/empty-dates?month=${booked.date.slice(0, 7)}`,
    )
    const target = departures.body[0]!
    fireEvent.click(options[0]!)
    fireEvent.click(dialog().getByRole('button', { name: 'Move booking' }))
    expect(
      await screen.findByText(
        /^The booking now starts .* at \d\d:\d\d\. The guest has been told by email\.$/,
      ),
    ).toBeTruthy()
    const history = within(await screen.findByRole('table', { name: 'History' }))
    expect(
      await history.findByText(`${booked.date} ${booked.startTime} → ${target.date} ${target.start_time}`),
    ).toBeTruthy()
  })

  it('says so when no departure of the month has room, and refuses to move without a choice', async () => {
    await renderApp(api, `/en/npanel/reservations/${booked.ref}`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: 'Change date' }, { timeout: 20_000 }))
    // Nothing was paid, so nothing is left to refund and no partial refund is offered.
    expect(screen.getByText('Left to refund')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Partial refund' })).toBeNull()
    fireEvent.change(dialog().getByLabelText('Month'), { target: { value: '2020-01' } })
    expect(await dialog().findByText(/^No departure this month has room for all \d+ guests\.$/)).toBeTruthy()
    fireEvent.click(dialog().getByRole('button', { name: 'Move booking' }))
    expect(await dialog().findByText('Please choose a departure')).toBeTruthy()
  })
})
