import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../errors'
import { startTestServer, type Answer } from '../testServer'
import * as customer from '../customer'
import * as api from './index'

let server: Awaited<ReturnType<typeof startTestServer>>
let nextAnswer: Answer = { status: 200, body: {} }

beforeAll(async () => {
  server = await startTestServer(() => nextAnswer)
})
afterAll(() => server.close())

const http = () => api.createPublicClient({ apiBase: server.origin, getLocale: () => 'no' })

function last() {
  const request = server.received.at(-1)
  if (!request) throw new Error('the server received no request')
  return { ...request, json: request.body ? (JSON.parse(request.body) as unknown) : undefined }
}

describe('the public client', () => {
  it('finds a site by id and by host, sending the locale', async () => {
    nextAnswer = { status: 200, body: { id: 1 } }
    await api.getPublicSite(http(), 1)
    expect(last().url).toBe('/core/public/partner-sites/1')
    expect(last().headers['app-locale']).toBe('no')

    await api.findPublicSiteByHost(http(), 'demo.localhost')
    expect(last().url).toBe('/core/public/partner-sites?url=demo.localhost')
  })

  it('searches the catalogue and the search box with JSON bodies', async () => {
    nextAnswer = { status: 200, body: { data: [], total: 0, page: 1, limit: 12, facets: {} } }
    await api.searchCatalogue(http(), { query: 'kayak', page: 2, limit: 12, site_id: 1 })
    expect(last()).toMatchObject({ method: 'POST', url: '/core/public/catalog' })
    expect(last().json).toEqual({ query: 'kayak', page: 2, limit: 12, site_id: 1 })

    nextAnswer = { status: 200, body: { services: [], locations: [] } }
    await api.searchBoxSuggestions(http(), { query: 'fj', site_id: 1 })
    expect(last()).toMatchObject({ method: 'POST', url: '/core/public/search-box/search' })

    await api.listCategories(http(), { site_id: 1 })
    expect(last().url).toBe('/core/public/categories')
    await api.listPlacesHavingServices(http())
    expect(last().url).toBe('/core/public/locations-having-services')
    expect(last().json).toEqual({})
    await api.searchBoxServiceTypes(http(), { query: 'fj' })
    expect(last().url).toBe('/core/public/search-box/facets-servicetypes')
    await api.getSiteGrid(http(), { siteId: 2, count: 6, serviceType: 3 })
    expect(last().url).toBe('/core/public/white-label/customize-site?white_label_id=2&count=6&service_type=3')
  })

  it('asks for tour availability under the availability base', async () => {
    nextAnswer = { status: 200, body: [] }
    await api.getTour(http(), 7)
    expect(last()).toMatchObject({ method: 'GET', url: '/core/public/tours/7' })
    await api.getTour(http(), 7, { siteId: 2 })
    expect(last().url).toBe('/core/public/tours/7?site_id=2')
    await api.getTourAvailableDates(http(), 7, { from: '2026-06-01', to: '2026-06-30' })
    expect(last().url).toBe('/availability/public/tour/7/available-dates')
    expect(last().json).toEqual({ from: '2026-06-01', to: '2026-06-30' })
    await api.getTourOptionsWithDate(http(), 7, '2026-06-03')
    expect(last().json).toEqual({ date: '2026-06-03' })
    await api.checkTicketAvailability(http(), 7, {
      option_id: 1,
      date: '2026-06-03',
      start_time: '09:00',
      tickets: [{ ticket_id: 2, count: 2 }],
    })
    expect(last().url).toBe('/availability/public/tour/7/ticket-availability')
  })

  it('asks for hotels and packages on their paths', async () => {
    nextAnswer = { status: 200, body: [] }
    await api.getHotel(http(), 3)
    expect(last().url).toBe('/core/public/listing-hotel/3')
    await api.getHotelAvailability(http(), 3, {
      check_in: '2026-06-01',
      check_out: '2026-06-03',
      adults: 2,
      children: 0,
      rooms: 1,
    })
    expect(last().url).toBe('/availability/public/hotel/3/availability')
    await api.getHotelEmptyDates(http(), 3, { from: '2026-06-01', to: '2026-06-30' })
    expect(last().url).toBe('/availability/public/hotel/3/empty-dates')
    await api.getHotelAvailableDates(http(), 3, { from: '2026-06-01', to: '2026-06-30' })
    expect(last().url).toBe('/availability/public/hotel/3/available-dates')
    await api.getHotelFeatures(http(), 3)
    expect(last().url).toBe('/core/public/3/hotel-feature?most_popular=true')
    await api.getPackage(http(), 9)
    expect(last().url).toBe('/core/public/package/9')
    await api.getHotel(http(), 3, { siteId: 2 })
    expect(last().url).toBe('/core/public/listing-hotel/3?site_id=2')
    await api.getPackageSlots(http(), 9, { from: '2026-06-01', to: '2026-06-30' })
    expect(last().url).toBe('/availability/public/packaging/available-package-slots/9')
    await api.checkPackageSlot(http(), { package_id: 9, date: '2026-06-05', adult: 2, child: 0, rooms: [] })
    expect(last().url).toBe('/availability/public/packaging/slot/availability')
  })

  it('uses the gateway cart with the widget flag and the site on every call', async () => {
    nextAnswer = { status: 200, body: { cart_ref: 'c-1' } }
    const widget = 'request_for_widget=true&site_id=4'
    await api.getCart(http(), 4, 'c-1')
    expect(last().url).toBe(`/gateway/booking/public/cart-reservation/c-1?${widget}&with_full_details=true`)

    await api.addToCart(http(), 4, null, [
      { cart_type: 'package', package_id: 9, date: '2026-06-05', adult: 2, child: 0, rooms: [] },
    ])
    expect(last()).toMatchObject({
      method: 'POST',
      url: `/gateway/booking/public/cart-reservation?${widget}`,
    })
    expect(last().json).toEqual([
      { cart_type: 'package', package_id: 9, date: '2026-06-05', adult: 2, child: 0, rooms: [] },
    ])
    await api.addToCart(http(), 4, 'c-1', [])
    expect(last().url).toBe(`/gateway/booking/public/cart-reservation?${widget}&cart_ref=c-1`)

    await api.removeCartItem(http(), 4, 'c-1', 'r-2')
    expect(last()).toMatchObject({
      method: 'DELETE',
      url: `/gateway/booking/public/cart-reservation/c-1/r-2?${widget}`,
    })
    await api.removeCartPackage(http(), 4, 'c-1', 9)
    expect(last()).toMatchObject({
      method: 'DELETE',
      url: `/gateway/booking/public/cart-reservation/c-1?${widget}`,
    })
    expect(last().json).toEqual({ package_id: 9 })
    await api.commentOnReservation(http(), 4, 'r-2', 'Vegetarian lunch')
    expect(last()).toMatchObject({
      method: 'POST',
      url: `/gateway/booking/public/cart-reservation/r-2?${widget}`,
    })
    expect(last().json).toEqual({ comments: 'Vegetarian lunch' })
    await api.validateCartItems(http(), 4, 'c-1')
    expect(last().url).toBe(`/gateway/booking/public/checkout/validate-items?${widget}`)
    expect(last().json).toEqual({ cart_ref: 'c-1' })
  })

  it('passes on the server message of a refused add', async () => {
    nextAnswer = { status: 409, body: { message: 'Sold out on this date' } }
    const error = await api.addToCart(http(), 4, null, []).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 409, message: 'Sold out on this date' })
  })
})

