import type { DB } from '../../db/database.js'
import type { DemoBookable } from './types.js'

/** Options, tickets and a season of dated slots for a product booked by tickets. */
export async function seedBookable(trx: DB, serviceId: number, product: DemoBookable, days: SeasonDay[]) {
  for (const [position, option] of product.options.entries()) {
    const { id: optionId } = await trx
      .insertInto('tour_option')
      .values({
        service_id: serviceId,
        name: JSON.stringify(option.name),
        position,
        // What the supplier's options page shows and a weekly schedule repeats.
        start_times: option.start_times,
        cut_off_minutes: option.cut_off_minutes ?? 0,
        duration_minutes: product.duration_minutes > 0 ? product.duration_minutes : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('tour_ticket')
      .values(
        option.tickets.map((ticket, index) => ({
          option_id: optionId,
          guest_type: ticket.guest_type,
          price: ticket.price,
          price_type: ticket.price_type ?? 1,
          member_count: ticket.member_count ?? 1,
          position: index,
        })),
      )
      .execute()
    const runs = days.filter((day) =>
      product.event_days
        ? product.event_days.includes(day.offset)
        : !option.weekdays || option.weekdays.includes(day.isodow),
    )
    const slots = runs.flatMap((day) =>
      option.start_times.map((start_time) => ({
        option_id: optionId,
        date: day.day,
        start_time,
        allotment: option.allotment,
        booked: bookedOn(product, day.offset, option.allotment),
        cut_off_minutes: option.cut_off_minutes ?? 0,
      })),
    )
    for (let i = 0; i < slots.length; i += 500) {
      await trx
        .insertInto('tour_slot')
        .values(slots.slice(i, i + 500))
        .execute()
    }
  }
}

export interface SeasonDay {
  day: string
  offset: number
  isodow: number
}

function bookedOn(product: DemoBookable, offset: number, allotment: number) {
  if (product.sold_out_days?.includes(offset)) return allotment
  if (product.nearly_sold_out_days?.includes(offset))
    return Math.max(0, allotment - (offset % 2 === 0 ? 1 : 2))
  return 0
}
