import { z } from 'zod'
import { calendarDateSchema, idSchema } from './common'

export const SUPPLIER_CONSENT_MESSAGES = {
  nameRequired: 'Please enter the consent name',
  datesOrder: 'The end date cannot be before the start date.',
  termsTooLong: 'Please keep the terms under 2000 characters',
  notFound: 'This consent does not exist',
  mappingNotFound: 'This product is not in this consent',
  serviceNotYours: 'Please choose one of your products',
  serviceAlreadyMapped: 'This product is already in this consent',
  notConsented: 'The supplier has not consented to partners selling this service in packages.',
} as const
const WORDS = SUPPLIER_CONSENT_MESSAGES

/** An empty date field is no limit. */
const optionalDay = z.preprocess((value) => (value === '' ? null : value), calendarDateSchema.nullable())

/**
 * A supplier's consent to partners selling their products in packages: every product of theirs, or
 * only those mapped to it, in force between two optional days (both included).
 */
export const supplierConsentInputSchema = z
  .object({
    name: z.string({ error: WORDS.nameRequired }).trim().min(1, { error: WORDS.nameRequired }).max(100),
    all_services: z.boolean().default(false),
    valid_from: optionalDay.default(null),
    valid_to: optionalDay.default(null),
    /** The supplier's conditions in their words, for partners to read. */
    terms: z.string().trim().max(2000, { error: WORDS.termsTooLong }).default(''),
  })
  .refine((c) => !c.valid_from || !c.valid_to || c.valid_to >= c.valid_from, {
    error: WORDS.datesOrder,
    path: ['valid_to'],
  })
export type SupplierConsentInput = z.input<typeof supplierConsentInputSchema>
export type SupplierConsentValues = z.output<typeof supplierConsentInputSchema>

export const supplierConsentRecordSchema = z.object({
  id: idSchema,
  name: z.string(),
  all_services: z.boolean(),
  valid_from: calendarDateSchema.nullable(),
  valid_to: calendarDateSchema.nullable(),
  terms: z.string(),
  /** How many products are mapped to it (an all-products consent covers every one anyway). */
  service_count: z.number().int().nonnegative(),
  /** Whether today is within its days. */
  in_force: z.boolean(),
})
export type SupplierConsentRecord = z.infer<typeof supplierConsentRecordSchema>

export const supplierConsentListingSchema = z.object({
  page: z.number().int().min(1).default(1),
  item_per_page: z.number().int().min(1).max(500).default(25),
  sort_by: z.enum(['id', 'name', 'valid_from', 'valid_to']).default('name'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
})

/** One page of the products a consent covers. */
export const supplierConsentMappingListingSchema = z.object({
  page: z.number().int().min(1).default(1),
  item_per_page: z.number().int().min(1).max(500).default(25),
})

/** A product of the supplier's the consent covers. */
export const supplierConsentMappingInputSchema = z.object({
  supplier_consent_id: idSchema,
  service_id: z.number({ error: WORDS.serviceNotYours }).int().positive({ error: WORDS.serviceNotYours }),
})
export type SupplierConsentMappingValues = z.output<typeof supplierConsentMappingInputSchema>

export const supplierConsentMappingRecordSchema = z.object({
  id: idSchema,
  supplier_consent_id: idSchema,
  service_id: idSchema,
  service_name: z.string(),
  service_type: z.number().int(),
})
export type SupplierConsentMappingRecord = z.infer<typeof supplierConsentMappingRecordSchema>
