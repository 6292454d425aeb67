import { roundMoney } from './money'

export interface PackageShares {
  /** Each service's part of the price, in the order given. */
  shares: number[]
  /** The partner's margin: what is left of the price. */
  margin: number
}

/**
 * A booked package's price shared out as it was priced: the services take the part of the price their
 * prices made of the package's (`servicePrices` per guest against `pricedPerGuest`, margin included),
 * each in proportion to its own, and the margin is the rest. Counted in cents, the largest remainders
 * rounding up, so the shares and the margin add up to the price exactly.
 */
export function packageShares(
  price: number,
  servicePrices: readonly number[],
  pricedPerGuest: number,
): PackageShares {
  const total = Math.round(roundMoney(price) * 100)
  const base = servicePrices.reduce((sum, one) => sum + Math.max(0, one), 0)
  if (total <= 0 || base <= 0 || pricedPerGuest <= 0) {
    return { shares: servicePrices.map(() => 0), margin: roundMoney(Math.max(0, price)) }
  }
  const cost = Math.min(total, Math.round((total * base) / Math.max(base, pricedPerGuest)))
  const exact = servicePrices.map((one) => (cost * Math.max(0, one)) / base)
  const cents = exact.map(Math.floor)
  let left = cost - cents.reduce((sum, one) => sum + one, 0)
  const byRemainder = exact
    .map((one, index) => ({ index, remainder: one - Math.floor(one) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of byRemainder) {
    if (left <= 0) break
    cents[index]! += 1
    left -= 1
  }
  return { shares: cents.map((one) => one / 100), margin: (total - cost) / 100 }
}

/**
 * What of `refund`, given back of a booked package priced `price`, each of its services' shares (`sharePrices`,
 * in the order they were stored) takes back: split as the price was, so the shares' parts and the margin's add
 * up to the refund to the cent. Earnings split a package's refunds so in SQL (`refund-events.ts`), each step
 * of a package's refunds as this split of all given back so far less the split of what went before.
 */
export function packageRefundShares(
  refund: number,
  sharePrices: readonly number[],
  price: number,
): PackageShares {
  return packageShares(refund, sharePrices, price)
}
