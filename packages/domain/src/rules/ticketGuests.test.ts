import { describe, expect, it } from 'vitest'
import { PriceType } from '../enums/priceType'
import { guestsOfTicket, guestsOfTickets } from './ticketGuests'

describe('guestsOfTickets', () => {
  it('counts a person per ticket and every member of a group ticket', () => {
    expect(guestsOfTicket({ count: 3, price_type: PriceType.PerPerson, member_count: 1 })).toBe(3)
    expect(guestsOfTicket({ count: 2, price_type: PriceType.PerGroup, member_count: 4 })).toBe(8)
    expect(
      guestsOfTickets([
        { count: 2, price_type: PriceType.PerPerson, member_count: 1 },
        { count: 1, price_type: PriceType.PerGroup, member_count: 5 },
        { count: 0, price_type: PriceType.PerGroup, member_count: 5 },
      ]),
    ).toBe(7)
  })

  it('ignores the member count of a ticket priced per person', () => {
    expect(guestsOfTicket({ count: 2, price_type: PriceType.PerPerson, member_count: 6 })).toBe(2)
  })
})
