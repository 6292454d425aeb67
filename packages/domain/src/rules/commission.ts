import { roundMoney } from './money'

export interface CommissionSettings {
  /** The marketplace's cut when none of the product's categories sets one (the admin's setting). */
  defaultPercent: number
  /** Commission percentages of the product's categories; the highest applies. */
  categoryPercents: readonly (number | null)[]
  /** The part of the commission the selling partner's site earns, in percent. */
  partnerSharePercent: number | null
}

export interface CommissionSplit {
  commission_percent: number
  commission_amount: number
  partner_amount: number
  supplier_amount: number
}

/**
 * How a booking's price is shared: the marketplace's commission (the highest of its categories', else
 * the default) comes off the supplier's price, and the selling partner earns its share of that commission.
 */
export function commissionSplit(price: number, settings: CommissionSettings): CommissionSplit {
  const categoryPercents = settings.categoryPercents.filter((percent): percent is number => percent !== null)
  const commissionPercent = categoryPercents.length ? Math.max(...categoryPercents) : settings.defaultPercent
  const commission = roundMoney((price * commissionPercent) / 100)
  const partner = roundMoney((commission * (settings.partnerSharePercent ?? 0)) / 100)
  return {
    commission_percent: commissionPercent,
    commission_amount: commission,
    partner_amount: partner,
    supplier_amount: roundMoney(price - commission),
  }
}
