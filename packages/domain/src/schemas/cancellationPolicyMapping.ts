import { z } from 'zod'
import { serviceTypeSchema } from '../enums/serviceType'
import { idSchema } from './common'
import { cancellationPolicyRecordSchema } from './cancellationPolicyEditing'

export const POLICY_MAPPING_MESSAGES = {
  serviceNotFound: 'This product does not exist',
  wrongServiceType: 'The product is not of this type',
  ratePlanNotOfService: 'This rate plan is not one of the accommodation’s',
  ratePlansOnlyForHotels: 'Only accommodations have rate plans',
  supplierNotFound: 'This supplier does not exist',
} as const

/** `POST /cancellation-policies-listing`: a page of the policies a supplier may choose, found by name. */
export const policyListingSchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  per_page: z.number().int().min(1).max(100).default(25),
  /** An admin's choice for a supplier's product: the shared policies and that supplier's own. */
  supplier_id: idSchema.optional(),
})
export type PolicyListing = z.infer<typeof policyListingSchema>

export const policyListingPageSchema = z.object({
  data: z.array(cancellationPolicyRecordSchema),
  total: z.number().int().nonnegative(),
})

/** `POST /service-cancellation-policies`: which policy each of some products applies. */
export const servicePoliciesQuerySchema = z.object({
  service_ids: z.array(idSchema).min(1).max(200),
})

export const servicePolicySchema = z.object({
  service_id: idSchema,
  service_type: serviceTypeSchema,
  cancellation_policy: cancellationPolicyRecordSchema.nullable(),
})
export type ServicePolicy = z.infer<typeof servicePolicySchema>

export const policyMappingQuerySchema = z.object({
  serviceable_id: z.coerce.number().int().positive(),
  service_type: z.coerce.number().pipe(serviceTypeSchema),
})

const ratePlanPolicySchema = z.object({
  id: idSchema,
  cancellation_policy_id: idSchema.nullable(),
})

/** The policy of a product and, for an accommodation, of each of its rate plans (none: the hotel's). */
export const policyMappingSchema = z.object({
  serviceable_id: idSchema,
  service_type: serviceTypeSchema,
  cancellation_policy_id: idSchema.nullable(),
  rate_plans: z.array(ratePlanPolicySchema.extend({ title: z.string(), room_type: z.string() })),
})
export type PolicyMapping = z.infer<typeof policyMappingSchema>

export const policyMappingInputSchema = z.object({
  serviceable_id: idSchema,
  service_type: serviceTypeSchema,
  cancellation_policy_id: idSchema.nullable(),
  /** Only the rate plans named change; the others keep theirs. */
  rate_plans: z.array(ratePlanPolicySchema).max(500).default([]),
})
export type PolicyMappingInput = z.infer<typeof policyMappingInputSchema>
