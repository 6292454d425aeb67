import type { Cart, TokenPair } from '@jaunt/domain'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { realApi } from '../../test/realApi'
import { renderApp, resetBrowserState } from '../../test/renderApp'
import { datesOfMonth, stepMonth, thisMonth } from './monthDays'

vi.setConfig({ testTimeout: 90_000 })
configure({ asyncUtilTimeout: 10_000 })

const api = realApi()
let supplier: TokenPair
let hotelId: number
let roomTypeId: number
let ratePlanId: number

// Two months ahead, so no night of the test is in the past.
const month = stepMonth(thisMonth(), 2)
const dates = datesOfMonth(month)
const arrival = dates[11]!
const departure = dates[14]!
const ROOM = 'Harbour attic'

const post = <T,>(path: string, body: unknown, token: string | null = supplier.access_token) =>
  api.call<T>(token, 'POST', path, body)

beforeAll(async () => {
  supplier = await api.login('supplier@jaunt.test')
  const locations = await api.call<{ data: { id: number }[] }>(
    supplier.access_token,
    'GET',
    '/core/v1/select/location',
  )
  const hotel = await post<{ id: number }>('/core/v1/hotels', {
    location_id: locations.body.data[0]!.id,
    currency_code: 'NOK',
    texts: { en: { name: 'Skarholmen Sea Hotel' } },
    images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The quay' } }],
  })
  hotelId = hotel.body.id
  await api.call(supplier.access_token, 'PUT', `/core/v1/hotels/${hotelId}/update-status?status=1`)
  const room = await post<{ id: number }>(`/core/v1/hotels/${hotelId}/room-types`, {
    title: { en: ROOM },
    max_adults: 2,
    max_children: 0,
    max_occupancy: 2,
  })
  roomTypeId = room.body.id
  const plan = await post<{ id: number }>(`/core/v1/hotels/${hotelId}/rate-plans`, {
    room_type_id: roomTypeId,
    title: { en: 'Flexible' },
  })
  ratePlanId = plan.body.id
  const night = { allotment: 3, price: 1100 }
  await post(`/availability/v1/hotel/${hotelId}/room-rate-price/calendar`, {
    room_type_id: roomTypeId,
    rate_plan_ids: [ratePlanId],
    days: Object.fromEntries(dates.slice(10, 16).map((date) => [date, night])),
  })
  // A guest books three nights through the storefront's API.
  const cart = await post<Cart>(
    '/booking/public/cart-reservation',
    [
      {
        cart_type: 'hotel',
        service_id: hotelId,
        check_in: arrival,
        check_out: departure,
        rooms: [
          {
            room_type_id: roomTypeId,
            rate_plan_id: ratePlanId,
            num_of_rooms: 1,
            num_of_adults: 2,
            num_of_children: 0,
          },
        ],
      },
    ],
    null,
  )
  const order = {
    name: 'Ragnhild Vik',
    first_name: 'Ragnhild',
    last_name: 'Vik',
    email: 'ragnhild.vik@example.no',
    country: 'NO',
    area_code: '47',
    phone: '41234599',
  }
  const cartRef = cart.body.cart_ref
  await post(
    `/booking/public/hold-reservation/${cartRef}`,
    { order, stripe_payment_intent_id: null, stripe_secret: null },
    null,
  )
  await post(`/booking/public/confirm-reservation/${cartRef}`, { status: 2 }, null)
})
afterEach(() => {
  cleanup()
  resetBrowserState()
})

const openGrid = async () => {
  await renderApp(api, `/en/npanel/hotel/calendar?hotel=${hotelId}&month=${month}`, { tokens: supplier })
  return screen.findByRole('grid', { name: 'Nights' }, { timeout: 15_000 })
}

describe('the night grid (hotel/calendar)', () => {
  it("draws a guest's stay as a bar across its nights in its room type's rows, linked to the reservation", async () => {
    const grid = within(await openGrid())
    const bar = await grid.findByRole('link', {
      name: `Ragnhild Vik · Flexible · ${arrival} – ${departure}, ${ROOM}`,
    })
    expect(bar.getAttribute('href')).toMatch(/\/en\/npanel\/reservations\/[\w-]+$/)
    expect(bar.textContent).toBe(`Ragnhild Vik · Flexible · ${arrival} – ${departure}`)
    const cell = bar.closest('td')!
    expect(cell.getAttribute('colspan')).toBe('3')
    // The bar's row sits in the room type's block, right under its rooms.
    // The rooms for sale / booked, shown and said after the cell's name.
    const rooms = grid.getByRole('gridcell', { name: `${ROOM}, Rooms ${arrival}: 3/1` })
    expect(rooms.closest('tr')!.nextElementSibling).toBe(cell.closest('tr'))
    expect(rooms.textContent).toBe('3/1')
  })

  it('marks a cell the server refused, with its message, until a change is saved', async () => {
    const grid = within(await openGrid())
    const name = `${ROOM}, Flexible: Price ${dates[12]}`
    const cell = await grid.findByRole('gridcell', { name: (label) => label.startsWith(`${name}: `) })
    fireEvent.doubleClick(cell)
    const input = await within(cell).findByRole('textbox')
    fireEvent.change(input, { target: { value: '-5' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBe('true'))
    const message = document.getElementById(cell.getAttribute('aria-describedby')!)!
    expect(message.textContent).toMatch(new RegExp(`^${name}: .+`))
    expect(message.textContent).not.toBe(`${name}: `)

    fireEvent.doubleClick(cell)
    const again = await within(cell).findByRole('textbox')
    fireEvent.change(again, { target: { value: '1200' } })
    fireEvent.keyDown(again, { key: 'Enter' })
    await waitFor(() => expect(cell.getAttribute('aria-invalid')).toBeNull())
    await waitFor(() => expect(cell.textContent).toBe('1200'))
  })
})
