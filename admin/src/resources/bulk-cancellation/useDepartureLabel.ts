import { useLingui } from '@lingui/react/macro'

/** "Tue 12 May 2026, 09:00": a departure's date in the back office's language, and its start time. */
export function useDepartureLabel() {
  const { i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return ({ date, start_time }: { date: string; start_time: string }) =>
    `${format.format(new Date(`${date}T00:00:00Z`))}, ${start_time}`
}
