/**
 * Rounds an amount to cents, half away from zero. Going through 15 significant digits first
 * undoes binary float noise, so 1.005 becomes 1.01 and 0.1 + 0.2 becomes 0.3.
 */
export function roundMoney(amount: number): number {
  const cents = Number((Math.abs(amount) * 100).toPrecision(15))
  return (Math.sign(amount) * Math.round(cents)) / 100 || 0
}

/** An amount to add up: a bare price, a ticket line (its cost) or a cart item (its price). */
export type CartAmount = number | { cost: number } | { price: number }

function amountOf(item: CartAmount): number {
  if (typeof item === 'number') return item
  return 'cost' in item ? item.cost : item.price
}

/** The total of the given lines or prices, rounded to 2 decimals. */
export function cartTotal(items: readonly CartAmount[]): number {
  return roundMoney(items.reduce<number>((sum, item) => sum + amountOf(item), 0))
}
