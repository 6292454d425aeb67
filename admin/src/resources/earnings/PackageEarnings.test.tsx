import type { EarningRow, ReservationListRow, TokenPair } from '@jaunt/domain'
import { cleanup, configure, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { bookedPackageRow } from '../../../../packages/server/src/modules/reservations/package-bookings.fixtures'

vi.setConfig({ testTimeout: 60_000 })
configure({ asyncUtilTimeout: 15_000 })

const api = realApi()
const month = new Date().toISOString().slice(0, 7)
const q = (value: object) => encodeURIComponent(JSON.stringify(value))
let partner: TokenPair
let row: ReservationListRow
let earning: EarningRow

beforeAll(async () => {
  partner = await api.login('partner@jaunt.test')
  row = await bookedPackageRow(api, partner.access_token, 'Wombat lake weekend', {
    first: 'Tove',
    last: 'Wombat',
    email: 'tove.wombat@example.com',
  })
  const mine = await api.call<EarningRow[]>(
    partner.access_token,
    'GET',
    `/core/v1/partner-earnings?filter=${q({ month, currency_code: 'NOK' })}`,
  )
  earning = mine.body[0]!
}, 120_000)
afterEach(() => {
  cleanup()
  resetBrowserState()
})

describe('a booked package in partner earnings', () => {
  it('is a line named with the package that opens the package’s booking', async () => {
    await renderApp(api, `/en/npanel/partner-earnings/${earning.id}`, { tokens: partner })
    const lines = await screen.findByRole('region', { name: 'Bookings' })
    const name = await within(lines).findByText('Wombat lake weekend · Package')
    const link = within(name.closest('tr')!).getByRole('link')
    expect(link.getAttribute('href')).toBe(`/en/npanel/reservations/${row.payment_ref}/${row.reservation_id}`)
  })
})
