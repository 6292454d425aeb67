import type { DB } from '../../db/database.js'
import type { SeasonDay } from './seed-bookable.js'
import type { DemoHotel } from './types.js'

const WEEKEND_SURCHARGE = 1.15
const FRIDAY = 5
const SATURDAY = 6

/** Room types with a season of inventory, and rate plans with a price and restrictions per night. */
export async function seedHotel(
  trx: DB,
  serviceId: number,
  hotel: DemoHotel,
  days: SeasonDay[],
  policyIds: Map<string, number>,
) {
  for (const [position, room] of hotel.room_types.entries()) {
    const { id: roomTypeId } = await trx
      .insertInto('room_type')
      .values({
        service_id: serviceId,
        title: JSON.stringify(room.title),
        description: JSON.stringify(room.description),
        max_adults: room.max_adults,
        max_children: room.max_children,
        images: '[]',
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('room_inventory')
      .values(
        days.map((day) => ({
          room_type_id: roomTypeId,
          date: day.day,
          allotment: room.allotment,
          booked: hotel.sold_out_days?.includes(day.offset) ? room.allotment : 0,
        })),
      )
      .execute()
    for (const plan of room.rate_plans) {
      const { id: ratePlanId } = await trx
        .insertInto('rate_plan')
        .values({
          room_type_id: roomTypeId,
          title: JSON.stringify(plan.title),
          cancellation_policy_id: policyIds.get(plan.cancellation) ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      await trx
        .insertInto('rate_plan_day')
        .values(
          days.map((day) => ({
            rate_plan_id: ratePlanId,
            date: day.day,
            price: nightlyPrice(plan.price, day.isodow),
            cut_off_hours: 12,
            min_stay: plan.min_stay ?? null,
            max_stay: plan.max_stay ?? null,
            no_checkin: hotel.no_checkin_days?.includes(day.offset) ?? false,
          })),
        )
        .execute()
    }
  }
}

const nightlyPrice = (base: number, isodow: number) =>
  isodow === FRIDAY || isodow === SATURDAY ? Math.round(base * WEEKEND_SURCHARGE) : base
