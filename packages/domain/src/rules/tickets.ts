import { PriceType } from '../enums/priceType'
import type { SelectedTicketLine, Ticket } from '../schemas/ticket'
import { roundMoney } from './money'

type PricedTicket = Pick<Ticket, 'price' | 'count' | 'groupDetails'>

/** Group tickets are priced per member: count × price × memberCount; all others count × price. */
export function ticketLineCost(ticket: PricedTicket): number {
  const members = ticket.groupDetails?.priceType === PriceType.PerGroup ? ticket.groupDetails.memberCount : 1
  return roundMoney(ticket.count * ticket.price * members)
}

export interface TicketSelection {
  option_id: number | null | undefined
  date: string | null | undefined
  tour_id: number
}

export type TicketSelectionResult =
  { ok: true; lines: SelectedTicketLine[] } | { ok: false; reason: 'option-and-date-required'; lines: [] }

/** Turns the chosen ticket counts into selection lines; counted tickets need an option and a date. */
export function selectTicketLines(
  tickets: readonly Pick<Ticket, 'id' | 'price' | 'count' | 'groupDetails'>[],
  selection: TicketSelection,
): TicketSelectionResult {
  const counted = tickets.filter((ticket) => ticket.count > 0)
  if (counted.length === 0) return { ok: true, lines: [] }
  const { option_id, date, tour_id } = selection
  // Option ids start at 1, so 0 is a select box's empty choice.
  if (!option_id || !date) return { ok: false, reason: 'option-and-date-required', lines: [] }
  return {
    ok: true,
    lines: counted.map((ticket) => ({
      ticket_id: ticket.id,
      tickets: ticket.count,
      cost: ticketLineCost(ticket),
      price: ticket.price,
      option_id,
      date,
      tour_id,
    })),
  }
}
