import { describe, expect, it } from 'vitest'
import { allotmentEntrySchema, hotelCalendarReservationSchema } from './hotel'

const entry = {
  room_type_id: 1,
  rate_plan_id: 2,
  price: 1200,
  date: '2025-07-01',
  allotment: 4,
  cut_off_time: 24,
  restriction_max_stay: null,
  restriction_min_stay: 2,
  restriction_no_checkin: false,
  restriction_no_checkout: true,
}

describe('allotmentEntrySchema', () => {
  it('accepts a day of a rate plan', () => {
    expect(allotmentEntrySchema.parse(entry)).toEqual(entry)
  })

  it('rejects a negative allotment and a date that does not exist', () => {
    expect(allotmentEntrySchema.safeParse({ ...entry, allotment: -1 }).success).toBe(false)
    expect(allotmentEntrySchema.safeParse({ ...entry, date: '2025-02-30' }).success).toBe(false)
  })
})

describe('hotelCalendarReservationSchema', () => {
  it('takes the stay dates as calendar days', () => {
    const stay = {
      payer_name: 'Ola',
      room_type_id: 1,
      rate_plan_id: 2,
      start_date: '2025-07-01',
      end_date: '2025-07-03',
      reservation_uuid: 'r-1',
    }
    expect(hotelCalendarReservationSchema.safeParse(stay).success).toBe(true)
    expect(hotelCalendarReservationSchema.safeParse({ ...stay, start_date: '01/07/2025' }).success).toBe(
      false,
    )
  })
})
