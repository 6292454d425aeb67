import { z } from 'zod'
import { paymentStatusSchema } from '../enums/paymentStatus'
import { idSchema } from './common'

/** One payment a guest made for a cart, as the admin's Payments page lists it; `id` is its uuid. */
export const guestPaymentRowSchema = z.object({
  id: z.string(),
  cart_ref: z.string(),
  site_id: idSchema.nullable(),
  site_name: z.string().nullable(),
  guest_name: z.string(),
  method: z.string(),
  amount: z.number(),
  currency_code: z.string(),
  status: paymentStatusSchema,
  provider_ref: z.string().nullable(),
  /** Refunds pending or made: partial refunds and cancellations' refunds. */
  refunded: z.number(),
  created_at: z.string(),
})
export type GuestPaymentRow = z.infer<typeof guestPaymentRowSchema>

export const GUEST_PAYMENT_SORT_FIELDS = ['created_at', 'amount', 'status'] as const

export const guestPaymentFilterSchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  status: z.coerce.number().pipe(paymentStatusSchema).optional(),
  currency_code: z
    .string()
    .regex(/^[A-Za-z]{3}$/, 'Expected a three-letter currency code')
    .transform((code) => code.toUpperCase())
    .optional(),
  site_id: z.coerce.number().pipe(idSchema).optional(),
})
export type GuestPaymentFilter = z.infer<typeof guestPaymentFilterSchema>

export const guestPaymentDetailSchema = guestPaymentRowSchema.extend({
  items: z.array(
    z.object({
      reservation_ref: z.string(),
      product_name: z.string(),
      price: z.number(),
      status: z.number(),
    }),
  ),
  refunds: z.array(
    z.object({
      reservation_ref: z.string(),
      kind: z.enum(['partial', 'cancellation']),
      amount: z.number(),
      status: z.string(),
      provider_ref: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
})
export type GuestPaymentDetail = z.infer<typeof guestPaymentDetailSchema>
