import { describe, expect, it } from 'vitest'
import {
  activityPlaces,
  addDays,
  componentDay,
  hotelPlaces,
  packageDay,
  type ComponentFacts,
  type HotelFacts,
  type RatePlanNight,
} from './composition.js'

const NOW = new Date('2030-01-01T00:00:00Z')
const open: RatePlanNight = {
  min_stay: null,
  max_stay: null,
  no_checkin: false,
  no_checkout: false,
  cut_off_hours: null,
}
const checkInAt = (date: string) => new Date(`${date}T15:00:00Z`)

function hotel(
  rooms: Record<string, number>,
  nights: Record<string, Partial<RatePlanNight>> = {},
  sleeps = 2,
): HotelFacts {
  const planNights = new Map(
    Object.keys({ ...rooms, ...nights }).map((date) => [date, { ...open, ...nights[date] }]),
  )
  return {
    roomTypes: [
      {
        id: 1,
        sleeps,
        roomsLeft: new Map(Object.entries(rooms)),
        ratePlans: [{ id: 1, nights: planNights }],
      },
    ],
    checkInAt,
  }
}

const kayak = (departures: Record<string, { remaining: number; bookable: boolean }[]>, dayOffset = 0) =>
  ({
    kind: 'activity',
    serviceId: 1,
    name: 'Kayak tour',
    dayOffset,
    departures: new Map(Object.entries(departures)),
  }) satisfies ComponentFacts

const lodge = (facts: HotelFacts, nights: number, dayOffset = 0) =>
  ({
    kind: 'hotel',
    serviceId: 2,
    name: 'Fjord Lodge',
    dayOffset,
    nights,
    hotel: facts,
  }) satisfies ComponentFacts

describe('package availability composition', () => {
  it('counts days across month ends', () => {
    expect(addDays('2030-01-31', 1)).toBe('2030-02-01')
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28')
  })

  it('gives an activity the places of its fullest bookable departure', () => {
    expect(activityPlaces([])).toBe(0)
    expect(
      activityPlaces([
        { remaining: 4, bookable: true },
        { remaining: 9, bookable: false },
        { remaining: 6, bookable: true },
      ]),
    ).toBe(6)
  })

  it('sleeps guests in the rooms left on the fullest night of the stay', () => {
    const facts = hotel({ '2030-06-01': 3, '2030-06-02': 1, '2030-06-03': 5 })
    expect(hotelPlaces(facts, '2030-06-01', 2, NOW).places).toBe(2)
    expect(hotelPlaces(facts, '2030-06-02', 2, NOW).places).toBe(2)
    expect(hotelPlaces(facts, '2030-06-03', 1, NOW).places).toBe(10)
  })

  it('refuses a stay with a night that is not for sale', () => {
    const facts = hotel({ '2030-06-01': 3 })
    expect(hotelPlaces(facts, '2030-06-01', 2, NOW)).toEqual({ places: 0 })
  })

  it('honours the hotel restrictions of the arrival night', () => {
    const rooms = { '2030-06-01': 3, '2030-06-02': 3, '2030-06-03': 3 }
    expect(hotelPlaces(hotel(rooms, { '2030-06-01': { min_stay: 3 } }), '2030-06-01', 2, NOW)).toEqual({
      places: 0,
      refusal: { rule: 'min_stay', nights: 3 },
    })
    expect(
      hotelPlaces(hotel(rooms, { '2030-06-01': { max_stay: 1 } }), '2030-06-01', 2, NOW).refusal,
    ).toEqual({
      rule: 'max_stay',
      nights: 1,
    })
    expect(
      hotelPlaces(hotel(rooms, { '2030-06-01': { no_checkin: true } }), '2030-06-01', 1, NOW).refusal,
    ).toEqual({
      rule: 'no_checkin',
    })
    expect(
      hotelPlaces(hotel(rooms, { '2030-06-03': { no_checkout: true } }), '2030-06-01', 2, NOW).refusal,
    ).toEqual({
      rule: 'no_checkout',
    })
    const late = new Date('2030-06-01T14:00:00Z')
    expect(
      hotelPlaces(hotel(rooms, { '2030-06-01': { cut_off_hours: 2 } }), '2030-06-01', 1, late).refusal,
    ).toEqual({
      rule: 'cut_off',
    })
  })

  it('sells a room type when any of its rate plans allows the stay', () => {
    const facts = hotel({ '2030-06-01': 2 }, { '2030-06-01': { no_checkin: true } })
    facts.roomTypes[0]!.ratePlans.push({ id: 2, nights: new Map([['2030-06-01', open]]) })
    expect(hotelPlaces(facts, '2030-06-01', 1, NOW)).toEqual({ places: 4 })
  })

  it('places a component on its day offset from the package start', () => {
    const day = componentDay(
      kayak({ '2030-06-03': [{ remaining: 5, bookable: true }] }, 2),
      '2030-06-01',
      NOW,
    )
    expect(day).toEqual({ serviceId: 1, name: 'Kayak tour', date: '2030-06-03', places: 5, reason: null })
  })

  it('takes the fewest places over the package and its components', () => {
    const components = [
      lodge(hotel({ '2030-06-01': 2, '2030-06-02': 2 }), 2),
      kayak({ '2030-06-02': [{ remaining: 7, bookable: true }] }, 1),
    ]
    const day = packageDay({ name: 'Fjord weekend', places: 10 }, components, '2030-06-01', NOW)
    expect(day).toMatchObject({ date: '2030-06-01', places: 4, bookable: true, reason: null })
    expect(day.components.map((c) => c.places)).toEqual([4, 7])
    expect(packageDay({ name: 'Fjord weekend', places: 3 }, components, '2030-06-01', NOW).places).toBe(3)
  })

  it('names the component that is sold out and the day', () => {
    const components = [
      lodge(hotel({ '2030-06-01': 2 }), 1),
      kayak({ '2030-06-02': [{ remaining: 0, bookable: false }] }, 1),
    ]
    const day = packageDay({ name: 'Fjord weekend', places: 10 }, components, '2030-06-01', NOW)
    expect(day).toMatchObject({ places: 0, bookable: false, reason: 'Kayak tour is sold out on 2030-06-02' })
    expect(day.components[0]!.reason).toBeNull()
  })

  it('says the package itself is sold out when its own places are gone', () => {
    const day = packageDay({ name: 'Fjord weekend', places: 0 }, [], '2030-06-01', NOW)
    expect(day).toMatchObject({ bookable: false, reason: 'Fjord weekend is sold out on 2030-06-01' })
  })

  it('keeps the hotel rule that refused the stay for the debug tool', () => {
    const facts = hotel({ '2030-06-01': 2 }, { '2030-06-01': { no_checkin: true } })
    const day = componentDay(lodge(facts, 1), '2030-06-01', NOW)
    expect(day).toMatchObject({
      places: 0,
      reason: 'Fjord Lodge is sold out on 2030-06-01',
      refusal: { rule: 'no_checkin' },
    })
  })
})
