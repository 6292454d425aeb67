import { z } from 'zod'
import { CANCELLATION_REFUSALS } from '../rules/cancellationRefund'
import { currencyCodeSchema } from './common'
import { customerReservationViewSchema } from './customerReservation'

/** The customer area's own texts, not in the spec; the server sends them as `message`. */
export const CUSTOMER_AREA_MESSAGES = {
  linkSent: 'If we have bookings for this email, we have sent you a link to see them.',
  linkExpired: 'This link has expired or has already been used. Ask for a new one.',
  reservationNotFound: 'Reservation not found',
  alreadyCancelled: CANCELLATION_REFUSALS.alreadyCancelled,
} as const

/** The same answer whether or not the email has bookings, so the form reveals nothing. */
export const customerLoginAnswerSchema = z.object({ message: z.string() })
export type CustomerLoginAnswer = z.infer<typeof customerLoginAnswerSchema>

/** The emailed link's token, traded once for a customer session. */
export const customerLoginTokenBodySchema = z.object({ token: z.string().trim().min(1).max(200) })
export type CustomerLoginTokenBody = z.infer<typeof customerLoginTokenBodySchema>

export const customerSessionSchema = z.object({
  customer_session_token: z.string().min(1),
  expires_at: z.iso.datetime({ offset: true }),
})
export type CustomerSession = z.infer<typeof customerSessionSchema>

export const CUSTOMER_RESERVATION_TABS = ['upcoming', 'cancelled'] as const
export type CustomerReservationTab = (typeof CUSTOMER_RESERVATION_TABS)[number]

export const customerReservationListBodySchema = z.object({
  tab: z.enum(CUSTOMER_RESERVATION_TABS),
  page: z.number().int().min(1).default(1),
  limit: z.number().int().min(1).max(100).default(12),
})
export type CustomerReservationListBody = z.input<typeof customerReservationListBodySchema>

export const customerReservationListSchema = z.object({
  data: z.array(customerReservationViewSchema),
  total: z.number().int().nonnegative(),
})
export type CustomerReservationList = z.infer<typeof customerReservationListSchema>

/** What cancelling a booking now would give back, computed by the server at the time of the call. */
export const customerCancellationPolicySchema = z.object({
  cancellable: z.boolean(),
  refund_percentage: z.number().min(0).max(100),
  refund_amount: z.number().nonnegative(),
  currency_code: currencyCodeSchema,
  hours_before: z.number().nonnegative().nullable(),
  free_cancellation: z.boolean(),
  non_refundable: z.boolean(),
  reason_if_not_cancellable: z.string().nullable(),
  /** Ours: false when nothing was paid (no-payment checkout), so nothing is refunded whatever the policy. */
  paid: z.boolean(),
})
export type CustomerCancellationPolicy = z.infer<typeof customerCancellationPolicySchema>
