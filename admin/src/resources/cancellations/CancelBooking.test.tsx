import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from '../reservations/reservations.fixtures'

vi.setConfig({ testTimeout: 150_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let supplier: TokenPair
let other: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>
const reason = `Storm warning ${Date.now()}`

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  other = await api.login('both@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Petronella',
    last: 'Bilbyson',
    email: 'petronella.bilby@example.com',
    answer: 'None',
  })
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const section = (name: string) => within(screen.getByRole('region', { name }))

describe('cancelling a booking from its page', () => {
  it('lets the supplier cancel an item with a reason, then shows it in the history and in Cancellations', async () => {
    await renderApp(api, `/en/npanel/reservations/${booked.ref}`, { tokens: supplier })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, { timeout: 20_000 }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel Booking' }))
    expect(dialog.getByText('Are you sure you want to cancel this booking?')).toBeTruthy()
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }))
    expect(await dialog.findByText('Please enter the reason for cancellation')).toBeTruthy()
    fireEvent.change(dialog.getByLabelText('Reason for cancellation'), { target: { value: reason } })
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByText('The booking was cancelled.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const booking = within(await screen.findByRole('region', { name: 'Booking' }))
    expect(await booking.findByText('Cancelled')).toBeTruthy()
    const history = within(await screen.findByRole('table', { name: 'History' }))
    expect(await history.findByText(reason)).toBeTruthy()
    expect(history.getByText('Confirmed → Cancelled')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()

    cleanup()
    resetBrowserState()
    await renderApp(api, '/en/npanel/cancellations', { tokens: supplier })
    const row = (await screen.findByText(reason, {}, { timeout: 20_000 })).closest('tr')!
    expect(within(row).getByText('By supplier')).toBeTruthy()
    expect(within(row).getByText('No refund')).toBeTruthy()
    fireEvent.click(within(row).getByText(reason))
    expect(await screen.findByRole('region', { name: 'Cancellation' })).toBeTruthy()
    expect(section('Cancellation').getByText('Petronella Bilbyson')).toBeTruthy()
  })

  it('does not show another supplier the cancellation', async () => {
    await renderApp(api, '/en/npanel/cancellations', { tokens: other })
    expect(await screen.findByRole('heading', { name: 'Cancellations' }, { timeout: 20_000 })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(screen.queryByText(reason)).toBeNull()
  })
})
