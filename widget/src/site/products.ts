import { ServiceType } from '@jaunt/domain'

/** The `type` attribute of <jaunt-product>, one per bookable service type. */
export const PRODUCT_TYPES = [
  'activity',
  'event',
  'attraction',
  'restaurant',
  'rental',
  'hotel',
  'package',
] as const
export type ProductType = (typeof PRODUCT_TYPES)[number]

const SERVICE_TYPE_OF: Readonly<Record<ProductType, ServiceType>> = {
  activity: ServiceType.Activities,
  event: ServiceType.Events,
  hotel: ServiceType.Hotels,
  attraction: ServiceType.Attractions,
  restaurant: ServiceType.Restaurants,
  rental: ServiceType.Rentals,
  package: ServiceType.Packages,
}

export function isProductType(value: unknown): value is ProductType {
  return typeof value === 'string' && (PRODUCT_TYPES as readonly string[]).includes(value)
}

export function serviceTypeOfProduct(type: ProductType): ServiceType {
  return SERVICE_TYPE_OF[type]
}

export function productTypeOf(serviceType: ServiceType): ProductType {
  const found = PRODUCT_TYPES.find((type) => SERVICE_TYPE_OF[type] === serviceType)
  return found ?? 'activity'
}

/** Which dialog books a product: hotels by stay, packages by slot, everything else by tickets. */
export type BookingKind = 'tour' | 'hotel' | 'package'

export function bookingKindOf(type: ProductType): BookingKind {
  return type === 'hotel' ? 'hotel' : type === 'package' ? 'package' : 'tour'
}

/** A product a dialog shows: enough to fetch it and to book it the right way. */
export interface ProductRef {
  type: ProductType
  id: number
}
