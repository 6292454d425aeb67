import { z } from 'zod'
import { PaymentStatus } from '../enums/paymentStatus'
import { MESSAGES } from '../messages'
import { parseGuestPhone } from '../rules/phone'
import { idSchema } from './common'
import { bookingAnswersInputSchema } from './tourSettings'

const requiredText = z.string().trim().min(1)

export const checkoutPersonalInfoSchema = z.object({
  first_name: requiredText,
  last_name: requiredText,
  email: z.string().trim().pipe(z.email()),
  phone_number: requiredText,
  area_code: requiredText,
  country: requiredText,
})
export type CheckoutPersonalInfo = z.infer<typeof checkoutPersonalInfoSchema>

export const orderSchema = z
  .object({
    name: requiredText,
    first_name: requiredText,
    last_name: requiredText,
    email: z.string().trim().pipe(z.email()),
    country: requiredText,
    area_code: requiredText,
    phone: requiredText,
  })
  // The same check as the checkout form's, so a number that cannot exist never reaches a supplier.
  .superRefine((order, ctx) => {
    if (!parseGuestPhone(order.area_code, order.phone))
      ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.phoneInvalid })
  })
export type Order = z.infer<typeof orderSchema>

/** Body of hold-reservation and cancel-reservation. */
export const holdReservationBodySchema = z.object({
  order: orderSchema,
  stripe_payment_intent_id: z.string().nullable(),
  stripe_secret: z.string().nullable(),
  /** Ours: the guest's answers to each item's questions, by reservation ref and question id. */
  answers: z.record(z.string().max(64), bookingAnswersInputSchema).optional(),
})
export type HoldReservationBody = z.infer<typeof holdReservationBodySchema>

/** Body of confirm-reservation: the payment is reported as paid (code 2). */
export const confirmReservationBodySchema = z.object({ status: z.literal(PaymentStatus.Paid) })
export type ConfirmReservationBody = z.infer<typeof confirmReservationBodySchema>

export const createPaymentIntentBodySchema = z.object({
  order: orderSchema,
  is_stripe_terminal_payment_method: z.boolean(),
  terminal_id: idSchema.nullable().optional(),
  terminal_location_id: idSchema.nullable().optional(),
})
export type CreatePaymentIntentBody = z.infer<typeof createPaymentIntentBodySchema>

export const reservationCommentSchema = z.object({ reservation_ref: z.string().min(1), comments: z.string() })
export type ReservationComment = z.infer<typeof reservationCommentSchema>
