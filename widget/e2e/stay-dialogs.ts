import type { Locator, Page } from 'playwright-core'
import { addDays, BookingCalendar } from './booking-calendar'
import { ENGLISH, type GuestWords } from './guest-words'
import { shownText, waitUntilEnabled } from './storefront-page'

export type ChosenStay = {
  checkIn: string
  checkOut: string
  /** The rate plan's row as the guest saw it: its name, terms and the price for the stay. */
  rateText: string
}

/** The guest's steps in a hotel dialog: a stay on the calendar, then a room and rate with its price. */
export class HotelDialog {
  readonly dialog: Locator
  readonly calendar: BookingCalendar
  constructor(
    private readonly page: Page,
    private readonly words: GuestWords = ENGLISH,
  ) {
    this.dialog = page.getByRole('dialog')
    this.calendar = new BookingCalendar(this.dialog, words)
  }

  /**
   * A stay of `nights` whose nights all have rooms, moving on to the next such stay until a rate
   * can be booked (a rate may refuse a check-in day or ask for a longer stay); then adds it.
   */
  async addFirstBookableStay(nights: number): Promise<ChosenStay> {
    for (let month = 0; month < 2; month++) {
      const plain = new Set(await this.calendar.plainDays())
      const checkIns = [...plain].filter((day) =>
        Array.from({ length: nights + 1 }, (_, night) => addDays(day, night)).every((day) => plain.has(day)),
      )
      for (const checkIn of checkIns) {
        const checkOut = addDays(checkIn, nights)
        await this.calendar.choose(checkIn)
        await this.calendar.choose(checkOut)
        const rate = await this.firstBookableRate()
        if (!rate) continue
        const add = this.page.getByRole('button', { name: rate, exact: true })
        // The rate's own row is the innermost of the rows (room type, rate) that hold its button.
        const rateText = await shownText(this.dialog.getByRole('listitem').filter({ has: add }).last())
        await this.dialog.getByRole('button', { name: rate, exact: true }).click()
        return { checkIn, checkOut, rateText }
      }
      await this.calendar.showNextMonth()
    }
    throw new Error(`no bookable stay of ${nights} nights in two months`)
  }

  /** The name of the first rate's Add button that can be pressed, once the stay's rooms have loaded. */
  private async firstBookableRate(): Promise<string | null> {
    const rates = this.dialog.getByRole('button', { name: this.words.addRate })
    const loaded = await rates
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false)
    if (!loaded) return null
    const names = await rates.evaluateAll((buttons) =>
      buttons
        .filter((button) => !(button as HTMLButtonElement).disabled)
        .map((button) => button.getAttribute('aria-label') ?? ''),
    )
    return names[0] ?? null
  }
}

/** The guest's steps in a package dialog: guests and rooms, a start date, then the server's price. */
export class PackageDialog {
  readonly dialog: Locator
  readonly calendar: BookingCalendar
  constructor(
    page: Page,
    private readonly words: GuestWords = ENGLISH,
  ) {
    this.dialog = page.getByRole('dialog')
    this.calendar = new BookingCalendar(this.dialog, words)
  }

  async addAdults(room: number, count: number) {
    const more = this.dialog.getByRole('button', { name: this.words.moreAdultsInRoom(room) })
    for (let i = 0; i < count; i++) await more.click()
  }

  async continue() {
    const next = this.dialog.getByRole('button', { name: this.words.continue })
    await waitUntilEnabled(next)
    await next.click()
  }

  /** Goes on to the calendar, takes the first start date with places, and goes on to the price. */
  async chooseFirstStartDate(): Promise<string> {
    await this.continue()
    const date = await this.calendar.chooseFirstPlainDay()
    await this.continue()
    return date
  }

  /** The total the server priced, as the dialog's footer shows it, once it may be added. */
  async pricedTotal(): Promise<string> {
    await waitUntilEnabled(this.dialog.getByRole('button', { name: this.words.addToCart }))
    return shownText(this.dialog.locator('footer'))
  }

  async addToCart() {
    const add = this.dialog.getByRole('button', { name: this.words.addToCart })
    await waitUntilEnabled(add)
    await add.click()
  }
}
