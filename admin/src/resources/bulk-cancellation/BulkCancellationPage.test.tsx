import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { activityWithDepartures, bookDeparture, departuresOf } from './testBookings'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let supplier: TokenPair
let activity: Awaited<ReturnType<typeof activityWithDepartures>>

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  activity = await activityWithDepartures(api.call, supplier.access_token, 'Wombat burrow walk')
  const [first] = await departuresOf(api.call, supplier.access_token, activity.optionId)
  await bookDeparture(api.call, activity, first!, { email: 'gro@example.com', firstName: 'Gro', count: 2 })
  await bookDeparture(api.call, activity, first!, { email: 'per@example.com', firstName: 'Per', count: 3 })
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const page = () => `/en/npanel/calendar/${activity.tourId}/${activity.optionId}/bulk-cancellation`
const submit = () =>
  fireEvent.submit(screen.getByRole('button', { name: 'Cancel the chosen departures' }).closest('form')!)

describe('the bulk cancellation page (calendar/{id}/{tour_option_id}/bulk-cancellation)', () => {
  it('lists the departures with their bookings, checks the choice, confirms and follows the job to the end', async () => {
    await renderApp(api, page(), { tokens: supplier })
    const departures = within(await screen.findByRole('table', { name: 'Departures' }))
    // The header, then fourteen days of departures; the first has two bookings with five guests.
    await waitFor(() => expect(departures.getAllByRole('row')).toHaveLength(15))
    const rows = departures.getAllByRole('row')
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['2', '5', '5 / 10']))
    const bookings = within(screen.getByRole('table', { name: 'Bookings' }))
    expect(bookings.getByText('Gro Hansen')).toBeTruthy()
    expect(bookings.getByText('Per Hansen')).toBeTruthy()
    // Nothing was paid: nothing to refund.
    expect(
      (bookings.getAllByRole('button', { name: /^Refund part of / })[0] as HTMLButtonElement).disabled,
    ).toBe(true)

    submit()
    expect(await screen.findByText('Please choose at least one departure')).toBeTruthy()
    expect(screen.getByText('Please enter the reason for cancellation')).toBeTruthy()
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Refund (%)' }), { target: { value: '150' } })
    submit()
    expect(await screen.findByText('Please enter a refund percentage from 0 to 100')).toBeTruthy()

    fireEvent.click(within(rows[1]!).getByRole('checkbox'))
    fireEvent.change(screen.getByLabelText('Reason for cancellation'), {
      target: { value: 'The trail is flooded' },
    })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Refund (%)' }), { target: { value: '100' } })
    submit()
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel 1 departure?' }))
    expect(
      dialog.getByText(
        '2 bookings with 5 guests will be cancelled. Paid bookings are refunded 100% and every guest is mailed the reason. This cannot be undone.',
      ),
    ).toBeTruthy()
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel the bookings' }))

    expect(await screen.findByText('Bulk cancellation completed', {}, { timeout: 30_000 })).toBeTruthy()
    expect(screen.getByText('2 of 2 bookings cancelled')).toBeTruthy()
    const [first] = await departuresOf(api.call, supplier.access_token, activity.optionId)
    expect(first!.bookings).toEqual([])
    expect(first!.booked).toBe(0)

    // The confirmation dialog may still be fading out, hiding the page from the accessibility tree.
    fireEvent.click(await screen.findByRole('button', { name: 'Back to the departures' }))
    expect(await screen.findByText('No bookings on these departures yet.')).toBeTruthy()
  })

  it("shows the not-found page for another supplier's option", async () => {
    const other = await api.login('both@jaunt.test')
    await renderApp(api, page(), { tokens: other })
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy()
  })
})
