import type { PriceRange } from '../schemas/search'

/** The price range filters only when both bounds are given; they are put in order if swapped. */
export function effectivePriceRange(range: PriceRange | null | undefined): [number, number] | null {
  if (!range) return null
  const [low, high] = range
  if (low === null || high === null) return null
  return low <= high ? [low, high] : [high, low]
}
