import type { ReservationListRow, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookedPackageRow } from '../../../../packages/server/src/modules/reservations/package-bookings.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let partner: TokenPair
let row: ReservationListRow

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  row = await bookedPackageRow(api, partner.access_token, 'Bilby lake escape', {
    first: 'Oddny',
    last: 'Bilby',
    email: 'oddny.bilby@example.com',
  })
}, 120_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const section = (name: string) => within(screen.getByRole('region', { name }))

describe('refunding part of a booked package', () => {
  it('refuses more than is left on the amount, then records a refund made by hand in the payment and the history', async () => {
    await renderApp(api, `/en/npanel/reservations/${row.payment_ref}/${row.reservation_id}`, {
      tokens: partner,
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Refund part' }, { timeout: 15_000 }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/not paid by card/)).toBeTruthy()
    const amount = within(dialog).getByLabelText(/Amount/)
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'The sauna was closed' } })
    fireEvent.change(amount, { target: { value: String(row.price + 1) } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await within(dialog).findByText('The amount is more than is left to refund')).toBeTruthy()

    fireEvent.change(amount, { target: { value: '25' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }))
    expect(await screen.findByText(/as given back by hand\.$/)).toBeTruthy()
    await waitFor(() => expect(section('History').getByText(/The sauna was closed/)).toBeTruthy())
    expect(section('Payment').getByText('Refunded')).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
