/** Calendar days as `yyyy-MM-dd` strings, counted in UTC so no time zone or DST shifts a day. */

const pad = (value: number) => String(value).padStart(2, '0')

export function isoOf(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

export function dateOf(iso: string): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day))
}

export function addDays(iso: string, days: number): string {
  const date = dateOf(iso)
  date.setUTCDate(date.getUTCDate() + days)
  return isoOf(date)
}

/** `yyyy-MM` of a day. */
export const monthOf = (iso: string) => iso.slice(0, 7)

export function addMonths(month: string, months: number): string {
  const date = dateOf(`${month}-01`)
  date.setUTCMonth(date.getUTCMonth() + months)
  return monthOf(isoOf(date))
}

export function lastDayOfMonth(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1)
}

/** The weeks shown for a month: whole weeks from `weekStartsOn` (1 = Monday), days outside as null. */
export function monthWeeks(month: string, weekStartsOn: 0 | 1 = 1): (string | null)[][] {
  const first = `${month}-01`
  const lead = (dateOf(first).getUTCDay() - weekStartsOn + 7) % 7
  const last = Number(lastDayOfMonth(month).slice(8))
  const cells: (string | null)[] = Array.from({ length: lead }, () => null)
  for (let day = 1; day <= last; day += 1) cells.push(`${month}-${pad(day)}`)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7))
  return weeks
}

/** Today in the browser's own calendar. */
export function localToday(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
