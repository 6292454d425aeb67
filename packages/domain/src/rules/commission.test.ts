import { describe, expect, it } from 'vitest'
import { commissionSplit } from './commission'

describe('commissionSplit', () => {
  it('takes the default commission when no category sets one, and gives a site nothing without a share', () => {
    expect(
      commissionSplit(1000, { defaultPercent: 15, categoryPercents: [], partnerSharePercent: null }),
    ).toEqual({
      commission_percent: 15,
      commission_amount: 150,
      partner_amount: 0,
      supplier_amount: 850,
    })
  })

  it('takes the highest category commission and the partner’s share of it', () => {
    expect(
      commissionSplit(1290, {
        defaultPercent: 15,
        categoryPercents: [10, null, 20],
        partnerSharePercent: 50,
      }),
    ).toEqual({
      commission_percent: 20,
      commission_amount: 258,
      partner_amount: 129,
      supplier_amount: 1032,
    })
  })

  it('rounds to cents so the parts add up to the price', () => {
    const split = commissionSplit(99.99, {
      defaultPercent: 15,
      categoryPercents: [12.5],
      partnerSharePercent: 33,
    })
    expect(split.commission_amount).toBe(12.5)
    expect(split.partner_amount).toBe(4.13)
    expect(split.commission_amount + split.supplier_amount).toBeCloseTo(99.99, 10)
  })
})
