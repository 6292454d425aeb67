import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice, DEMO_PASSWORD } from './backOffice'

const TOUR_NAME = 'Harbour seal paddle'
const GUEST = 'Astrid Lund'
const PHONE = { width: 375, height: 812 }
const day = new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10)
const baseUrl = inject('baseUrl')

async function api<T>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await response.json()) as T
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`)
  return json
}

/** The supplier's activity with one departure on `day`, set up through the back office's API. */
async function activityWithADeparture() {
  const { access_token: token } = await api<{ access_token: string }>('POST', '/nauth/npanel/login', {
    email: 'supplier@jaunt.test',
    password: DEMO_PASSWORD,
  })
  const locations = await api<{ data: { id: number }[] }>('GET', '/core/v1/select/location', undefined, token)
  const tour = await api<{ id: number }>(
    'POST',
    '/core/v1/tours',
    {
      location_id: locations.data[0]!.id,
      currency_code: 'NOK',
      duration: { hours: 2, minutes: 0 },
      texts: { en: { name: TOUR_NAME } },
      images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The fjord' } }],
    },
    token,
  )
  const option = await api<{ id: number }>(
    'POST',
    `/core/v1/tours/${tour.id}/options`,
    { name: { en: 'Sheltered bay' }, duration: { hours: 2, minutes: 0 }, start_times: ['11:00'] },
    token,
  )
  const adult = await api<{ id: number }>(
    'POST',
    `/core/v1/tour-options/${option.id}/tickets`,
    { guest_type: 'Adult', price: 450 },
    token,
  )
  await api('PUT', `/core/v1/tours/${tour.id}/update-status?status=1`, undefined, token)
  await api(
    'POST',
    `/core/v1/tour-options/${option.id}/schedule`,
    { weekdays: [1, 2, 3, 4, 5, 6, 7], from: day, to: day, allotment: 8 },
    token,
  )
  return { tourId: tour.id, optionId: option.id, adultId: adult.id }
}

/** A guest books two adults through the storefront's calls and leaves a request for the guide. */
async function guestBooks({ tourId, optionId, adultId }: Awaited<ReturnType<typeof activityWithADeparture>>) {
  const cart = await api<{ cart_ref: string; reservations: { reservation_ref: string }[] }>(
    'POST',
    '/booking/public/cart-reservation',
    [
      {
        cart_type: 'tour',
        service_id: tourId,
        option_id: optionId,
        date: day,
        start_time: '11:00',
        tickets: [{ ticket_id: adultId, count: 2 }],
      },
    ],
  )
  await api('POST', `/booking/public/cart-reservation/${cart.reservations[0]!.reservation_ref}`, {
    comments: 'First time in a kayak',
  })
  await api('POST', `/booking/public/hold-reservation/${cart.cart_ref}`, {
    order: {
      name: GUEST,
      first_name: 'Astrid',
      last_name: 'Lund',
      email: 'astrid.lund@example.com',
      country: 'NO',
      area_code: '+47',
      phone: '92345678',
    },
    stripe_payment_intent_id: null,
    stripe_secret: null,
  })
  await api('POST', `/booking/public/confirm-reservation/${cart.cart_ref}`, { status: 2 })
}

const browser = await openBrowser()

describe('journey: a supplier checks in a guest at the meeting point on a phone', () => {
  it('opens the departure’s guest list, checks the guest in, and the summary says so', async () => {
    const activity = await activityWithADeparture()
    await guestBooks(activity)

    const office = new BackOffice(await newPage(browser, { viewport: PHONE }))
    const { page } = office
    await office.logIn('supplier@jaunt.test')
    await office.open(`/en/npanel/guest-list?tour=${activity.tourId}&date=${day}&time=11:00`)
    await page.getByRole('heading', { level: 1, name: `Guest list of ${TOUR_NAME}` }).waitFor()
    const guest = page.getByRole('article', { name: GUEST })
    await guest.waitFor()
    expect(await guest.getByText('2 × Adult').isVisible()).toBe(true)
    expect(await guest.getByText('First time in a kayak').isVisible()).toBe(true)
    expect(await guest.getByRole('link', { name: '+47 92345678' }).getAttribute('href')).toBe(
      'tel:+4792345678',
    )
    await page.getByText('0 of 2 guests checked in').waitFor()

    // The check-in button fits the phone's width: nothing to scroll sideways for.
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(PHONE.width)
    const checkIn = guest.getByRole('button', { name: `Check in ${GUEST}` })
    await checkIn.click()
    await page.getByText('2 of 2 guests checked in').waitFor()
    expect(await checkIn.getAttribute('aria-pressed')).toBe('true')
    await page.screenshot({ path: 'scripts/e2e/screenshots/guest-list-phone.png', fullPage: true })

    // Kept by the server: a second phone (or a reload) sees the guest checked in.
    await page.reload()
    await page.getByText('2 of 2 guests checked in').waitFor()
    expect(await page.getByRole('button', { name: `Check in ${GUEST}` }).textContent()).toContain(
      'Checked in',
    )
  })
})
