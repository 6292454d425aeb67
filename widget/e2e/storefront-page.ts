import type { Cart } from '@jaunt/domain'
import type { Locator, Page } from 'playwright-core'
import { BookingCalendar } from './booking-calendar'
import { ENGLISH, type GuestWords } from './guest-words'

/** `<jaunt-storefront>` on a page: search, the type filters and the product cards. */
export class Storefront {
  readonly element: Locator
  constructor(
    private readonly page: Page,
    private readonly words: GuestWords = ENGLISH,
  ) {
    this.element = page.locator('jaunt-storefront')
  }

  async waitForResults() {
    await this.element
      .getByRole('button', { name: this.words.seeDetails })
      .first()
      .waitFor({ timeout: 20_000 })
  }

  /** Presses a type filter, named as its chip says it ("Hotels 8"). */
  async showOnly(type: string) {
    await this.element.getByRole('button', { name: new RegExp(`^${type}\\b`) }).click()
  }

  /** Searches, and waits for the server's results rather than reading the previous ones. */
  async search(words: string) {
    await this.element.getByRole('combobox', { name: this.words.searchBox }).fill(words)
    const answered = this.page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/core/public/catalog' &&
        (response.request().postData() ?? '').includes(JSON.stringify(words)),
    )
    await this.element.getByRole('button', { name: this.words.search, exact: true }).click()
    await answered
  }

  /** The product card whose heading is the name. */
  card(name: string): Locator {
    return this.element
      .getByRole('listitem')
      .filter({ has: this.page.getByRole('heading', { name, exact: true }) })
  }

  async open(name: string) {
    const details = this.card(name).getByRole('button', { name: this.words.seeDetails })
    await details.waitFor({ timeout: 10_000 })
    await details.click()
    await this.page.getByRole('dialog', { name }).waitFor({ timeout: 10_000 })
  }
}

/**
 * The guest's steps in a tour dialog, as a page object shared by the storefront journeys; `scope`
 * is where the booking panel is when it is not a dialog (a product page shows it in place).
 */
export class TourDialog {
  readonly dialog: Locator
  readonly calendar: BookingCalendar
  constructor(
    page: Page,
    private readonly words: GuestWords = ENGLISH,
    scope?: Locator,
  ) {
    this.dialog = scope ?? page.getByRole('dialog')
    this.calendar = new BookingCalendar(this.dialog, words)
  }

  /** The first day with seats, no warning mark and a departure still open, this month or the next. */
  async chooseAvailableDate(): Promise<string> {
    for (let month = 0; month < 2; month++) {
      for (const day of await this.calendar.plainDays()) {
        await this.calendar.choose(day)
        // Today's departures may have closed already.
        const open = await this.openDepartures
          .first()
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false)
        if (open) return day
      }
      await this.calendar.showNextMonth()
    }
    throw new Error('no day with an open departure in two months')
  }

  async chooseFirstDeparture() {
    await this.openDepartures.first().click()
  }

  /** The chosen day's departure times that still take bookings. */
  private get openDepartures(): Locator {
    return this.dialog
      .getByRole('group', { name: this.words.departureTimes })
      .getByRole('button', { disabled: false })
  }

  async addTickets(guestType: string, count: number) {
    const more = this.dialog.getByRole('button', { name: this.words.moreTickets(guestType) })
    for (let i = 0; i < count; i++) await more.click()
  }

  /** Adds once the server has priced the choice. */
  async addToCart() {
    const add = this.dialog.getByRole('button', { name: this.words.addToCart })
    await waitUntilEnabled(add)
    await add.click()
  }
}

/** The cart drawer that opens once something is added. */
export class CartDrawer {
  readonly drawer: Locator
  constructor(
    private readonly page: Page,
    private readonly words: GuestWords = ENGLISH,
  ) {
    this.drawer = page.getByRole('dialog', { name: words.yourCart })
  }

  async waitForItem(name: string) {
    await this.row(name).waitFor({ timeout: 10_000 })
  }

  /** An item's row: rows of its own (ticket lines, rooms) do not hold the item's name. */
  row(name: string): Locator {
    return this.drawer
      .getByRole('list', { name: this.words.itemsInYourCart })
      .getByRole('listitem')
      .filter({ hasText: name })
  }

  /** The cart as the server has it, read with the ref the widget keeps for the site. */
  async onServer(baseUrl: string, siteId = 1): Promise<Cart> {
    const ref = await this.page.evaluate((key) => localStorage.getItem(key), `jaunt_cart_ref_${siteId}`)
    const response = await fetch(`${baseUrl}/booking/public/cart-reservation/${ref}`)
    if (!response.ok) throw new Error(`the cart ${ref} answered ${response.status}`)
    return (await response.json()) as Cart
  }
}

/** Text with every kind of space as one space: Intl puts no-break spaces into money. */
export function spaced(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** What the guest reads in a part of the page. */
export async function shownText(locator: Locator): Promise<string> {
  return spaced(await locator.innerText())
}

export async function waitUntilEnabled(button: Locator, timeout = 10_000) {
  const deadline = Date.now() + timeout
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) throw new Error('the button stayed disabled')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The guest's steps in the checkout dialog, and the booking details it turns into. */
export class CheckoutDialog {
  readonly dialog: Locator
  readonly booked: Locator
  constructor(
    page: Page,
    private readonly words: GuestWords = ENGLISH,
  ) {
    this.dialog = page.getByRole('dialog', { name: words.checkout })
    this.booked = page.getByRole('dialog', { name: words.bookingDetails })
  }

  /** A guest from Norway: the country brings its calling code. */
  async fillInGuest(guest: { first: string; last: string; email: string; phone: string }) {
    await this.dialog.getByLabel(this.words.firstName).fill(guest.first)
    await this.dialog.getByLabel(this.words.lastName).fill(guest.last)
    await this.dialog.getByLabel(this.words.email).fill(guest.email)
    await this.dialog.getByLabel(this.words.country).selectOption({ label: this.words.norway })
    await this.dialog.getByLabel(this.words.phoneNumber).fill(guest.phone)
  }

  async confirm() {
    await this.dialog.getByRole('button', { name: this.words.confirmBooking }).click()
  }

  async waitUntilConfirmed() {
    await this.booked.getByText(this.words.bookingConfirmed).waitFor({ timeout: 15_000 })
  }
}
