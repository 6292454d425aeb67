import { roundMoney } from './money'

/** A rate plan's price for the whole stay is per room; booking several rooms multiplies it. */
export function stayPrice(pricePerRoom: number, rooms: number): number {
  return roundMoney(pricePerRoom * Math.max(0, rooms))
}
