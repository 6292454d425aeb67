import ExcelJS from 'exceljs'
import type { Page } from 'playwright-core'
import { describe, expect, inject, it, vi } from 'vitest'
import { newPage, openBrowser } from '../../scripts/e2e/browser'
import { BackOffice } from './backOffice'
import { bookTwoDeparturesByCard, withCardsOnDemoSite, type CardBooking } from './cardBooking'

const browser = await openBrowser()
const GUEST = { first: 'Solveig', last: 'Refsnes', email: `solveig-${Date.now()}@example.com` }
const REASON = 'The guide is ill on that day'
const nok = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'NOK' }).format(amount)

/** The rows of a downloaded spreadsheet's first sheet, headings first. */
async function sheetOf(page: Page, button: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const book = new ExcelJS.Workbook()
  await book.xlsx.readFile(await download.path())
  const rows: unknown[][] = []
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)))
  return rows
}

const column = (rows: unknown[][], heading: string) => {
  const index = rows[0]!.indexOf(heading)
  if (index < 0) throw new Error(`no column ${heading} in ${JSON.stringify(rows[0])}`)
  return index
}

describe('journey: a supplier cancels one item of a two-item booking with half refunded, and the money agrees', () => {
  it('refunds half of one item by card, mails the guest, shows the refund, and earnings and exports agree', async () => {
    const office = new BackOffice(await newPage(browser))
    const { page } = office
    await withCardsOnDemoSite(async (site) => {
      const booking: CardBooking = await bookTwoDeparturesByCard(site, GUEST, `Glacier walk ${Date.now()}`)
      const [cancelled, kept] = booking.items
      expect(cancelled!.price).toBe(1000)
      expect(kept!.price).toBe(500)

      await office.logIn('supplier@jaunt.test')
      await office.open('/en/npanel/reservations')
      await page.getByRole('heading', { level: 1, name: 'Reservations' }).waitFor()
      await page.getByRole('textbox', { name: 'Search' }).fill(GUEST.email)
      const rows = page.getByRole('row', { name: new RegExp(booking.activity) })
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
      await office.open(`/en/npanel/reservations/${cancelled!.ref}`)

      await page.getByRole('button', { name: 'Cancel booking' }).click()
      const dialog = page.getByRole('dialog', { name: 'Cancel Booking' })
      await dialog.getByRole('radio', { name: 'This item' }).check()
      await dialog.getByLabel('Reason for cancellation').fill(REASON)
      await dialog.getByLabel('Refund to the guest (%)').fill('50')
      await dialog.getByRole('button', { name: 'Cancel booking' }).click()
      await page.getByText('The booking was cancelled.').waitFor()
      await page.getByRole('region', { name: 'Booking' }).getByText('Cancelled').waitFor()
      const amounts = page.getByRole('region', { name: 'Amounts' })
      await expect
        .poll(() =>
          amounts
            .locator('dt', { hasText: /^Refunded$/ })
            .locator('+ dd')
            .textContent(),
        )
        .toBe(nok(500))
      await page.screenshot({ path: 'scripts/e2e/screenshots/partial-refund-booking.png', fullPage: true })

      // The guest is told, with what comes back to their card.
      const outbox = await newPage(browser)
      await outbox.goto(`${inject('baseUrl')}/dev/mail`)
      const mail = outbox.locator('article', { hasText: `To ${GUEST.email}` }).filter({ hasText: REASON })
      await mail.first().waitFor()
      expect(await mail.first().textContent()).toContain(nok(500))
      await outbox.close()

      // Cancellations: by the supplier, half refunded, and the card provider has paid it back.
      await office.open('/en/npanel/cancellations')
      const row = page.getByRole('row', { name: new RegExp(REASON) })
      await row.waitFor({ timeout: 15_000 })
      const cancellation = (await row.textContent()) ?? ''
      expect(cancellation).toContain('By supplier')
      expect(cancellation).toContain(nok(500))
      expect(cancellation).toContain('Refunded')

      // The reservations export has both items, the cancelled one as cancelled, at their prices.
      await office.open('/en/npanel/reservations')
      await page.getByRole('textbox', { name: 'Search' }).fill(GUEST.email)
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2)
      const exported = await sheetOf(page, 'Export XLSX')
      const reference = column(exported, 'Reference')
      const byRef = new Map(exported.slice(1).map((cells) => [String(cells[reference]), cells]))
      expect(byRef.get(cancelled!.ref)?.[column(exported, 'Status')]).toBe('Cancelled')
      expect(byRef.get(cancelled!.ref)?.[column(exported, 'Amount')]).toBe(1000)
      expect(byRef.get(kept!.ref)?.[column(exported, 'Status')]).toBe('Confirmed')
      expect(byRef.get(kept!.ref)?.[column(exported, 'Amount')]).toBe(500)

      // This month's earnings: both items, half of the cancelled one refunded; the page and its export agree.
      const month = new Date().toISOString().slice(0, 7)
      await office.open('/en/npanel/supplier-earnings')
      await page.getByRole('heading', { level: 1, name: 'Supplier earnings' }).waitFor()
      await page.getByRole('textbox', { name: 'Currency' }).fill('NOK')
      const earning = page.getByRole('row', { name: new RegExp(month) })
      await expect.poll(() => earning.count(), { timeout: 15_000 }).toBe(1)
      const earnings = await sheetOf(page, 'Export XLSX')
      const line = earnings.find((cells) => cells[column(earnings, 'Month')] === month)!
      // Clicked again if the list redrew under the click (the currency filter applies after a pause); seen once.
      await vi.waitFor(
        async () => {
          const heading = page.getByRole('heading', { name: `Earnings of ${month} in NOK` })
          if (!(await heading.isVisible())) await earning.getByText(month).click({ timeout: 5_000 })
          await heading.waitFor({ timeout: 5_000 })
        },
        { timeout: 30_000, interval: 100 },
      )
      const earningFacts = page.getByRole('region', { name: 'Earning' })
      const figure = async (name: string) =>
        (await earningFacts
          .locator('dt', { hasText: new RegExp(`^${name}$`) })
          .locator('+ dd')
          .textContent()) ?? ''
      for (const heading of ['Gross', 'Refunds', 'Commission', 'Net'])
        expect(await figure(heading)).toBe(nok(Number(line[column(earnings, heading)])))
      const lines = page.getByRole('region', { name: 'Bookings' })
      const lineOf = async (ref: string) =>
        (await lines.getByRole('row', { name: new RegExp(ref.slice(0, 8)) }).textContent()) ?? ''
      const cancelledLine = await lineOf(cancelled!.ref)
      expect(cancelledLine).toContain(`${nok(1000)}${nok(500)}`)
      expect(await lineOf(kept!.ref)).toContain(`${nok(500)}${nok(0)}`)
      await page.screenshot({ path: 'scripts/e2e/screenshots/partial-refund-earnings.png', fullPage: true })
    })
    await page.close()
  })
})
