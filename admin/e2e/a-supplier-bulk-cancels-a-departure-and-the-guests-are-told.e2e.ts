import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import {
  activityWithDepartures,
  bookDeparture,
  departuresOf,
} from '../src/resources/bulk-cancellation/testBookings'
import { BackOffice, DEMO_PASSWORD } from './backOffice'

const baseUrl = inject('baseUrl')
const browser = await openBrowser()
const office = new BackOffice(await newPage(browser))
const { page } = office

const call = async <T>(token: string | null, method: string, path: string, body?: unknown) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as T }
}

const GUESTS = [
  { email: 'astrid@example.com', firstName: 'Astrid', count: 2 },
  { email: 'bjarne@example.com', firstName: 'Bjarne', count: 1 },
  { email: 'cecilie@example.com', firstName: 'Cecilie', count: 3 },
]

describe('journey: a supplier bulk-cancels a departure and the guests are told', () => {
  let activity: Awaited<ReturnType<typeof activityWithDepartures>>

  it('three guests book the same departure', async () => {
    const login = await call<{ access_token: string }>(null, 'POST', '/nauth/npanel/login', {
      email: 'supplier@jaunt.test',
      password: DEMO_PASSWORD,
    })
    const token = login.body.access_token
    activity = await activityWithDepartures(call, token, 'Puffin island boat trip')
    const [first] = await departuresOf(call, token, activity.optionId)
    for (const guest of GUESTS) await bookDeparture(call, activity, first!, guest)
    const [booked] = await departuresOf(call, token, activity.optionId)
    expect(booked!.bookings).toHaveLength(3)
  })

  it('the supplier cancels it in the back office and follows the job to the end', async () => {
    await office.logIn('supplier@jaunt.test')
    await office.open(`/en/npanel/calendar/${activity.tourId}/${activity.optionId}/bulk-cancellation`)
    await page.getByRole('heading', { level: 1, name: 'Cancel departures' }).waitFor()
    const departures = page.getByRole('table', { name: 'Departures' })
    const first = departures.getByRole('row').nth(1)
    await first.getByRole('checkbox').waitFor({ timeout: 15_000 })
    expect(await first.textContent()).toContain('6 / 10')
    await first.getByRole('checkbox').check()
    await page.getByLabel('Reason for cancellation').fill('A storm is forecast for the whole day')
    await page.getByLabel('Refund (%)').fill('100')
    await page.screenshot({ path: 'scripts/e2e/screenshots/bulk-cancellation.png', fullPage: true })
    await page.getByRole('button', { name: 'Cancel the chosen departures' }).click()

    const dialog = page.getByRole('dialog', { name: 'Cancel 1 departure?' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toContain('3 bookings with 6 guests will be cancelled.')
    await dialog.getByRole('button', { name: 'Cancel the bookings' }).click()

    await page.getByText('Bulk cancellation completed').waitFor({ timeout: 30_000 })
    expect(await page.getByText('3 of 3 bookings cancelled').isVisible()).toBe(true)
    await page.screenshot({ path: 'scripts/e2e/screenshots/bulk-cancellation-done.png', fullPage: true })
    await page.getByRole('button', { name: 'Back to the departures' }).click()
    await page.getByText('No bookings on these departures yet.').waitFor()
    expect(await first.textContent()).toContain('0 / 10')
  })

  it('each guest has the cancellation with the reason in the outbox', async () => {
    const outbox = await newPage(browser)
    await outbox.goto(`${baseUrl}/dev/mail`)
    for (const guest of GUESTS) {
      const mail = outbox
        .locator('article', { hasText: `To ${guest.email}` })
        .filter({ hasText: 'customer-cancellation' })
      expect(await mail.count()).toBe(1)
      const text = await mail.textContent()
      expect(text).toContain(`Hello ${guest.firstName},`)
      expect(text).toContain(
        'The organiser has cancelled it. Their reason: A storm is forecast for the whole day',
      )
    }
    await outbox.close()
  })
})
