import { describe, expect, inject, it } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { bookAsGuest } from '../src/resources/reservations/reservations.fixtures'
import { BackOffice, DEMO_PASSWORD } from './backOffice'

const browser = await openBrowser()
const office = new BackOffice(await newPage(browser))
const { page } = office
const origin = inject('baseUrl')

/** The product's API as a client calls it, for the guest's booking made before the supplier looks. */
const api = {
  origin,
  call: async <T>(token: string | null, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as T }
  },
  login: async (email: string) => {
    const response = await fetch(`${origin}/nauth/npanel/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    })
    return (await response.json()) as { access_token: string; refresh_token: string }
  },
}

describe('journey: a supplier finds a booking in Reservations and reads the guest’s answers', () => {
  let booked: Awaited<ReturnType<typeof bookAsGuest>>

  it('finds the guest’s booking by name in the Reservations table', async () => {
    const supplier = await api.login('supplier@jaunt.test')
    booked = await bookAsGuest(api, supplier.access_token, {
      first: 'Solveig',
      last: 'Lemmingsen',
      email: 'solveig.lemmingsen@example.com',
      answer: 'One guest uses a wheelchair',
    })
    await office.logIn('supplier@jaunt.test')
    await office.menu.getByRole('menuitem', { name: 'Reservations' }).click()
    await page.waitForURL('**/en/npanel/reservations**')
    await page.getByPlaceholder('Search by ref, guest or product').fill('lemmingsen')
    const row = page.getByRole('row').filter({ hasText: 'Solveig Lemmingsen' })
    await row.waitFor({ timeout: 15_000 })
    expect(await row.getByText('Confirmed').isVisible()).toBe(true)
    expect(await row.getByText(booked.productName).isVisible()).toBe(true)
    // The search lives in the URL: the page can be bookmarked and reloaded.
    await page.waitForURL((url) => decodeURIComponent(url.search).includes('lemmingsen'))
    await page.reload()
    await row.waitFor({ timeout: 15_000 })
  })

  it('opens the booking and reads the answers to the booking questions, then resends the confirmation', async () => {
    await page
      .getByRole('row')
      .filter({ hasText: 'Solveig Lemmingsen' })
      .getByText('Solveig Lemmingsen')
      .click()
    await page.waitForURL(`**/en/npanel/reservations/${booked.ref}`)
    const answers = page.getByRole('region', { name: 'Answers to the booking questions' })
    await answers.waitFor({ timeout: 15_000 })
    expect(await answers.getByText('Dietary needs').isVisible()).toBe(true)
    expect(await answers.getByText('One guest uses a wheelchair').isVisible()).toBe(true)
    const guest = page.getByRole('region', { name: 'Guest' })
    expect(await guest.getByText('solveig.lemmingsen@example.com').isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Resend confirmation' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'The confirmation was sent again to solveig.lemmingsen@example.com.' })
      .first()
      .waitFor({ timeout: 15_000 })
    await browser.close()
  })
})
