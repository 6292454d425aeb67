import { cartTotal, PackagePricingRule, ServiceType } from '@jaunt/domain'

export interface PricedComponent {
  service_type: number
  /** The service's from-price: per guest for an activity, per room and night for a hotel. */
  lowest_price: number | null
  nights: number
}

export interface PricingSettings {
  nights: number
  adults: number
  children: number
  rooms: number
  pricing_rule: number
  margin: number
}

/** What each service costs a guest of the package: an activity's from-price, a stay's rooms for its nights shared. */
export function servicePricesPerGuest(components: PricedComponent[], settings: PricingSettings): number[] {
  const party = Math.max(1, settings.adults + settings.children)
  return components.map((component) => {
    const price = component.lowest_price ?? 0
    if (component.service_type !== ServiceType.Hotels) return price
    const nights = Math.max(1, component.nights || settings.nights)
    return (price * nights * Math.max(1, settings.rooms)) / party
  })
}

/**
 * A guest's share of the services' prices: each activity's from-price, and each stay's rooms for its
 * nights shared among the party the package is priced for; then the partner's margin on top.
 */
export function packagePrice(components: PricedComponent[], settings: PricingSettings): number {
  const base = cartTotal(servicePricesPerGuest(components, settings))
  const priced =
    settings.pricing_rule === PackagePricingRule.PerGuest
      ? base + settings.margin
      : base * (1 + settings.margin / 100)
  return Math.round(priced * 100) / 100
}
