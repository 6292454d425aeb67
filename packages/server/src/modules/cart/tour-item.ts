import { randomUUID } from 'node:crypto'
import { GuestType, type Locale, type TourCartItem } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { checkTickets } from '../tours/tours.service.js'
import { guestWords } from '../../lib/guest-words/index.js'
import { refused, soldOut } from './cart.errors.js'
import { assertSoldOnSite, settleCurrency } from './cart.store.js'
import { taxInForce } from './tax-in-force.js'

const CHILD_TYPES = new Set<string>([GuestType.Child, GuestType.Infant])

/** Prices a departure's tickets from the database (never from the client) and puts them in the cart. */
export async function addTourItem(
  trx: DB,
  cart: { id: number; currency_code: string | null; site_id: number | null },
  item: TourCartItem,
  locale: Locale,
) {
  await assertSoldOnSite(trx, cart.site_id, item.service_id)
  const check = await checkTickets(trx, item.service_id, item, locale)
  if (!check.ok || check.slotId === null) {
    const failure = check.tickets.find((ticket) => !ticket.status)
    const words = guestWords(locale)
    const message = failure?.message ?? words.chooseATicket
    // Too few guests or a day out of season are refusals (422), not a lack of places (409).
    throw failure?.isMinimumBook || message === words.outOfSeason ? refused(message) : soldOut(message)
  }
  await settleCurrency(trx, cart, check.currency_code)
  const children = check.lines
    .filter((line) => CHILD_TYPES.has(line.type))
    .reduce((sum, line) => sum + line.guests, 0)
  const { id } = await trx
    .insertInto('reservation')
    .values({
      reservation_ref: randomUUID(),
      cart_id: cart.id,
      service_id: item.service_id,
      service_type: check.serviceType,
      price: check.total,
      currency_code: check.currency_code,
      start_date: item.date,
      start_time: item.start_time,
      option_id: item.option_id,
      tour_slot_id: check.slotId,
      guests: check.guests,
      num_adults: check.guests - children,
      num_children: children,
      ...(await taxInForce(trx, item.service_id)),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('reservation_ticket')
    .values(
      check.lines.map((line) => ({
        reservation_id: id,
        ticket_id: line.ticket_id,
        guest_type: line.type,
        count: line.count,
        unit_price: line.unit_price,
        price_type: line.price_type,
        member_count: line.member_count,
        cost: line.cost,
      })),
    )
    .execute()
}
