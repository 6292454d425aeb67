import { stayRefusal, type ArrivalNight, type StayRefusal } from '../hotels/restrictions.js'

/** A departure of an activity on one day, as the availability rules see it. */
export interface Departure {
  remaining: number
  bookable: boolean
}

/** One night of one rate plan: its restrictions, or absent when the night is not priced. */
export interface RatePlanNight extends ArrivalNight {
  no_checkout: boolean
}

export interface HotelFacts {
  roomTypes: {
    id: number
    /** Guests one room sleeps. */
    sleeps: number
    /** Rooms left per night (ISO date → rooms); a night missing is not sold. */
    roomsLeft: Map<string, number>
    ratePlans: { id: number; nights: Map<string, RatePlanNight> }[]
  }[]
  /** Check-in instant on an arrival day, in the hotel's time zone. */
  checkInAt: (date: string) => Date
}

export type ComponentFacts =
  | {
      kind: 'activity'
      serviceId: number
      name: string
      dayOffset: number
      departures: Map<string, Departure[]>
    }
  | { kind: 'hotel'; serviceId: number; name: string; dayOffset: number; nights: number; hotel: HotelFacts }

export interface ComponentDay {
  serviceId: number
  name: string
  date: string
  places: number
  reason: string | null
  /** The hotel rule that stopped every rate plan, when that is why. */
  refusal?: StayRefusal
}

export interface PackageDay {
  date: string
  places: number
  bookable: boolean
  /** Why the date cannot be sold: the first component that cannot take a guest. */
  reason: string | null
  components: ComponentDay[]
}

const DAY_MS = 86_400_000

/** The calendar day `days` after an ISO date. */
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export const soldOutReason = (name: string, date: string) => `${name} is sold out on ${date}`

/** An activity takes as many guests as its fullest bookable departure of the day has places. */
export function activityPlaces(departures: Departure[]): number {
  return departures.reduce((most, d) => (d.bookable ? Math.max(most, Math.max(0, d.remaining)) : most), 0)
}

/**
 * Guests a hotel can sleep for `nights` nights from `checkIn`: for each room type with at least one rate
 * plan the stay rules allow, its rooms left over the fullest night times the guests a room sleeps.
 */
export function hotelPlaces(
  hotel: HotelFacts,
  checkIn: string,
  nights: number,
  now: Date,
): { places: number; refusal?: StayRefusal } {
  const stayNights = Math.max(1, nights)
  const dates = Array.from({ length: stayNights }, (_, i) => addDays(checkIn, i))
  const checkOut = addDays(checkIn, stayNights)
  let places = 0
  let refusal: StayRefusal | undefined
  for (const roomType of hotel.roomTypes) {
    const rooms = Math.min(...dates.map((date) => roomType.roomsLeft.get(date) ?? 0))
    if (rooms <= 0) continue
    const open = roomType.ratePlans.some((plan) => {
      const arrival = plan.nights.get(checkIn)
      const rule = stayRefusal({
        nights: stayNights,
        pricedNights: dates.filter((date) => plan.nights.has(date)).length,
        arrival: arrival ?? null,
        noCheckoutOnDeparture: plan.nights.get(checkOut)?.no_checkout ?? false,
        checkInAt: hotel.checkInAt(checkIn),
        now,
      })
      refusal ??= rule ?? undefined
      return rule === null
    })
    if (open) places += rooms * roomType.sleeps
  }
  return places > 0 ? { places } : { places: 0, refusal }
}

/** What one component can take on the day a package starts on `start`. */
export function componentDay(component: ComponentFacts, start: string, now: Date): ComponentDay {
  const date = addDays(start, component.dayOffset)
  const { places, refusal } =
    component.kind === 'activity'
      ? { places: activityPlaces(component.departures.get(date) ?? []), refusal: undefined }
      : hotelPlaces(component.hotel, date, component.nights, now)
  return {
    serviceId: component.serviceId,
    name: component.name,
    date,
    places,
    reason: places > 0 ? null : soldOutReason(component.name, date),
    ...(refusal ? { refusal } : {}),
  }
}

/**
 * A package date is bookable only when every component is bookable on its own day; its places are the
 * fewest any component (or the package's own allotment) has left.
 */
export function packageDay(
  own: { name: string; places: number },
  components: ComponentFacts[],
  start: string,
  now: Date,
): PackageDay {
  const days = components.map((component) => componentDay(component, start, now))
  const places = Math.max(0, Math.min(own.places, ...days.map((day) => day.places)))
  const blocked = days.find((day) => day.reason !== null)
  return {
    date: start,
    places,
    bookable: places > 0,
    reason: blocked?.reason ?? (places > 0 ? null : soldOutReason(own.name, start)),
    components: days,
  }
}
