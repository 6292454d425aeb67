import {
  PaymentStatus,
  type Cart,
  type CreatePaymentIntentBody,
  type HoldReservationBody,
} from '@jaunt/domain'
import type { HttpClient } from '../http'

/** Checkout runs on the public booking base; the site rides along as `site_id`. */
const BASE = '/booking/public'

const ref = (value: string) => encodeURIComponent(value)

export type HoldAnswer = {
  payment: { uuid: string; status: number; amount: number; currency_code: string } | null
  hold_expires_at: string | null
  /** Items the server could not hold; when any is here nothing is held. */
  failed_reservation_info: { reservation_ref: string; message: string }[]
}

/** Holds every item of the cart for the guest (all or none), with the payment to make. */
export function holdReservation(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  body: HoldReservationBody,
): Promise<HoldAnswer> {
  return http.post<HoldAnswer>(`${BASE}/hold-reservation/${ref(cartRef)}`, body, {
    query: { site_id: siteId },
  })
}

/** Confirms a held cart that needs no payment; confirming twice answers the same booking. */
export function confirmReservation(
  http: HttpClient,
  siteId: number,
  cartRef: string,
): Promise<{ payment_ref: string }> {
  return http.post<{ payment_ref: string }>(
    `${BASE}/confirm-reservation/${ref(cartRef)}`,
    { status: PaymentStatus.Paid },
    { query: { site_id: siteId } },
  )
}

/** Releases everything the cart holds (the body is the hold's); its items go back to the cart. */
export function cancelReservation(
  http: HttpClient,
  cartRef: string,
  body: HoldReservationBody,
): Promise<{ released: number }> {
  return http.put<{ released: number }>(`${BASE}/cancel-reservation/${ref(cartRef)}`, body)
}

/** The card provider's publishable key; 422 when card payments are not set up. */
export function getPaymentPublicKey(http: HttpClient, currency: string): Promise<{ public_key: string }> {
  return http.get<{ public_key: string }>(`${BASE}/payment-provider/public-key/${ref(currency)}`)
}

/** A card payment intent for the cart's total, which the server computes. */
export function createPaymentIntent(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  body: CreatePaymentIntentBody,
): Promise<{ stripe_secret: string; stripe_payment_intent: string }> {
  return http.post<{ stripe_secret: string; stripe_payment_intent: string }>(
    `${BASE}/create-payment-intent/${ref(cartRef)}`,
    body,
    { query: { site_id: siteId } },
  )
}

/** The thanks-page data: the booking with each item's status, and whether to check again. */
export function getBookingDetails(http: HttpClient, paymentRef: string, signal?: AbortSignal): Promise<Cart> {
  return http.get<Cart>(`${BASE}/booking-details/${ref(paymentRef)}`, { signal })
}
