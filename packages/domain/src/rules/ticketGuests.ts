import { PriceType } from '../enums/priceType'

interface CountedTicket {
  count: number
  price_type: PriceType
  member_count: number
}

/** Places a ticket line takes on a departure: a group ticket seats all its members. */
export function guestsOfTicket({ count, price_type, member_count }: CountedTicket): number {
  return count * (price_type === PriceType.PerGroup ? member_count : 1)
}

/** Places a choice of tickets takes; what the minimum booking and the places left are compared with. */
export function guestsOfTickets(tickets: readonly CountedTicket[]): number {
  return tickets.reduce((sum, ticket) => sum + guestsOfTicket(ticket), 0)
}
