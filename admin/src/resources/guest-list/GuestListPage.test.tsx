import type { GuestList, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { catchDownloads } from '../../test/downloads'

// The whole back office renders against the real API: slow on a busy two-core machine.
vi.setConfig({ testTimeout: 45_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let tourId: number
let optionId: number
const tickets: Record<string, number> = {}
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const DAY = dayIn(9)

/** A guest books through the storefront's calls: cart, hold, confirm. */
async function book(name: string, time: string, counts: Record<string, number>, comments?: string) {
  const cart = await api.call<{ cart_ref: string; reservations: { reservation_ref: string }[] }>(
    null,
    'POST',
    '/booking/public/cart-reservation',
    [
      {
        cart_type: 'tour',
        service_id: tourId,
        option_id: optionId,
        date: DAY,
        start_time: time,
        tickets: Object.entries(counts).map(([type, count]) => ({ ticket_id: tickets[type], count })),
      },
    ],
  )
  const ref = cart.body.reservations[0]!.reservation_ref
  if (comments) await api.call(null, 'POST', `/booking/public/cart-reservation/${ref}`, { comments })
  const [first, last] = name.split(' ')
  const order = {
    name,
    first_name: first,
    last_name: last,
    email: `${first!.toLowerCase()}@example.com`,
    country: 'NO',
    area_code: '+47',
    phone: '41234567',
  }
  const held = await api.call(null, 'POST', `/booking/public/hold-reservation/${cart.body.cart_ref}`, {
    order,
    stripe_payment_intent_id: null,
    stripe_secret: null,
  })
  expect(held.status).toBe(200)
  await api.call(null, 'POST', `/booking/public/confirm-reservation/${cart.body.cart_ref}`, { status: 2 })
}

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const token = supplier.access_token
  const locations = await api.call<{ data: { id: number }[] }>(token, 'GET', '/core/v1/select/location')
  const tour = await api.call<{ id: number }>(token, 'POST', '/core/v1/tours', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    duration: { hours: 2, minutes: 0 },
    texts: { en: { name: 'Walrus watching' } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
  })
  tourId = tour.body.id
  const option = await api.call<{ id: number }>(token, 'POST', `/core/v1/tours/${tourId}/options`, {
    name: { en: 'Ice edge' },
    duration: { hours: 2, minutes: 0 },
    start_times: ['10:00', '15:00'],
  })
  optionId = option.body.id
  for (const [guest_type, price] of [
    ['Adult', 500],
    ['Child', 250],
  ] as const) {
    const ticket = await api.call<{ id: number }>(
      token,
      'POST',
      `/core/v1/tour-options/${optionId}/tickets`,
      {
        guest_type,
        price,
      },
    )
    tickets[guest_type] = ticket.body.id
  }
  await api.call(token, 'PUT', `/core/v1/tours/${tourId}/update-status?status=1`)
  await api.call(token, 'POST', `/core/v1/tour-options/${optionId}/schedule`, {
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    from: DAY,
    to: DAY,
    allotment: 12,
  })
  await book('Sigrid Nilsen', '10:00', { Adult: 2, Child: 1 }, 'Bringing a dog')
  await book('Ola Hansen', '10:00', { Adult: 1 })
  await book('Per Lie', '15:00', { Adult: 2 })
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const serverList = () =>
  api.call<GuestList>(supplier.access_token, 'POST', `/booking/v1/reservation/guest-list/${tourId}`, {
    date: DAY,
  })

describe('the guest list (guest-list)', () => {
  it('shows a departure’s guests from a deep link, and checks one in with the counts following', async () => {
    await renderApp(api, `/en/npanel/guest-list?tour=${tourId}&date=${DAY}&time=10:00`, { tokens: supplier })
    expect(
      await screen.findByRole('heading', { name: 'Guest list of Walrus watching' }, { timeout: 30_000 }),
    ).toBeTruthy()
    const sigrid = await screen.findByRole('article', { name: 'Sigrid Nilsen' })
    expect(within(sigrid).getByText('2 × Adult, 1 × Child')).toBeTruthy()
    expect(within(sigrid).getByText('Bringing a dog')).toBeTruthy()
    expect(within(sigrid).getByRole('link', { name: '+47 41234567' }).getAttribute('href')).toBe(
      'tel:+4741234567',
    )
    expect(within(sigrid).getByRole('link', { name: 'sigrid@example.com' })).toBeTruthy()
    expect(screen.getByRole('article', { name: 'Ola Hansen' })).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'Per Lie' })).toBeNull()
    expect(screen.getByText('0 of 4 guests checked in')).toBeTruthy()

    fireEvent.click(within(sigrid).getByRole('button', { name: 'Check in Sigrid Nilsen' }))
    expect(await screen.findByText('3 of 4 guests checked in')).toBeTruthy()
    expect(screen.getByText('Adult: 2 of 3')).toBeTruthy()
    expect(
      within(screen.getByRole('article', { name: 'Sigrid Nilsen' }))
        .getByRole('button', { name: 'Check in Sigrid Nilsen' })
        .getAttribute('aria-pressed'),
    ).toBe('true')
    expect(
      await within(screen.getByRole('article', { name: 'Sigrid Nilsen' })).findByText(
        /^Checked in at .+ by Sam Supplier$/,
      ),
    ).toBeTruthy()
    await waitFor(async () => {
      const saved = (await serverList()).body.data.find((row) => row.guest_name === 'Sigrid Nilsen')
      expect(saved?.checkin_status).toBe(1)
    })
  })

  it('opens on the day’s first departure and switches to another, keeping the choice in the URL', async () => {
    await renderApp(api, `/en/npanel/guest-list?tour=${tourId}&date=${DAY}`, { tokens: supplier })
    expect(await screen.findByRole('article', { name: 'Ola Hansen' }, { timeout: 30_000 })).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Departure' }))
    fireEvent.click(await screen.findByRole('option', { name: '15:00 · Ice edge · 2 of 12 booked' }))
    expect(await screen.findByRole('article', { name: 'Per Lie' })).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'Ola Hansen' })).toBeNull()
    expect(window.location.search).toContain('time=15%3A00')
  })

  it('says when a date has no departure and goes to the next one', async () => {
    await renderApp(api, `/en/npanel/guest-list?tour=${tourId}&date=${dayIn(2)}`, { tokens: supplier })
    expect(await screen.findByText('No departures on this date.', {}, { timeout: 30_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: `Next departure: ${DAY}` }))
    expect(await screen.findByRole('article', { name: 'Ola Hansen' })).toBeTruthy()
  })

  it('shows another supplier’s activity as not found', async () => {
    const other = await api.login('both@jaunt.test')
    await renderApp(api, `/en/npanel/guest-list?tour=${tourId}&date=${DAY}`, { tokens: other })
    expect(await screen.findByText('Activity not found', {}, { timeout: 30_000 })).toBeTruthy()
    expect(screen.queryByRole('article', { name: 'Ola Hansen' })).toBeNull()
  })

  // Last: the saved link's click leaves jsdom unable to render the app again in this file.
  it('downloads the departure’s guests as a CSV file from the server', async () => {
    const { files: made, restore } = catchDownloads()
    try {
      await renderApp(api, `/en/npanel/guest-list?tour=${tourId}&date=${DAY}&time=10:00`, {
        tokens: supplier,
      })
      await screen.findByRole('article', { name: 'Ola Hansen' }, { timeout: 30_000 })
      fireEvent.click(screen.getByRole('button', { name: 'CSV' }))
      await waitFor(() => expect(made).toHaveLength(1))
      const text = await made[0]!.text()
      expect(text).toContain('Sigrid Nilsen')
      expect(text).toContain('Ola Hansen')
      expect(text).not.toContain('Per Lie')
    } finally {
      restore()
    }
  })
})
