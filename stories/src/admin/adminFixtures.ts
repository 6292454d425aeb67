import {
  DepartureState,
  type CalendarDeparture,
  type HotelCalendar,
  type HotelRoomRate,
  type SiteCatalogueRow,
} from '@jaunt/domain'
import { sceneImage } from '../../../widget/src/stories/storyThemes'

/** The month every calendar story shows: a fixed one, so the stories look the same any day. */
export const STORY_MONTH = '2026-06'
export const STORY_DAY = new Date(2026, 5, 10)

const datesOf = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const count = new Date(year, m, 0).getDate()
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`)
}

/**
 * A kayak supplier's June: the morning paddle every day but Mondays (closed for maintenance), sold
 * out on the weekends of the solstice; the sunset paddle on Fridays and Saturdays; a food walk of
 * the partner's on Wednesdays, with places held in carts at checkout.
 */
export const JUNE_DEPARTURES: CalendarDeparture[] = datesOf(STORY_MONTH).flatMap((date, index) => {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  const day = index + 1
  const departures: CalendarDeparture[] = []
  const add = (fields: Omit<CalendarDeparture, 'id' | 'date' | 'free'>) =>
    departures.push({
      ...fields,
      id: day * 10 + departures.length,
      date,
      free: fields.state === DepartureState.Closed ? 0 : fields.allotment - fields.booked - fields.held,
    })
  const paddle = { tour_id: 1, tour_name: 'Fjord kayak', option_id: 11 }
  const soldOut = day >= 19 && day <= 21
  if (weekday === 1)
    add({
      ...paddle,
      option_name: 'Morning paddle',
      start_time: '09:00',
      allotment: 12,
      booked: 0,
      held: 0,
      state: DepartureState.Closed,
    })
  else
    add({
      ...paddle,
      option_name: 'Morning paddle',
      start_time: '09:00',
      allotment: 12,
      booked: soldOut ? 12 : (day * 5) % 11,
      held: 0,
      state: soldOut ? DepartureState.SoldOut : DepartureState.Open,
    })
  if (weekday === 5 || weekday === 6)
    add({
      ...paddle,
      option_id: 12,
      option_name: 'Sunset paddle',
      start_time: '19:30',
      allotment: 8,
      booked: weekday === 6 ? 8 : 5,
      held: 0,
      state: weekday === 6 ? DepartureState.SoldOut : DepartureState.Open,
    })
  if (weekday === 3)
    add({
      tour_id: 2,
      tour_name: 'Bergen food walk',
      option_id: 21,
      option_name: 'Tasting tour',
      start_time: '17:00',
      allotment: 16,
      booked: 9,
      held: 2,
      state: DepartureState.Open,
    })
  return departures
})

/** Fjordside Lodge's two room types, each with a flexible and a non-refundable rate. */
export const LODGE_ROOMS: HotelRoomRate[] = [
  {
    room_type_id: 1,
    room_type_title: 'Double room, fjord view',
    rate_plans: [
      { rate_plan_id: 11, rate_plan_name: 'Flexible' },
      { rate_plan_id: 12, rate_plan_name: 'Non-refundable' },
    ],
    connected_rate_plans: [],
  },
  {
    room_type_id: 2,
    room_type_title: 'Family cabin',
    rate_plans: [{ rate_plan_id: 21, rate_plan_name: 'Flexible' }],
    connected_rate_plans: [],
  },
]

export const LODGE_DATES = datesOf(STORY_MONTH)

/** The lodge's June: dearer at weekends, no arrivals on Sundays, a sold-out solstice, four stays. */
export const LODGE_JUNE: HotelCalendar = {
  entries: LODGE_ROOMS.flatMap((room) =>
    room.rate_plans.flatMap((plan) =>
      LODGE_DATES.map((date) => {
        const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
        const weekend = weekday === 5 || weekday === 6
        const base = room.room_type_id === 1 ? 1450 : 2300
        return {
          room_type_id: room.room_type_id,
          rate_plan_id: plan.rate_plan_id,
          date,
          price: (weekend ? base + 300 : base) - (plan.rate_plan_name === 'Non-refundable' ? 150 : 0),
          allotment: room.room_type_id === 1 ? 6 : 2,
          cut_off_time: plan.rate_plan_name === 'Flexible' ? 24 : null,
          restriction_min_stay: weekend ? 2 : null,
          restriction_max_stay: null,
          restriction_no_checkin: weekday === 0,
          restriction_no_checkout: false,
        }
      }),
    ),
  ),
  rooms: LODGE_ROOMS.flatMap((room) =>
    LODGE_DATES.map((date) => {
      const day = Number(date.slice(8))
      const allotment = room.room_type_id === 1 ? 6 : 2
      const booked = day >= 19 && day <= 21 ? allotment : (day * 3) % (allotment + 1)
      return { room_type_id: room.room_type_id, date, allotment, booked, held: 0 }
    }),
  ),
  reservations: [
    {
      payer_name: 'Ingrid Solberg',
      room_type_id: 1,
      rate_plan_id: 11,
      start_date: '2026-06-03',
      end_date: '2026-06-06',
      reservation_uuid: 'R-1042',
      num_of_rooms: 1,
    },
    {
      payer_name: 'Tom Becker',
      room_type_id: 1,
      rate_plan_id: 12,
      start_date: '2026-06-05',
      end_date: '2026-06-07',
      reservation_uuid: 'R-1043',
      num_of_rooms: 1,
    },
    {
      payer_name: 'Aiko Tanaka',
      room_type_id: 1,
      rate_plan_id: 11,
      start_date: '2026-06-19',
      end_date: '2026-06-22',
      reservation_uuid: 'R-1051',
      num_of_rooms: 2,
    },
    {
      payer_name: 'The Moreau family',
      room_type_id: 2,
      rate_plan_id: 21,
      start_date: '2026-06-12',
      end_date: '2026-06-19',
      reservation_uuid: 'R-1047',
      num_of_rooms: 1,
    },
  ],
}

/** The partner's site catalogue, as the page builder's products block reads it. */
export const SITE_CATALOGUE: SiteCatalogueRow[] = [
  { id: 101, name: 'Fjord kayak: morning paddle', image_url: sceneImage() },
  { id: 102, name: 'Bergen food walk', image_url: sceneImage('#f4b58a', '#3b3355', '#6d7fb0') },
  { id: 103, name: 'Fjordside Lodge', image_url: sceneImage('#d7e8f2', '#49664f', '#f0f4f7') },
  { id: 104, name: 'Glacier hike', image_url: null },
].map((row) => ({
  ...row,
  service_type: 1,
  supplier_name: 'Aurland Outdoors',
  location_name: 'Aurland',
  lowest_price: 890,
  currency_code: 'NOK',
  in_catalogue: true,
}))