describe('the checkout calls', () => {
  const order = {
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    country: 'NO',
    area_code: '+47',
    phone: '12345678',
  }
  const hold = { order, stripe_payment_intent_id: null, stripe_secret: null }

  it('hold, confirm and cancel on the public booking base with the site', async () => {
    nextAnswer = { status: 200, body: { payment: null, hold_expires_at: null, failed_reservation_info: [] } }
    await api.holdReservation(http(), 4, 'c-1', hold)
    expect(last()).toMatchObject({ method: 'POST', url: '/booking/public/hold-reservation/c-1?site_id=4' })
    expect(last().json).toEqual(hold)

    nextAnswer = { status: 200, body: { payment_ref: 'p-1' } }
    expect(await api.confirmReservation(http(), 4, 'c-1')).toEqual({ payment_ref: 'p-1' })
    expect(last()).toMatchObject({ method: 'POST', url: '/booking/public/confirm-reservation/c-1?site_id=4' })
    expect(last().json).toEqual({ status: 2 })

    nextAnswer = { status: 200, body: { released: 2 } }
    await api.cancelReservation(http(), 'c-1', hold)
    expect(last()).toMatchObject({ method: 'PUT', url: '/booking/public/cancel-reservation/c-1' })
    expect(last().json).toEqual(hold)
  })

  it('asks for the card key and intent, and reads the booking details', async () => {
    nextAnswer = { status: 200, body: { public_key: 'pk_test_1' } }
    await api.getPaymentPublicKey(http(), 'NOK')
    expect(last().url).toBe('/booking/public/payment-provider/public-key/NOK')

    nextAnswer = { status: 200, body: { stripe_secret: 's', stripe_payment_intent: 'pi_1' } }
    const body = { order, is_stripe_terminal_payment_method: false }
    await api.createPaymentIntent(http(), 4, 'c-1', body)
    expect(last()).toMatchObject({
      method: 'POST',
      url: '/booking/public/create-payment-intent/c-1?site_id=4',
    })
    expect(last().json).toEqual(body)

    nextAnswer = { status: 404, body: { message: 'No booking has this payment reference' } }
    const error = await api.getBookingDetails(http(), 'p-9').catch((e: unknown) => e)
    expect(last().url).toBe('/booking/public/booking-details/p-9')
    expect(error).toMatchObject({ status: 404, message: 'No booking has this payment reference' })
  })
})

