import type { HotelCalendarBooking } from '@jaunt/domain'

/** A room type's stays in lanes: a stay goes on the first lane free by its arrival, so none overlap. */
export function stayLanes(stays: HotelCalendarBooking[]): HotelCalendarBooking[][] {
  const lanes: HotelCalendarBooking[][] = []
  const sorted = [...stays].sort((a, b) => a.start_date.localeCompare(b.start_date))
  for (const stay of sorted) {
    const lane = lanes.find((taken) => taken[taken.length - 1]!.end_date <= stay.start_date)
    if (lane) lane.push(stay)
    else lanes.push([stay])
  }
  return lanes
}

/** The stay's nights shown in a month: the first shown night's index and how many follow. */
export function shownNights(stay: HotelCalendarBooking, dates: string[]): { first: number; count: number } {
  const first = dates.findIndex((date) => date >= stay.start_date && date < stay.end_date)
  if (first < 0) return { first, count: 0 }
  let count = 0
  while (first + count < dates.length && dates[first + count]! < stay.end_date) count++
  return { first, count }
}
