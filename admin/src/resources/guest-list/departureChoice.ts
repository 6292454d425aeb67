import type { GuestListDeparture, GuestListRow } from '@jaunt/domain'

/** A departure as the page's choice and URL hold it: its option and start time, or the whole day. */
export type DepartureChoice = { option?: number; time: string } | 'all'

export const departureKey = (departure: Pick<GuestListDeparture, 'option_id' | 'start_time'>) =>
  `${departure.option_id}@${departure.start_time}`

// Guests still arriving half an hour after the start are checked in against that departure.
const LATE_MINUTES = 30

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/**
 * The departure to show when the URL names none: on today's list the next one to start (or the day's
 * last once all have left), on another day its first.
 */
export function nextDeparture(
  departures: readonly GuestListDeparture[],
  isToday: boolean,
  now: Date,
): DepartureChoice {
  if (departures.length === 0) return 'all'
  const since = now.getHours() * 60 + now.getMinutes() - LATE_MINUTES
  const next = isToday
    ? (departures.find((departure) => minutesOf(departure.start_time) >= since) ?? departures.at(-1)!)
    : departures[0]!
  return { option: next.option_id, time: next.start_time }
}

/** The bookings of the chosen departure; a time without an option matches every option at that time. */
export const rowsOf = (rows: readonly GuestListRow[], choice: DepartureChoice) =>
  choice === 'all'
    ? rows
    : rows.filter(
        (row) =>
          row.start_time === choice.time && (choice.option === undefined || row.option_id === choice.option),
      )
