import {
  PaymentStatus,
  type Cart,
  type CreatePaymentIntentBody,
  type HoldReservationBody,
} from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

// Checkout runs on the public booking base; the site rides along as `site_id`.

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
  const answer = typedCall(http, 'post', '/booking/public/hold-reservation/{cartRef}', {
    params: { path: { cartRef }, query: { site_id: siteId } },
    body,
  })
  return answer
}

/** Confirms a held cart that needs no payment; confirming twice answers the same booking. */
export function confirmReservation(
  http: HttpClient,
  siteId: number,
  cartRef: string,
): Promise<{ payment_ref: string }> {
  const answer = typedCall(http, 'post', '/booking/public/confirm-reservation/{cartRef}', {
    params: { path: { cartRef }, query: { site_id: siteId } },
    body: { status: PaymentStatus.Paid },
  })
  return answer
}

/** Releases everything the cart holds (the body is the hold's); its items go back to the cart. */
export function cancelReservation(
  http: HttpClient,
  cartRef: string,
  body: HoldReservationBody,
): Promise<{ released: number }> {
  return typedCall(http, 'put', '/booking/public/cancel-reservation/{cartRef}', {
    params: { path: { cartRef } },
    body,
  })
}

/** The card provider's publishable key; 422 when card payments are not set up. */
export function getPaymentPublicKey(http: HttpClient, currency: string): Promise<{ public_key: string }> {
  return typedCall(http, 'get', '/booking/public/payment-provider/public-key/{currency}', {
    params: { path: { currency } },
  })
}

/** A card payment intent for the cart's total, which the server computes. */
export function createPaymentIntent(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  body: CreatePaymentIntentBody,
): Promise<{ stripe_secret: string; stripe_payment_intent: string }> {
  const answer = typedCall(http, 'post', '/booking/public/create-payment-intent/{cartRef}', {
    params: { path: { cartRef }, query: { site_id: siteId } },
    body,
  })
  return answer
}

/** The thanks-page data: the booking with each item's status, and whether to check again. */
export function getBookingDetails(http: HttpClient, paymentRef: string, signal?: AbortSignal): Promise<Cart> {
  return typedCall(http, 'get', '/booking/public/booking-details/{paymentRef}', {
    params: { path: { paymentRef } },
    signal,
  })
}
