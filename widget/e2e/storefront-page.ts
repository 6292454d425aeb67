import type { Locator, Page } from 'playwright-core'

/** The guest's steps in a tour dialog, as a page object shared by the storefront journeys. */
export class TourDialog {
  readonly dialog: Locator
  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog')
  }

  /** The first day with seats and no warning mark, this month or the next. */
  async chooseAvailableDate() {
    for (let month = 0; month < 2; month++) {
      const days = this.dialog.getByRole('grid').getByRole('button', { disabled: false })
      // Days stay disabled until the month's availability has arrived.
      await days
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined)
      const labels = await days.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? ''),
      )
      const plain = labels.find((label) => /^\w+, \d{1,2} \w+ \d{4}$/.test(label))
      if (plain) return this.dialog.getByRole('button', { name: plain, exact: true }).click()
      await this.dialog.getByRole('button', { name: 'Next month' }).click()
    }
    throw new Error('no available date in two months')
  }

  async chooseFirstDeparture() {
    await this.dialog
      .getByRole('group', { name: /^Departure times for/ })
      .first()
      .getByRole('button')
      .first()
      .click()
  }

  async addTickets(guestType: string, count: number) {
    const more = this.dialog.getByRole('button', { name: `More ${guestType} tickets` })
    for (let i = 0; i < count; i++) await more.click()
  }
}
