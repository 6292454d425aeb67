import { hotelAvailabilitySchema, hotelDetailSchema } from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startFixtureServer, type FixtureServer } from '../../testing/fixtureServer'
import { createMarketplace, marketplaceRoutes, type Marketplace } from '../../testing/fixtures'
import { defineElements, inside, mount, resetPage } from '../../testing/page'
import { fullDay, GUESTHOUSE, guesthouseAvailability } from '../../testing/stayFixtures'

let server: FixtureServer
let market: Marketplace
const ui = { timeout: 4000 }

beforeAll(() => defineElements('jaunt-product', 'jaunt-cart'))
beforeEach(async () => {
  market = createMarketplace()
  server = await startFixtureServer(marketplaceRoutes(market))
})
afterEach(async () => {
  await resetPage()
  await server.close()
})

const day = (iso: string) =>
  new RegExp(
    `^${new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))}`,
  )

async function openGuesthouse() {
  const element = await mount('jaunt-product', {
    type: 'hotel',
    'product-id': '25',
    site: '1',
    'api-base': server.origin,
  })
  const hotel = inside(element)
  fireEvent.click(await hotel.findByRole('button', { name: `See rooms: ${GUESTHOUSE.name}` }, ui))
  await hotel.findByRole('dialog', { name: GUESTHOUSE.name }, ui)
  // The calendar knows the full days once they have arrived; near a month's end the full day is in the next.
  await showDay(hotel, fullDay())
  await hotel.findByRole('button', { name: new RegExp(`${day(fullDay()).source}.*No rooms free`) }, ui)
  return hotel
}

/** Moves the calendar to the month that holds a day, from the month next to it. */
async function showDay(hotel: ReturnType<typeof inside>, date: string) {
  await hotel.findByRole('button', { name: 'Next month' }, ui)
  if (hotel.queryByRole('button', { name: day(date) })) return
  fireEvent.click(hotel.getByRole('button', { name: 'Next month' }))
  const shown = await hotel.findByRole('button', { name: day(date) }, { timeout: 1500 }).catch(() => null)
  if (shown) return
  fireEvent.click(hotel.getByRole('button', { name: 'Previous month' }))
  fireEvent.click(hotel.getByRole('button', { name: 'Previous month' }))
}

/** Picks check-in and check-out on the calendar, moving to the month that holds each day. */
async function pickStay(hotel: ReturnType<typeof inside>, checkIn: string, checkOut: string) {
  for (const date of [checkIn, checkOut]) {
    await showDay(hotel, date)
    fireEvent.click(await hotel.findByRole('button', { name: day(date) }, ui))
  }
}

describe('the hotel dialog', () => {
  it('uses fixtures the domain schemas accept', () => {
    expect(hotelDetailSchema.parse(GUESTHOUSE)).toBeTruthy()
    const today = localToday()
    expect(
      hotelAvailabilitySchema.parse(
        guesthouseAvailability({
          check_in: today,
          check_out: addDays(today, 2),
          adults: 2,
          children: 0,
          rooms: 1,
        }),
      ),
    ).toBeTruthy()
  })

  it('prices each rate plan for the stay, with rooms left, restrictions and cancellation terms, and adds a hotel item', async () => {
    const hotel = await openGuesthouse()
    const checkIn = addDays(localToday(), 1)
    await pickStay(hotel, checkIn, addDays(checkIn, 1))
    expect((await hotel.findAllByText('Flexible rate', {}, ui)).length).toBe(2)
    expect(hotel.getByText('Minimum stay 2 nights')).toBeTruthy()
    expect(hotel.getByText('Only 1 room left')).toBeTruthy()
    expect(hotel.getByText('NOK 1,390.00')).toBeTruthy()
    expect(hotel.getAllByText('Non-Refundable')).toHaveLength(1)
    expect(hotel.getByText('50% refunded if cancelled at least 24 hours before check-in')).toBeTruthy()
    expect(
      (
        hotel.getByRole('button', {
          name: 'Add to cart: Double room, Non-refundable saver',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true)
    expect(server.requests('POST', '/availability/public/hotel/25/availability').at(-1)?.body).toEqual({
      check_in: checkIn,
      check_out: addDays(checkIn, 1),
      adults: 2,
      children: 0,
      rooms: 1,
    })

    fireEvent.click(hotel.getByRole('button', { name: 'Add to cart: Double room, Flexible rate' }))
    await waitFor(() => expect(market.cart?.reservations).toHaveLength(1), ui)
    expect(server.requests('POST', '/gateway/booking/public/cart-reservation').at(-1)?.body).toEqual([
      {
        cart_type: 'hotel',
        service_id: 25,
        check_in: checkIn,
        check_out: addDays(checkIn, 1),
        rooms: [
          { room_type_id: 10, rate_plan_id: 16, num_of_rooms: 1, num_of_adults: 2, num_of_children: 0 },
        ],
      },
    ])
    // The drawer opens on this element, as there is no cart element on the page.
    expect(await hotel.findByRole('dialog', { name: 'Your cart' }, ui)).toBeTruthy()
  })

  it('cannot start a stay on a full day, and ends a stay on it at the latest', async () => {
    const hotel = await openGuesthouse()
    const full = hotel.getByRole('button', { name: new RegExp(`${day(fullDay()).source}.*No rooms free`) })
    expect(full.getAttribute('aria-disabled')).toBe('true')
    const checkIn = addDays(localToday(), 2)
    await showDay(hotel, checkIn)
    fireEvent.click(await hotel.findByRole('button', { name: day(checkIn) }, ui))
    await waitFor(() => expect(hotel.getByText('Choose your check-out day')).toBeTruthy(), ui)
    const after = addDays(fullDay(), 1)
    if (hotel.queryByRole('button', { name: day(after) })) {
      expect(hotel.getByRole('button', { name: day(after) }).getAttribute('aria-disabled')).toBe('true')
    }
  })

  it('says when the guests do not fit in the rooms', async () => {
    const hotel = await openGuesthouse()
    fireEvent.click(hotel.getByRole('button', { name: 'More children' }))
    const checkIn = addDays(localToday(), 1)
    await pickStay(hotel, checkIn, addDays(checkIn, 1))
    expect(await hotel.findByText('Your guests do not fit in 1 room of this type.', {}, ui)).toBeTruthy()
  })
})
