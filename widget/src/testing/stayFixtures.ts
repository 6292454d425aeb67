import {
  cartTotal,
  stayPrice,
  type CartReservation,
  type HotelAvailability,
  type HotelCartItem,
  type HotelDetail,
  type PackageDetail,
  type PackageSlot,
  type PackageSlotAvailability,
  type PackageSlotRequest,
  type ReservedPackage,
} from '@jaunt/domain'
import { addDays, localToday } from '@jaunt/ui'
import type { FixtureRoute } from './fixtureServer'
import { KAYAK_CARD } from './kayakCard'

export const GUESTHOUSE: HotelDetail = {
  ...KAYAK_CARD,
  id: 25,
  service_type: 3,
  type: 'hotels',
  product_code: 'HTL-GEIR-GUEST',
  name: 'Fjordgløtt Guesthouse',
  short_description: 'A cosy wooden guesthouse on the hillside.',
  location: { id: 4, name: 'Geiranger' },
  lowest_price: 1220,
  duration_minutes: null,
  description: 'Eight rooms under the eaves, with a view down the fjord.',
  meeting_point: '',
  highlights: ['Breakfast included'],
  min_booking: 1,
  cancellation_policy: [{ hours: 72, refund_percentage: 100 }],
  features: [],
  tags: [],
  supplier_name: 'Sam Supplier',
  location_name: 'Geiranger',
  custom_sections: [],
  recommendations: [],
  checkin_time: '16:00',
  checkout_time: '10:30',
  room_types: [
    {
      id: 10,
      title: 'Double room',
      description: 'Snug double room with a fjord view.',
      max_adults: 2,
      max_children: 0,
    },
    {
      id: 11,
      title: 'Family room',
      description: 'A double bed and a bunk bed.',
      max_adults: 2,
      max_children: 2,
    },
  ],
}

/** The fourth day from today has no room free. */
export const fullDay = () => addDays(localToday(), 4)

export function guesthouseAvailability(query: {
  check_in: string
  check_out: string
  adults: number
  children: number
  rooms: number
}): HotelAvailability {
  const nights = Math.round((Date.parse(query.check_out) - Date.parse(query.check_in)) / 86_400_000)
  return {
    check_in: query.check_in,
    check_out: query.check_out,
    nights,
    currency_code: 'NOK',
    rooms: [
      {
        ...(GUESTHOUSE.room_types[0] as HotelDetail['room_types'][number]),
        rooms_left: 5,
        fits_guests: query.children === 0 && query.adults <= 2 * query.rooms,
        rate_plans: [
          {
            rate_plan_id: 16,
            name: 'Flexible rate',
            price: 1390 * nights,
            cancellation_policy: [
              { hours: 72, refund_percentage: 100 },
              { hours: 24, refund_percentage: 50 },
            ],
            bookable: true,
            reason: null,
          },
          {
            rate_plan_id: 17,
            name: 'Non-refundable saver',
            price: 1220 * nights,
            cancellation_policy: [{ hours: 0, refund_percentage: 0 }],
            bookable: nights >= 2,
            reason: nights >= 2 ? null : 'Minimum stay 2 nights',
          },
        ],
      },
      {
        ...(GUESTHOUSE.room_types[1] as HotelDetail['room_types'][number]),
        rooms_left: 1,
        fits_guests: true,
        rate_plans: [
          {
            rate_plan_id: 18,
            name: 'Flexible rate',
            price: 1890 * nights,
            cancellation_policy: [{ hours: 72, refund_percentage: 100 }],
            bookable: true,
            reason: null,
          },
        ],
      },
    ],
  }
}

export const FLAM_WEEKEND: PackageDetail = {
  ...KAYAK_CARD,
  id: 43,
  service_type: 7,
  type: 'packages',
  product_code: 'PKG-FLAM-WEEKEND',
  name: 'Fjord weekend in Flåm',
  short_description: 'Two nights by the Aurlandsfjord with a cruise and a kayak trip.',
  lowest_price: 3490,
  duration_minutes: 2880,
  description: 'Two nights at the Flåm Fjordside Hotel, a fjord cruise and a guided kayak trip.',
  meeting_point: 'Reception at the Flåm Fjordside Hotel',
  highlights: ['Better value than booking separately'],
  min_booking: 1,
  cancellation_policy: [{ hours: 72, refund_percentage: 100 }],
  features: [],
  tags: [],
  supplier_name: 'Sam Supplier',
  location_name: 'Flåm',
  custom_sections: [],
  recommendations: [],
  nights: 2,
  components: [
    { ...KAYAK_CARD, id: 24, name: 'Flåm Fjordside Hotel', service_type: 3, type: 'hotels' },
    KAYAK_CARD,
  ],
}

