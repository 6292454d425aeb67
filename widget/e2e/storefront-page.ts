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

  /** The first departure still open (today's earlier ones may be past their cut-off). */
  async chooseFirstDeparture() {
    await this.dialog
      .getByRole('group', { name: /^Departure times for/ })
      .getByRole('button', { disabled: false })
      .first()
      .click()
  }

  async addTickets(guestType: string, count: number) {
    const more = this.dialog.getByRole('button', { name: `More ${guestType} tickets` })
    for (let i = 0; i < count; i++) await more.click()
  }
}

/** The guest's steps in the checkout dialog. */
export class CheckoutDialog {
  readonly dialog: Locator
  constructor(page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Checkout' })
  }

  async fillInGuest(guest: { first: string; last: string; email: string; country: string; phone: string }) {
    await this.dialog.getByLabel('First name').fill(guest.first)
    await this.dialog.getByLabel('Last name').fill(guest.last)
    await this.dialog.getByLabel('Email').fill(guest.email)
    await this.dialog.getByLabel('Country').selectOption({ label: guest.country })
    await this.dialog.getByLabel('Phone number').fill(guest.phone)
  }
}
