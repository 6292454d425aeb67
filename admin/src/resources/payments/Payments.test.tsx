import type { TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookAsGuest } from '../reservations/reservations.fixtures'

vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
let admin: TokenPair
let booked: Awaited<ReturnType<typeof bookAsGuest>>

beforeAll(async () => {
  const supplier = await api.login('supplier@jaunt.test')
  admin = await api.login('admin@jaunt.test')
  booked = await bookAsGuest(api, supplier.access_token, {
    first: 'Philippa',
    last: 'Paymentsford',
    email: 'philippa.paymentsford@example.com',
    answer: 'None',
  })
}, 60_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('Payments', () => {
  it("lists the guest's payment, found by name, and opens it with the booking it paid for", async () => {
    const filter = encodeURIComponent(JSON.stringify({ q: 'paymentsford' }))
    await renderApp(api, `/en/admin/payments?filter=${filter}`, { tokens: admin })
    const row = await waitFor(() => screen.getByText('Philippa Paymentsford').closest('tr')!)
    expect(within(row).getByText('Paid')).toBeTruthy()
    await waitFor(
      () => {
        if (window.location.pathname.endsWith('/payments'))
          fireEvent.click(screen.getByText('Philippa Paymentsford'))
        expect(window.location.pathname).toMatch(/^\/en\/admin\/payments\/[^/]+\/show$/)
      },
      { timeout: 20_000 },
    )
    const bookings = await screen.findByRole('region', { name: 'Bookings' })
    const link = await within(bookings).findByText(booked.ref.slice(0, 8))
    expect(link.closest('a')!.getAttribute('href')).toBe(`/en/admin/bookings/${booked.ref}`)
  })

  it('keeps partners out of supplier earnings and suppliers out of payments', async () => {
    const supplier = await api.login('supplier@jaunt.test')
    await renderApp(api, '/en/npanel/supplier-earnings', { tokens: await api.login('partner@jaunt.test') })
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy()
    const answer = await api.call(supplier.access_token, 'GET', '/core/v1/payments')
    expect(answer.status).toBe(403)
  })
})
