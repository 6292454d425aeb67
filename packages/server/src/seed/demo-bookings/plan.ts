import { ServiceType } from '@jaunt/domain'

/** A demo guest: made-up people at the reserved `.test` domain, so no mail ever reaches anyone. */
export interface DemoGuest {
  first: string
  last: string
  email: string
  country: string
  area_code: string
  phone: string
}

/** One item of a demo booking: supplier@'s n-th product of a type sold on the site, from a day ahead. */
export type DemoItem =
  | { kind: 'tour'; serviceType: ServiceType; pick: number; fromDay: number; guests: number[] }
  | { kind: 'hotel'; pick: number; fromDay: number; nights: number; adults: number }
  | { kind: 'package'; fromDay: number; adults: number }

export interface DemoBooking {
  guest: DemoGuest
  site: 'demo' | 'nordic'
  locale: 'en' | 'no' | 'sv' | 'de'
  /** The day of the previous month it was booked on, and the hour (UTC). */
  bookedOn: [day: number, hour: number]
  items: DemoItem[]
  /** Who sells the items; supplier@ unless said. */
  supplier?: string
  /** What the back office did with it afterwards, through its own calls. */
  afterwards?: 'supplier-cancels-second-item' | 'partner-refunds-part'
}

const guest = (first: string, last: string, country: string, area_code: string, phone: string) => ({
  first,
  last,
  email: `${first}.${last}@guests.jaunt.test`.toLowerCase(),
  country,
  area_code,
  phone,
})

const tour = (serviceType: ServiceType, pick: number, fromDay: number, guests: number[]): DemoItem => ({
  kind: 'tour',
  serviceType,
  pick,
  fromDay,
  guests,
})

/**
 * Last month's bookings of the demo: supplier@'s activities, events, restaurants, rentals, stays and
 * package, sold on partner@'s site (demo) and partner2@'s (nordic), and one of both@'s in euros. The
 * travel days lie ahead (from `fromDay` days on), since the booking paths refuse past departures.
 */
export const DEMO_BOOKINGS: DemoBooking[] = [
  {
    guest: guest('Ingrid', 'Hansen', 'NO', '47', '41234567'),
    site: 'demo',
    locale: 'no',
    bookedOn: [2, 9],
    items: [tour(ServiceType.Activities, 0, 3, [2, 1]), tour(ServiceType.Events, 0, 5, [2])],
  },
  {
    guest: guest('Oliver', 'Smith', 'GB', '44', '7400123456'),
    site: 'demo',
    locale: 'en',
    bookedOn: [4, 14],
    items: [{ kind: 'hotel', pick: 0, fromDay: 4, nights: 2, adults: 2 }],
  },
  {
    guest: guest('Lena', 'Becker', 'DE', '49', '15123456789'),
    site: 'demo',
    locale: 'de',
    bookedOn: [6, 11],
    items: [tour(ServiceType.Activities, 2, 6, [2]), tour(ServiceType.Activities, 1, 8, [3])],
    afterwards: 'supplier-cancels-second-item',
  },
  {
    guest: guest('Kari', 'Nordmann', 'NO', '47', '91234567'),
    site: 'demo',
    locale: 'no',
    bookedOn: [9, 16],
    items: [{ kind: 'package', fromDay: 6, adults: 2 }],
    afterwards: 'partner-refunds-part',
  },
  {
    guest: guest('Emma', 'Wilson', 'GB', '44', '7700900123'),
    site: 'demo',
    locale: 'en',
    bookedOn: [11, 10],
    items: [tour(ServiceType.Rentals, 0, 2, [2])],
  },
  {
    guest: guest('Jonas', 'Berg', 'NO', '47', '48123456'),
    site: 'demo',
    locale: 'en',
    bookedOn: [14, 19],
    items: [tour(ServiceType.Restaurants, 0, 7, [2])],
  },
  {
    guest: guest('Astrid', 'Lindqvist', 'SE', '46', '701234567'),
    site: 'nordic',
    locale: 'sv',
    bookedOn: [5, 13],
    items: [tour(ServiceType.Activities, 1, 9, [2, 2])],
  },
  {
    guest: guest('Erik', 'Johansson', 'SE', '46', '731234567'),
    site: 'nordic',
    locale: 'sv',
    bookedOn: [12, 8],
    items: [{ kind: 'hotel', pick: 1, fromDay: 10, nights: 1, adults: 2 }],
  },
  {
    guest: guest('Sofia', 'Nilsson', 'SE', '46', '761234567'),
    site: 'nordic',
    locale: 'en',
    bookedOn: [18, 15],
    items: [tour(ServiceType.Events, 0, 11, [2]), tour(ServiceType.Rentals, 0, 12, [1])],
  },
  {
    guest: guest('Lars', 'Andersson', 'SE', '46', '702345678'),
    site: 'nordic',
    locale: 'sv',
    bookedOn: [22, 12],
    items: [tour(ServiceType.Activities, 0, 12, [4])],
  },
  {
    guest: guest('Marie', 'Dubois', 'DE', '49', '15223456789'),
    site: 'demo',
    locale: 'en',
    bookedOn: [20, 17],
    items: [tour(ServiceType.Activities, 0, 9, [2])],
    supplier: 'both@jaunt.test',
  },
]
