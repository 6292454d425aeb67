import type { Locator } from 'playwright-core'
import type { GuestWords } from './guest-words'

/** A dialog's month calendar, read by its days' dates so that it works in every language. */
export class BookingCalendar {
  readonly grid: Locator
  constructor(
    private readonly dialog: Locator,
    private readonly words: GuestWords,
  ) {
    this.grid = dialog.getByRole('grid')
  }

  /**
   * The shown month's days that can be chosen and carry no mark (few left, sold out, not available):
   * a plain day's spoken name is only its date, which ends with the year.
   */
  async plainDays(): Promise<string[]> {
    const open = this.grid.locator('button[data-date][aria-disabled="false"]')
    // Days stay disabled until the month's availability has arrived; a month may have none.
    await open
      .first()
      .waitFor({ timeout: 10_000 })
      .catch(() => undefined)
    return open.evaluateAll((buttons) =>
      buttons
        .filter((button) => /\d{4}$/.test(button.getAttribute('aria-label') ?? ''))
        .map((button) => button.getAttribute('data-date') ?? ''),
    )
  }

  async showNextMonth() {
    const shown = (await this.grid.locator('button[data-date]').first().getAttribute('data-date')) ?? ''
    await this.dialog.getByRole('button', { name: this.words.nextMonth }).click()
    await this.grid
      .locator(`button[data-date^="${nextMonth(shown.slice(0, 7))}"]`)
      .first()
      .waitFor()
  }

  async choose(date: string) {
    await this.grid.locator(`button[data-date="${date}"]`).click()
  }

  /** The first plain day this month or the next, chosen. */
  async chooseFirstPlainDay(): Promise<string> {
    for (let month = 0; month < 2; month++) {
      const [day] = await this.plainDays()
      if (day) {
        await this.choose(day)
        return day
      }
      await this.showNextMonth()
    }
    throw new Error('no day to book in two months')
  }
}

function nextMonth(month: string): string {
  const [year = 0, number = 0] = month.split('-').map(Number)
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`
}

/** `yyyy-MM-dd` plus some days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}
