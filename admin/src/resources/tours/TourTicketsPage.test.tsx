import type { TokenPair, TourTicketRecord } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { save } from '../../test/forms'
import { newActivity } from '../../test/activities'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number
let optionId: number

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  tourId = await newActivity(api, supplier.access_token, 'Wombat burrow tour')
  const option = await api.call<{ id: number }>(
    supplier.access_token,
    'POST',
    `/core/v1/tours/${tourId}/options`,
    {
      name: { en: 'Dusk burrows' },
      duration: { hours: 2, minutes: 0 },
      meeting_point: {},
      start_times: ['18:00'],
      cut_off_minutes: 0,
    },
  )
  optionId = option.body.id
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const number = (name: string) => screen.getByRole('spinbutton', { name })
const savedTickets = async () =>
  (
    await api.call<{ data: TourTicketRecord[] }>(
      supplier.access_token,
      'GET',
      `/core/v1/tour-options/${optionId}/tickets`,
    )
  ).body.data
const openTickets = async () => {
  await renderApp(api, `/en/npanel/tour/manage/${tourId}/tickets`, { tokens: supplier })
  expect(
    await screen.findByRole('heading', { name: 'Tickets of Wombat burrow tour' }, { timeout: 30_000 }),
  ).toBeTruthy()
  return within(await screen.findByRole('table', { name: 'Tickets of Dusk burrows' }))
}

describe('the tickets of an activity (tour/manage/{id}/tickets)', () => {
  it('checks a ticket before saving, then lists it with its guest type, price and limits', async () => {
    await openTickets()
    fireEvent.click(screen.getByRole('button', { name: 'Add ticket' }))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Guest type' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Child' }))
    fireEvent.change(number('Price'), { target: { value: '-5' } })
    fireEvent.change(number('Least per booking'), { target: { value: '3' } })
    fireEvent.change(number('Most per booking'), { target: { value: '2' } })
    save()
    expect(await screen.findByText('Please enter a price of 0 or more')).toBeTruthy()
    expect(screen.getByText('The most per booking cannot be below the least')).toBeTruthy()

    fireEvent.change(number('Price'), { target: { value: '250' } })
    fireEvent.change(number('Most per booking'), { target: { value: '6' } })
    save()

    const table = within(await screen.findByRole('table', { name: 'Tickets of Dusk burrows' }))
    await waitFor(() => expect(table.getByText('Child')).toBeTruthy(), { timeout: 30_000 })
    expect(table.getByText('250')).toBeTruthy()
    expect(table.getByText('Per person')).toBeTruthy()
    expect(await savedTickets()).toMatchObject([
      { guest_type: 'Child', price: 250, price_type: 1, min_per_booking: 3, max_per_booking: 6 },
    ])
  })

  it('shows a group ticket with its members and deletes a ticket', async () => {
    await api.call(supplier.access_token, 'POST', `/core/v1/tour-options/${optionId}/tickets`, {
      guest_type: 'Family',
      price: 900,
      price_type: 2,
      member_count: 4,
    })
    const table = await openTickets()
    await waitFor(() => expect(table.getByText('Per group of 4')).toBeTruthy())
    const row = table.getByText('Family').closest('tr')!
    fireEvent.click(within(row as HTMLElement).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(table.queryByText('Family')).toBeNull())
    expect((await savedTickets()).map((ticket) => ticket.guest_type)).not.toContain('Family')
  })
})
