import { describe, expect, it } from 'vitest'
import { PriceType } from '../enums/priceType'
import { selectTicketLines, ticketLineCost } from './tickets'

const adult = { id: 1, price: 25, count: 2, groupDetails: null }
const family = { id: 2, price: 10, count: 1, groupDetails: { priceType: PriceType.PerGroup, memberCount: 4 } }
const child = { id: 3, price: 12.5, count: 0 }

describe('ticketLineCost', () => {
  it('charges count × price per person', () => {
    expect(ticketLineCost(adult)).toBe(50)
    expect(
      ticketLineCost({ ...family, groupDetails: { priceType: PriceType.PerPerson, memberCount: 4 } }),
    ).toBe(10)
  })

  it('charges count × price × memberCount for group tickets', () => {
    expect(ticketLineCost(family)).toBe(40)
    expect(ticketLineCost({ ...family, count: 2 })).toBe(80)
  })

  it('is 0 for no tickets and rounds float noise away', () => {
    expect(ticketLineCost(child)).toBe(0)
    expect(ticketLineCost({ price: 0.1, count: 3 })).toBe(0.3)
  })
})

describe('selectTicketLines', () => {
  const selection = { option_id: 7, date: '2025-06-01', tour_id: 99 }

  it('makes a line for each counted ticket, skipping uncounted ones', () => {
    const result = selectTicketLines([adult, family, child], selection)
    expect(result).toEqual({
      ok: true,
      lines: [
        { ticket_id: 1, tickets: 2, cost: 50, price: 25, option_id: 7, date: '2025-06-01', tour_id: 99 },
        { ticket_id: 2, tickets: 1, cost: 40, price: 10, option_id: 7, date: '2025-06-01', tour_id: 99 },
      ],
    })
  })

  it('reports a missing option or date and selects nothing', () => {
    const missing = { ok: false, reason: 'option-and-date-required', lines: [] }
    expect(selectTicketLines([adult], { ...selection, option_id: null })).toEqual(missing)
    expect(selectTicketLines([adult], { ...selection, date: '' })).toEqual(missing)
    expect(selectTicketLines([adult], { ...selection, date: undefined })).toEqual(missing)
  })

  it('needs no option or date when nothing is counted', () => {
    expect(selectTicketLines([child], { option_id: null, date: null, tour_id: 99 })).toEqual({
      ok: true,
      lines: [],
    })
  })

  it('treats option id 0 as no option chosen', () => {
    expect(selectTicketLines([adult], { ...selection, option_id: 0 }).ok).toBe(false)
  })
})
