import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router-dom'
import type { DepartureChoice } from './departureChoice'

/** What the page shows, as its query string says (`guest-list?tour=12&date=2026-06-01&time=09:00`). */
export interface GuestListSearch {
  tour?: number
  date: string
  /** Undefined until chosen: the page then shows the next departure. */
  departure?: DepartureChoice
}

/** The calendar day at the meeting point: the device's own, not UTC's. */
export const localDay = (now: Date) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-')

const positive = (text: string | null) => {
  const number = Number(text)
  return Number.isInteger(number) && number > 0 ? number : undefined
}

/** The page's choice in the URL, so a list can be bookmarked, shared and linked from the calendar. */
export function useGuestListSearch(): [GuestListSearch, (change: Partial<GuestListSearch>) => void] {
  const [params, setParams] = useSearchParams()
  const search = useMemo((): GuestListSearch => {
    const date = params.get('date')
    const time = params.get('time')
    return {
      tour: positive(params.get('tour')),
      date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : localDay(new Date()),
      departure:
        params.get('departure') === 'all'
          ? 'all'
          : time
            ? { time, option: positive(params.get('option')) }
            : undefined,
    }
  }, [params])
  const change = useCallback(
    (next: Partial<GuestListSearch>) => {
      const merged = { ...search, ...next }
      const query = new URLSearchParams()
      if (merged.tour) query.set('tour', String(merged.tour))
      query.set('date', merged.date)
      const departure = merged.departure
      if (departure === 'all') query.set('departure', 'all')
      else if (departure) {
        if (departure.option) query.set('option', String(departure.option))
        query.set('time', departure.time)
      }
      setParams(query, { replace: true })
    },
    [search, setParams],
  )
  return [search, change]
}
