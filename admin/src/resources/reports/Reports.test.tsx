import type { SalesReport, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from '../reservations/reservations.fixtures'
import { catchDownloads } from '../../test/downloads'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
const month = new Date().toISOString().slice(0, 7)
const today = new Date().toISOString().slice(0, 10)
let supplier: TokenPair
let admin: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  admin = await api.login('admin@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Rosalind',
    last: 'Reportsby',
    email: 'rosalind.reportsby@example.com',
    answer: 'None',
  })
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Monthly Reports', () => {
  it("shows the supplier's month by product with a total per currency, and an empty month says so", async () => {
    const report = await api.call<SalesReport>(
      supplier.access_token,
      'GET',
      `/core/v1/monthly-report?month=${month}`,
    )
    const currency = report.body.totals[0]!.currency_code
    await renderApp(api, `/en/npanel/monthly-report?month=${month}`, { tokens: supplier })
    const table = await screen.findByRole('table', { name: 'Report' })
    expect(within(table).getByRole('columnheader', { name: 'Product' })).toBeTruthy()
    const row = within(table).getByRole('rowheader', { name: booked.productName }).closest('tr')!
    expect(within(row).getAllByRole('cell')[0]!.textContent).toBe(currency)
    expect(within(table).getByRole('row', { name: new RegExp(`^Total ${currency}`) })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Download XLSX' })).toHaveProperty('disabled', false)

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1999-01' } })
    expect(await screen.findByText('No bookings in this period.')).toBeTruthy()
    expect(window.location.search).toContain('month=1999-01')
    expect(screen.getByRole('button', { name: 'Download CSV' })).toHaveProperty('disabled', true)
  })
})

describe('Reports', () => {
  it("groups the supplier's period by the chosen grouping", async () => {
    await renderApp(api, `/en/npanel/report?from=${today}&to=${today}&group_by=product`, { tokens: supplier })
    const table = await screen.findByRole('table', { name: 'Report' })
    expect(within(table).getByRole('rowheader', { name: booked.productName })).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Group by' }))
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent)
    expect(options).toEqual(['Day', 'Month', 'Product', 'Site'])
    fireEvent.click(screen.getByRole('option', { name: 'Day' }))
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Report' })).getByRole('rowheader', { name: today }),
      ).toBeTruthy(),
    )
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } })
    expect(await screen.findByText('The end of the period cannot be before its start.')).toBeTruthy()
  })

  it('shows the admin every supplier, and one when an owner is chosen', async () => {
    const me = await api.call<{ id: number; name: string }>(
      supplier.access_token,
      'GET',
      '/core/v1/current/user',
    )
    await renderApp(api, `/en/admin/admin-report?from=${today}&to=${today}&group_by=supplier`, {
      tokens: admin,
    })
    const table = await screen.findByRole('table', { name: 'Report' })
    expect(within(table).getByRole('rowheader', { name: me.body.name })).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Supplier' }))
    fireEvent.click(await screen.findByRole('option', { name: me.body.name }))
    await waitFor(() => expect(window.location.search).toContain(`owner_user_id=${me.body.id}`))
    await waitFor(() => {
      const names = within(screen.getByRole('table', { name: 'Report' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
      expect(names.filter((name) => name !== 'Total')).toEqual([me.body.name])
    })
  })

  // Last: the saved link's click leaves jsdom unable to render the app again in this file.
  it("downloads the supplier's report as the server writes it, with the table's choices", async () => {
    const { files: made, restore } = catchDownloads()
    try {
      await renderApp(api, `/en/npanel/report?from=${today}&to=${today}&group_by=product`, {
        tokens: supplier,
      })
      const table = await screen.findByRole('table', { name: 'Report' })
      within(table).getByRole('rowheader', { name: booked.productName })
      fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }))
      await waitFor(() => expect(made).toHaveLength(1))
      const text = await made[0]!.text()
      expect(text.split('\n')[0]).toContain('Product')
      expect(text).toContain(booked.productName)
    } finally {
      restore()
    }
  })
})
