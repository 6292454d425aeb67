import { EarningStatus, type EarningDetail, type EarningRow, type TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from '../reservations/reservations.fixtures'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
const month = new Date().toISOString().slice(0, 7)
let supplier: TokenPair
let admin: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>
let earning: EarningRow

const q = (value: object) => encodeURIComponent(JSON.stringify(value))

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  admin = await api.login('admin@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Evangeline',
    last: 'Earningsworth',
    email: 'evangeline.earningsworth@example.com',
    answer: 'None',
  })
  const mine = await api.call<EarningRow[]>(
    supplier.access_token,
    'GET',
    `/core/v1/supplier-earnings?filter=${q({ month })}`,
  )
  earning = mine.body[0]!
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Supplier earnings', () => {
  it("lists the supplier's month with totals per currency and opens it with the booking as a line", async () => {
    await renderApp(api, `/en/npanel/supplier-earnings?filter=${q({ month })}`, { tokens: supplier })
    const totals = await screen.findByRole('region', { name: 'Totals per currency' })
    expect(within(totals).getByText(new RegExp(`^${earning.currency_code}: gross`))).toBeTruthy()
    await waitFor(
      () => {
        if (window.location.pathname.endsWith('/supplier-earnings')) fireEvent.click(screen.getByText(month))
        expect(window.location.pathname).toBe(`/en/npanel/supplier-earnings/${earning.id}`)
      },
      { timeout: 20_000 },
    )
    const lines = await screen.findByRole('region', { name: 'Bookings' })
    const link = await within(lines).findByText(booked.ref.slice(0, 8))
    expect(link.closest('a')!.getAttribute('href')).toBe(`/en/npanel/reservations/${booked.ref}`)
    expect(within(lines).getAllByText(booked.productName).length).toBeGreaterThan(0)
    // A supplier reads their earnings but does not set their status.
    expect(screen.queryByRole('region', { name: 'Update the status' })).toBeNull()
  })

  it("keeps a supplier's earning from another supplier", async () => {
    const other = await api.login('both@jaunt.test')
    const answer = await api.call(other.access_token, 'GET', `/core/v1/supplier-earnings/${earning.id}`)
    expect(answer.status).toBe(404)
  })

  it('lets the admin approve the earning, which then shows in its history', async () => {
    const before = await api.call<EarningDetail>(
      admin.access_token,
      'GET',
      `/core/v1/supplier-earnings/${earning.id}`,
    )
    expect(before.body.status).toBe(EarningStatus.Pending)
    await renderApp(api, `/en/admin/supplier-earnings/${earning.id}`, { tokens: admin })
    const form = await screen.findByRole('region', { name: 'Update the status' })
    fireEvent.mouseDown(within(form).getByRole('combobox'))
    fireEvent.click(await screen.findByRole('option', { name: 'Approved' }))
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Checked by Evangeline test' } })
    fireEvent.click(within(form).getByRole('button', { name: 'Save status' }))
    const history = await screen.findByRole('region', { name: 'Status history' })
    expect(await within(history).findByText(/Checked by Evangeline test/)).toBeTruthy()
    const after = await api.call<EarningDetail>(
      admin.access_token,
      'GET',
      `/core/v1/supplier-earnings/${earning.id}`,
    )
    expect(after.body.status).toBe(EarningStatus.Approved)
  })
})

describe('Partner earnings', () => {
  it('opens for a partner as a real page with its filters and export', async () => {
    const partner = await api.login('partner@jaunt.test')
    await renderApp(api, '/en/npanel/partner-earnings', { tokens: partner })
    expect(await screen.findByRole('heading', { name: 'Partner earnings' })).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toBeTruthy()
  })
})
