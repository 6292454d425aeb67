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

// Currencies Stripe counts in whole units (no minor unit).
const ZERO_DECIMAL = new Set([
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
])
/** An amount in the currency's smallest unit, as card providers take it (cents; yen as they are). */
export const toMinorUnits = (amount: number, currency: string) =>
  ZERO_DECIMAL.has(currency.toUpperCase()) ? Math.round(amount) : Math.round(amount * 100)
