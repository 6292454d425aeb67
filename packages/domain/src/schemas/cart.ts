import { z } from 'zod'
import { paymentMethodSchema } from '../enums/paymentMethod'
import { amountSchema, currencyCodeSchema } from './common'
import { cartReservationSchema, reservedPackageSchema } from './reservation'

export const paymentInfoSchema = z.object({ payment_method: paymentMethodSchema, uuid: z.string().min(1) })
export type PaymentInfo = z.infer<typeof paymentInfoSchema>

export const cartSchema = z.object({
  cart_ref: z.string().min(1),
  cart_total_price: amountSchema,
  // May be missing on an empty cart; payment cannot start without it (MESSAGES.cartCurrencyRequired).
  cart_currency: currencyCodeSchema.nullable(),
  reservations: z.array(cartReservationSchema),
  reserved_package: z.array(reservedPackageSchema),
  /** Only on the thanks-page data: true while the booking outcome is still being settled. */
  retry_status_check: z.boolean().optional(),
  payment_info: paymentInfoSchema.nullable().optional(),
})
export type Cart = z.infer<typeof cartSchema>