describe('mediaUrl', () => {
  it('puts server-relative images under the API origin and leaves absolute ones', () => {
    expect(api.mediaUrl('https://api.example.com', '/media/scenes/fjord.svg')).toBe(
      'https://api.example.com/media/scenes/fjord.svg',
    )
    expect(api.mediaUrl('https://api.example.com/', 'media/a.svg')).toBe(
      'https://api.example.com/media/a.svg',
    )
    expect(api.mediaUrl('https://api.example.com', 'https://cdn.example.com/a.jpg')).toBe(
      'https://cdn.example.com/a.jpg',
    )
    expect(api.mediaUrl('https://api.example.com', null)).toBeUndefined()
  })
})

describe('the customer area calls', () => {
  it('asks for a link and trades its token on the public base', async () => {
    nextAnswer = { status: 200, body: { message: 'sent' } }
    await customer.requestLoginLink(http(), 'ada@example.com', 4)
    expect(last()).toMatchObject({ method: 'POST', url: '/core/public/customer/login' })
    expect(last().json).toEqual({ email: 'ada@example.com', site_id: 4 })
    await customer.requestLoginLink(http(), 'ada@example.com', null)
    expect(last().json).toEqual({ email: 'ada@example.com' })

    nextAnswer = { status: 401, body: { message: 'This link has expired or has already been used.' } }
    const error = await customer.exchangeLoginToken(http(), 't-1').catch((e: unknown) => e)
    expect(last()).toMatchObject({ method: 'POST', url: '/core/public/customer/login/token' })
    expect(error).toMatchObject({ status: 401 })
  })

  it('reads, quotes and cancels the customer’s own bookings', async () => {
    nextAnswer = { status: 200, body: { data: [], total: 0 } }
    await customer.listCustomerReservations(http(), 'cancelled', 2)
    expect(last()).toMatchObject({ method: 'POST', url: '/core/v1/customer/reservation-list' })
    expect(last().json).toEqual({ tab: 'cancelled', page: 2, limit: 12 })
    await customer.getCustomerReservation(http(), 'r 1')
    expect(last().url).toBe('/core/v1/customer/reservation/r%201')
    await customer.getCancellationQuote(http(), 'r-1')
    expect(last().url).toBe('/core/v1/customer/reservations/cancellation-policy/r-1')
    await customer.cancelCustomerReservation(http(), 'r-1', 'Ill')
    expect(last()).toMatchObject({ method: 'POST', url: '/core/v1/customer/reservation/r-1/cancel' })
    expect(last().json).toEqual({ reason: 'Ill' })
    await customer.getCustomerPackageReservation(http(), 'p-1', '7')
    expect(last().url).toBe('/core/v1/customer/reservation/package/p-1/7')
  })
})
