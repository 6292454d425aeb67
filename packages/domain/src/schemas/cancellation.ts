import { z } from 'zod'
import { serviceTypeNameSchema, serviceTypeSchema } from '../enums/serviceType'
import { amountSchema, currencyCodeSchema, idSchema, percentageSchema } from './common'

export const cancellationPolicyEntrySchema = z.object({
  hours: z.number().int().nonnegative(),
  refund_percentage: percentageSchema,
})
export type CancellationPolicyEntry = z.infer<typeof cancellationPolicyEntrySchema>

/** What a customer gets back when cancelling now; served to the customer area, hence the name form of the type. */
export const cancellationRefundInfoSchema = z.object({
  cancellation_hours: z.number().int().nonnegative(),
  refund_percentage: percentageSchema,
  service_type: serviceTypeNameSchema,
  price: amountSchema,
  refund_amount: amountSchema,
  currency_code: currencyCodeSchema,
})
export type CancellationRefundInfo = z.infer<typeof cancellationRefundInfoSchema>

/** Which service a cancellation policy is mapped to. */
export const cancellationPolicyMappingSchema = z.object({
  serviceable_id: idSchema,
  service_type: serviceTypeSchema,
})
export type CancellationPolicyMapping = z.infer<typeof cancellationPolicyMappingSchema>
