const DAY_MS = 86_400_000

/** `YYYY-MM` of today, the calendar's default month. */
export const thisMonth = () => new Date().toISOString().slice(0, 7)

export const monthOf = (value: string | null) => (value && /^\d{4}-\d{2}$/.test(value) ? value : thisMonth())

/** Every date of a month `YYYY-MM`. */
export function datesOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const first = Date.UTC(year, m - 1, 1)
  const next = Date.UTC(year, m, 1)
  const dates: string[] = []
  for (let t = first; t < next; t += DAY_MS) dates.push(new Date(t).toISOString().slice(0, 10))
  return dates
}

export function stepMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, m - 1 + by, 1)).toISOString().slice(0, 7)
}
