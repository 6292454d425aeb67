import { roundMoney } from './money'

/**
 * The tax in a price at `ratePercent`: the part of it when prices include the tax (400 at 25% holds
 * 80), or what comes on top when they do not (400 at 25% adds 100).
 */
export function taxOfPrice(price: number, ratePercent: number, pricesIncludeTax: boolean): number {
  if (ratePercent <= 0 || price <= 0) return 0
  const tax = pricesIncludeTax ? price - price / (1 + ratePercent / 100) : (price * ratePercent) / 100
  return roundMoney(tax)
}
