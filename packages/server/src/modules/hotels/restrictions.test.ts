import { describe, expect, it } from 'vitest'
import { canArriveOn, stayRefusal, type ArrivalNight, type StayFacts } from './restrictions.js'

const NOW = new Date('2026-12-01T08:00:00Z')
const CHECK_IN = new Date('2026-12-05T15:00:00Z')
const open: ArrivalNight = { min_stay: null, max_stay: null, no_checkin: false, cut_off_hours: null }
const stay = (facts: Partial<StayFacts> = {}, arrival: Partial<ArrivalNight> = {}): StayFacts => ({
  nights: 2,
  pricedNights: 2,
  arrival: { ...open, ...arrival },
  noCheckoutOnDeparture: false,
  checkInAt: CHECK_IN,
  now: NOW,
  ...facts,
})

describe('stay restrictions, one rule at a time', () => {
  it('lets an unrestricted, fully priced stay be booked', () => {
    expect(stayRefusal(stay())).toBeNull()
  })

  it('refuses a stay with a night the rate plan has no price for', () => {
    expect(stayRefusal(stay({ pricedNights: 1 }))).toEqual({ rule: 'not_priced' })
    expect(stayRefusal(stay({ arrival: null }))).toEqual({ rule: 'not_priced' })
    expect(stayRefusal(stay({ nights: 0, pricedNights: 0 }))).toEqual({ rule: 'not_priced' })
  })

  it('closes sales cut_off hours before check-in time', () => {
    const fourDaysAhead = (CHECK_IN.getTime() - NOW.getTime()) / 3_600_000
    expect(stayRefusal(stay({}, { cut_off_hours: fourDaysAhead - 1 }))).toBeNull()
    expect(stayRefusal(stay({}, { cut_off_hours: fourDaysAhead }))).toEqual({ rule: 'cut_off' })
    expect(stayRefusal(stay({ now: new Date(CHECK_IN.getTime() + 1) }))).toEqual({ rule: 'cut_off' })
  })

  it('refuses arriving on a no-check-in night and leaving on a no-check-out day', () => {
    expect(stayRefusal(stay({}, { no_checkin: true }))).toEqual({ rule: 'no_checkin' })
    expect(stayRefusal(stay({ noCheckoutOnDeparture: true }))).toEqual({ rule: 'no_checkout' })
  })

  it('asks for the minimum stay of the arrival night', () => {
    expect(stayRefusal(stay({ nights: 1, pricedNights: 1 }, { min_stay: 2 }))).toEqual({
      rule: 'min_stay',
      nights: 2,
    })
    expect(stayRefusal(stay({ nights: 2, pricedNights: 2 }, { min_stay: 2 }))).toBeNull()
  })

  it('stops at the maximum stay of the arrival night', () => {
    expect(stayRefusal(stay({ nights: 4, pricedNights: 4 }, { max_stay: 3 }))).toEqual({
      rule: 'max_stay',
      nights: 3,
    })
    expect(stayRefusal(stay({ nights: 3, pricedNights: 3 }, { max_stay: 3 }))).toBeNull()
  })
})

describe('stay restrictions together', () => {
  it('names the first rule broken: price, cut-off, check-in, check-out, then length', () => {
    const everything = { min_stay: 5, max_stay: 1, no_checkin: true, cut_off_hours: 1000 }
    expect(stayRefusal(stay({ pricedNights: 1, noCheckoutOnDeparture: true }, everything))).toEqual({
      rule: 'not_priced',
    })
    expect(stayRefusal(stay({ noCheckoutOnDeparture: true }, everything))).toEqual({ rule: 'cut_off' })
    expect(stayRefusal(stay({ noCheckoutOnDeparture: true }, { ...everything, cut_off_hours: 0 }))).toEqual({
      rule: 'no_checkin',
    })
    expect(
      stayRefusal(
        stay({ noCheckoutOnDeparture: true }, { ...everything, cut_off_hours: 0, no_checkin: false }),
      ),
    ).toEqual({ rule: 'no_checkout' })
    expect(stayRefusal(stay({}, { min_stay: 3, max_stay: 1 }))).toEqual({ rule: 'min_stay', nights: 3 })
  })

  it('books a stay inside both the minimum and maximum', () => {
    for (const nights of [2, 3, 4]) {
      expect(stayRefusal(stay({ nights, pricedNights: nights }, { min_stay: 2, max_stay: 4 }))).toBeNull()
    }
    expect(stayRefusal(stay({ nights: 1, pricedNights: 1 }, { min_stay: 2, max_stay: 4 }))?.rule).toBe(
      'min_stay',
    )
    expect(stayRefusal(stay({ nights: 5, pricedNights: 5 }, { min_stay: 2, max_stay: 4 }))?.rule).toBe(
      'max_stay',
    )
  })
})

describe('arriving on a night', () => {
  it('needs the night open for arrivals and before its cut-off', () => {
    expect(canArriveOn(open, CHECK_IN, NOW)).toBe(true)
    expect(canArriveOn({ ...open, no_checkin: true }, CHECK_IN, NOW)).toBe(false)
    expect(canArriveOn({ ...open, cut_off_hours: 200 }, CHECK_IN, NOW)).toBe(false)
    // Minimum and maximum stays limit the length, not the arrival.
    expect(canArriveOn({ ...open, min_stay: 7, max_stay: 7 }, CHECK_IN, NOW)).toBe(true)
  })
})