export function weekendSlots(today = localToday()): PackageSlot[] {
  return [
    { date: addDays(today, 1), remaining: 10, adult_price: 3490, child_price: 1490, status: 'available' },
    { date: addDays(today, 2), remaining: 0, adult_price: 3490, child_price: 1490, status: 'sold-out' },
  ]
}

export function checkWeekend(request: PackageSlotRequest): PackageSlotAvailability {
  const slot = weekendSlots().find((candidate) => candidate.date === request.date)
  if (!slot || slot.remaining === 0)
    return {
      available: false,
      message: 'This package is sold out on this date',
      remaining: 0,
      price: 0,
      currency_code: 'NOK',
    }
  return {
    available: true,
    message: null,
    remaining: slot.remaining,
    price: cartTotal([slot.adult_price * request.adult, slot.child_price * request.child]),
    currency_code: 'NOK',
  }
}

export function hotelReservation(ref: string, item: HotelCartItem): CartReservation {
  const room = item.rooms[0]
  const offer = guesthouseAvailability({
    check_in: item.check_in,
    check_out: item.check_out,
    adults: room?.num_of_adults ?? 1,
    children: room?.num_of_children ?? 0,
    rooms: room?.num_of_rooms ?? 1,
  })
  const plan = offer.rooms
    .flatMap((entry) => entry.rate_plans)
    .find((candidate) => candidate.rate_plan_id === room?.rate_plan_id)
  const price = stayPrice(plan?.price ?? 0, room?.num_of_rooms ?? 1)
  return {
    reservation_ref: ref,
    serviceable_id: GUESTHOUSE.id,
    serviceable_name: GUESTHOUSE.name,
    service_name: plan?.name ?? '',
    service_type: 3,
    serviceable_product_code: GUESTHOUSE.product_code,
    price,
    status: true,
    hotel_reserved_items: [
      {
        num_of_adults: room?.num_of_adults ?? 1,
        num_of_children: room?.num_of_children ?? 0,
        num_of_rooms: room?.num_of_rooms ?? 1,
        price,
        currency_code: 'NOK',
        room_type_name: GUESTHOUSE.room_types.find((type) => type.id === room?.room_type_id)?.title ?? '',
        rate_plan_name: plan?.name ?? '',
      },
    ],
    tour_reserved_item: null,
    currency_code: 'NOK',
    start_date: item.check_in,
    end_date: item.check_out,
    start_time: null,
    option_name: plan?.name ?? null,
    image: GUESTHOUSE.images[0]?.url ?? null,
    ticket_lines: [],
    comments: '',
  }
}

export function reservedWeekend(request: PackageSlotRequest): ReservedPackage {
  return {
    package_id: request.package_id,
    name: FLAM_WEEKEND.name,
    price: checkWeekend(request).price,
    status: true,
    activity_params: { number_of_adults: request.adult, number_of_children: request.child },
    date: request.date,
    image: FLAM_WEEKEND.images[0]?.url ?? null,
    currency_code: 'NOK',
  }
}

export const stayRoutes = (): FixtureRoute[] => [
  { method: 'GET', path: '/core/public/listing-hotel/25', answer: () => ({ status: 200, body: GUESTHOUSE }) },
  {
    method: 'POST',
    path: '/availability/public/hotel/25/empty-dates',
    answer: () => ({ status: 200, body: [fullDay()] }),
  },
  {
    method: 'POST',
    path: '/availability/public/hotel/25/availability',
    answer: ({ body }) => ({
      status: 200,
      body: guesthouseAvailability(body as Parameters<typeof guesthouseAvailability>[0]),
    }),
  },
  { method: 'GET', path: '/core/public/package/43', answer: () => ({ status: 200, body: FLAM_WEEKEND }) },
  {
    method: 'POST',
    path: '/availability/public/packaging/available-package-slots/43',
    answer: () => ({ status: 200, body: weekendSlots() }),
  },
  {
    method: 'POST',
    path: '/availability/public/packaging/slot/availability',
    answer: ({ body }) => ({ status: 200, body: checkWeekend(body as PackageSlotRequest) }),
  },
]
