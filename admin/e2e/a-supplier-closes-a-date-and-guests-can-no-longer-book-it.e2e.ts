import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice, DEMO_PASSWORD } from './backOffice'

const NAME = 'Puffin cliff boat trip'
const DAY_MS = 86_400_000
// A Tuesday three weeks ahead: far from any cut-off, and the week view starts the Monday before.
const TUESDAY = (() => {
  const day = new Date(Date.now() + 21 * DAY_MS)
  day.setUTCDate(day.getUTCDate() + ((9 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
})()

const browser = await openBrowser()
const office = new BackOffice(await newPage(browser))
const { page } = office

async function api<T>(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

/** What the widget's date picker asks: places left on each day. */
const guestDay = async (tourId: number) =>
  (
    await api<{ date: string; remaining: number; status: string }[]>(
      'POST',
      `/availability/public/tour/${tourId}/available-dates`,
      { from: TUESDAY, to: TUESDAY },
    )
  ).body[0]

describe('journey: a supplier closes a date in the Activity Calendar, and guests can no longer book it', () => {
  let tourId = 0
  let ticketId = 0
  let optionId = 0

  it('starts from an active activity with a morning departure every day of that week', async () => {
    const { access_token: token } = (
      await api<{ access_token: string }>('POST', '/nauth/npanel/login', {
        email: 'supplier@jaunt.test',
        password: DEMO_PASSWORD,
      })
    ).body
    const locations = await api<{ data: { id: number }[] }>(
      'GET',
      '/core/v1/select/location',
      undefined,
      token,
    )
    const tour = await api<{ id: number }>(
      'POST',
      '/core/v1/tours',
      {
        location_id: locations.body.data[0]!.id,
        currency_code: 'NOK',
        duration: { hours: 2, minutes: 0 },
        texts: { en: { name: NAME } },
        images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The cliffs' } }],
      },
      token,
    )
    tourId = tour.body.id
    const option = await api<{ id: number }>(
      'POST',
      `/core/v1/tours/${tourId}/options`,
      { name: { en: 'Morning boat' }, duration: { hours: 2, minutes: 0 }, start_times: ['09:30'] },
      token,
    )
    optionId = option.body.id
    const ticket = await api<{ id: number }>(
      'POST',
      `/core/v1/tour-options/${optionId}/tickets`,
      { guest_type: 'Adult', price: 450 },
      token,
    )
    ticketId = ticket.body.id
    const from = new Date(Date.parse(TUESDAY) - DAY_MS).toISOString().slice(0, 10)
    const to = new Date(Date.parse(TUESDAY) + 5 * DAY_MS).toISOString().slice(0, 10)
    await api(
      'POST',
      `/core/v1/tour-options/${optionId}/schedule`,
      { weekdays: [1, 2, 3, 4, 5, 6, 7], from, to, allotment: 12 },
      token,
    )
    await api('PUT', `/core/v1/tours/${tourId}/update-status?status=1`, undefined, token)
    expect(await guestDay(tourId)).toMatchObject({ date: TUESDAY, remaining: 12, status: 'available' })
  })

  it('the supplier finds the departure in the calendar and closes its date', async () => {
    await office.logIn('supplier@jaunt.test')
    await office.menu.getByRole('menuitem', { name: 'Activity Calendar' }).click()
    await page.getByRole('heading', { level: 1, name: 'Activity Calendar' }).waitFor()
    await page.getByRole('combobox', { name: 'Activity' }).click()
    await page.getByRole('option', { name: NAME, exact: true }).click()
    await page.waitForURL(`**/en/npanel/calendar/${tourId}?**`)
    await page.getByRole('button', { name: 'Week' }).click()
    // From today's week to the one of the departure, a week at a time.
    const dayLabel = new Intl.DateTimeFormat('en', { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(`${TUESDAY}T12:00:00`),
    )
    const tuesday = page.getByRole('gridcell', { name: dayLabel })
    const firstDay = page.getByRole('gridcell').first()
    for (let week = 0; week < 6 && (await tuesday.count()) === 0; week++) {
      const shown = await firstDay.getAttribute('data-date')
      await page.getByRole('button', { name: 'Next' }).click()
      await page.waitForFunction(
        (before) => document.querySelector('[role=gridcell]')?.getAttribute('data-date') !== before,
        shown,
      )
    }
    const departure = tuesday.getByRole('button', { name: /09:30 Morning boat/ })
    await departure.waitFor({ timeout: 15_000 })
    expect(await departure.textContent()).toContain('0 / 12 booked · 12 free')
    await departure.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('No bookings yet.').waitFor()
    await dialog.getByRole('link', { name: 'Change allotments' }).click()
    await page.waitForURL('**/en/npanel/change-allotments?**')
    await page.getByRole('heading', { level: 1, name: 'Change allotments' }).waitFor()
    expect(await page.getByLabel('First date').inputValue()).toBe(TUESDAY)
    expect(await page.getByLabel('Tuesday').isChecked()).toBe(true)
    await page.getByLabel('Close', { exact: true }).check()
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.waitForURL(`**/en/npanel/calendar/${tourId}?**`, { timeout: 15_000 })
    const closed = tuesday.getByRole('button', { name: /09:30 Morning boat/ })
    await closed.filter({ hasText: 'Closed' }).waitFor({ timeout: 15_000 })
    const wednesday = page
      .getByRole('gridcell', { name: /^Wednesday/ })
      .getByRole('button', { name: /09:30/ })
    expect(await wednesday.textContent()).not.toContain('Closed')
    await page.screenshot({
      path: 'scripts/e2e/screenshots/activity-calendar-closed-date.png',
      fullPage: true,
    })
    await page.getByRole('button', { name: 'Month' }).click()
    await page.getByRole('gridcell', { name: dayLabel }).getByText('Closed').waitFor()
    await page.screenshot({ path: 'scripts/e2e/screenshots/activity-calendar-month.png', fullPage: true })
  })

  it('the guest API no longer offers the date, and a booking of it is refused', async () => {
    expect(await guestDay(tourId)).toMatchObject({ date: TUESDAY, remaining: 0, status: 'sold-out' })
    const added = await api<{ cart_ref?: string; message?: string }>(
      'POST',
      '/booking/public/cart-reservation',
      [
        {
          cart_type: 'tour',
          service_id: tourId,
          option_id: optionId,
          date: TUESDAY,
          start_time: '09:30',
          tickets: [{ ticket_id: ticketId, count: 2 }],
        },
      ],
    )
    expect(added.status).not.toBe(200)
    expect(added.body.message).toBeTruthy()
  })
})
