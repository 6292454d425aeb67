const HOUR_MS = 3_600_000

/** A rate plan's restrictions on the night a stay starts. */
export interface ArrivalNight {
  min_stay: number | null
  max_stay: number | null
  no_checkin: boolean
  cut_off_hours: number | null
}

/** What the rules know of a stay on one rate plan. */
export interface StayFacts {
  nights: number
  /** Nights of the stay the rate plan has a price for. */
  pricedNights: number
  /** The arrival night's restrictions, or null when that night has none (then it is not priced). */
  arrival: ArrivalNight | null
  /** The rate plan forbids departing on the check-out day. */
  noCheckoutOnDeparture: boolean
  /** Check-in time on the arrival day, in the hotel's time zone. */
  checkInAt: Date
  now: Date
}

export type StayRefusal =
  | { rule: 'not_priced' }
  | { rule: 'cut_off' }
  | { rule: 'no_checkin' }
  | { rule: 'no_checkout' }
  | { rule: 'min_stay'; nights: number }
  | { rule: 'max_stay'; nights: number }

export const isPricedForStay = (facts: Pick<StayFacts, 'nights' | 'pricedNights'>) =>
  facts.nights > 0 && facts.pricedNights === facts.nights

/** Sales close `cut_off_hours` before check-in time on the arrival day. */
export const isPastCutOff = (arrival: Pick<ArrivalNight, 'cut_off_hours'>, checkInAt: Date, now: Date) =>
  checkInAt.getTime() - (arrival.cut_off_hours ?? 0) * HOUR_MS <= now.getTime()

export const breaksMinStay = (arrival: Pick<ArrivalNight, 'min_stay'>, nights: number) =>
  arrival.min_stay !== null && nights < arrival.min_stay

export const breaksMaxStay = (arrival: Pick<ArrivalNight, 'max_stay'>, nights: number) =>
  arrival.max_stay !== null && nights > arrival.max_stay

/**
 * The first rule a stay breaks on a rate plan, or null when it can be booked. The order is the
 * guest's: a night that cannot be sold at all says so before any rule about the length of the stay.
 */
export function stayRefusal(facts: StayFacts): StayRefusal | null {
  if (!isPricedForStay(facts) || !facts.arrival) return { rule: 'not_priced' }
  const arrival = facts.arrival
  if (isPastCutOff(arrival, facts.checkInAt, facts.now)) return { rule: 'cut_off' }
  if (arrival.no_checkin) return { rule: 'no_checkin' }
  if (facts.noCheckoutOnDeparture) return { rule: 'no_checkout' }
  if (breaksMinStay(arrival, facts.nights)) return { rule: 'min_stay', nights: arrival.min_stay! }
  if (breaksMaxStay(arrival, facts.nights)) return { rule: 'max_stay', nights: arrival.max_stay! }
  return null
}

/** Whether a guest can arrive on a night: it is priced, open for arrivals and before its cut-off. */
export const canArriveOn = (arrival: ArrivalNight, checkInAt: Date, now: Date) =>
  !arrival.no_checkin && !isPastCutOff(arrival, checkInAt, now)
