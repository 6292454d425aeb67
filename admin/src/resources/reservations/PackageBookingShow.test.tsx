import type { ReservationListRow, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import {
  bookPackageAsGuest,
  packageRowOf,
  publishedPackage,
} from '../../../../packages/server/src/modules/reservations/package-bookings.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let partner: TokenPair
let other: TokenPair
let row: ReservationListRow
let cancelRow: ReservationListRow
const page = (one: ReservationListRow) => `/en/npanel/reservations/${one.payment_ref}/${one.reservation_id}`

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  other = await api.login('partner2@jaunt.test')
  const pack = await publishedPackage(api, partner.access_token, 'Numbat fjord weekend')
  await bookPackageAsGuest(api, pack.id, {
    first: 'Linnea',
    last: 'Numbat',
    email: 'linnea.numbat@example.com',
  })
  await bookPackageAsGuest(api, pack.id, {
    first: 'Magnus',
    last: 'Numbat',
    email: 'magnus.numbat@example.com',
  })
  row = (await packageRowOf(api, partner.access_token, 'linnea.numbat@example.com'))!
  cancelRow = (await packageRowOf(api, partner.access_token, 'magnus.numbat@example.com'))!
}, 120_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const section = (name: string) => within(screen.getByRole('region', { name }))

describe('a booked package in Reservations', () => {
  it('is a row of the table that opens the package’s page with its services', async () => {
    await renderApp(api, '/en/npanel/reservations', { tokens: partner })
    fireEvent.change(
      await screen.findByPlaceholderText('Search by ref, guest or product', {}, { timeout: 15_000 }),
      { target: { value: 'linnea.numbat' } },
    )
    await waitFor(
      () => {
        if (window.location.pathname.endsWith('/reservations'))
          fireEvent.click(screen.getByText('Linnea Numbat'))
        expect(window.location.pathname).toBe(page(row))
      },
      { timeout: 20_000 },
    )
    // A text first: role queries over the whole page are slow under load, and a find retries them.
    await screen.findByText('Services in the package', {}, { timeout: 30_000 })
    expect(screen.getByRole('region', { name: 'Services in the package' })).toBeTruthy()
    expect(section('Booking').getByText('Numbat fjord weekend')).toBeTruthy()
    expect(section('Booking').getByText('Confirmed')).toBeTruthy()
    expect(section('Guest').getByText('linnea.numbat@example.com')).toBeTruthy()
    const services = within(screen.getByRole('table', { name: 'Services in the package' }))
    expect(services.getAllByRole('row')).toHaveLength(3)
    expect(services.getByText('Hotel')).toBeTruthy()
    expect(section('History').getByText(/→ Confirmed/)).toBeTruthy()
  })

  it('resends the guest’s confirmation', async () => {
    await renderApp(api, page(row), { tokens: partner })
    fireEvent.click(await screen.findByRole('button', { name: 'Resend confirmation' }, { timeout: 15_000 }))
    expect(
      await screen.findByText('The confirmation was sent again to linnea.numbat@example.com.'),
    ).toBeTruthy()
  })

  it('cancels the package with a reason', async () => {
    await renderApp(api, page(cancelRow), { tokens: partner })
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, { timeout: 15_000 }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText(/Reason for cancellation/), {
      target: { value: 'The guest fell ill' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }))
    expect(await screen.findByText('The booking was cancelled.')).toBeTruthy()
    await waitFor(() => expect(section('Booking').getByText('Cancelled')).toBeTruthy())
    expect(section('History').getByText('The guest fell ill')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Resend confirmation' }).hasAttribute('disabled')).toBe(true)
  })

  it('shows another partner the not-found page for it', async () => {
    await renderApp(api, page(row), { tokens: other })
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(screen.queryByText('Linnea Numbat')).toBeNull()
  })
})
