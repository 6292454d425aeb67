import { z } from 'zod'
import { wireNames } from './wireNames'

export const ServiceType = {
  Activities: 1,
  Events: 2,
  Hotels: 3,
  Attractions: 4,
  Restaurants: 5,
  Rentals: 6,
  Packages: 7,
} as const
export type ServiceType = (typeof ServiceType)[keyof typeof ServiceType]
// Pure: pages that only need the names and ids do not carry zod for the schema.
export const serviceTypeSchema = /* @__PURE__ */ z.enum(ServiceType)

export const SERVICE_TYPE_NAMES = [
  'activities',
  'events',
  'hotels',
  'attractions',
  'restaurants',
  'rentals',
  'packages',
] as const
export type ServiceTypeName = (typeof SERVICE_TYPE_NAMES)[number]
export const serviceTypeNameSchema = /* @__PURE__ */ z.enum(SERVICE_TYPE_NAMES)

const names = wireNames<ServiceType, ServiceTypeName>({
  1: 'activities',
  2: 'events',
  3: 'hotels',
  4: 'attractions',
  5: 'restaurants',
  6: 'rentals',
  7: 'packages',
})

export const serviceTypeName = names.toName
export const serviceTypeFromName = names.fromName
