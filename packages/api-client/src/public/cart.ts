import type { Cart, CartItemRequest, CartValidation, ReservationComment } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

// The widget's cart: the gateway variant, which names the widget's site on every call.
const scope = (siteId: number) => ({ request_for_widget: 'true' as const, site_id: siteId })

/** The cart with every item in full: when, what, for whom, price and whether it can still be booked. */
export function getCart(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  signal?: AbortSignal,
): Promise<Cart> {
  const answer = typedCall(http, 'get', '/gateway/booking/public/cart-reservation/{ref}', {
    params: { path: { ref: cartRef }, query: { ...scope(siteId), with_full_details: 'true' } },
    signal,
  })
  return answer
}

/**
 * Adds items to the cart (a new one without a ref); the server checks availability and sets the
 * prices. Refusals: 409 sold out, 422 not bookable, 400 bad input, each with a message to show.
 */
export function addToCart(
  http: HttpClient,
  siteId: number,
  cartRef: string | null,
  items: readonly CartItemRequest[],
): Promise<Cart> {
  const answer = typedCall(http, 'post', '/gateway/booking/public/cart-reservation', {
    params: { query: { ...scope(siteId), cart_ref: cartRef ?? undefined } },
    body: [...items],
  })
  return answer
}

export function removeCartItem(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  reservationRef: string,
): Promise<Cart> {
  const answer = typedCall(
    http,
    'delete',
    '/gateway/booking/public/cart-reservation/{cartRef}/{reservationRef}',
    {
      params: { path: { cartRef, reservationRef }, query: scope(siteId) },
    },
  )
  return answer
}

export function removeCartPackage(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  packageId: number,
): Promise<Cart> {
  const answer = typedCall(http, 'delete', '/gateway/booking/public/cart-reservation/{ref}', {
    params: { path: { ref: cartRef }, query: scope(siteId) },
    body: { package_id: packageId },
  })
  return answer
}

/** A guest's comment for the supplier on one item. */
export function commentOnReservation(
  http: HttpClient,
  siteId: number,
  reservationRef: string,
  comments: string,
): Promise<ReservationComment> {
  const answer = typedCall(http, 'post', '/gateway/booking/public/cart-reservation/{ref}', {
    params: { path: { ref: reservationRef }, query: scope(siteId) },
    body: { comments },
  })
  return answer
}

/** Whether every item can still be booked, before checkout. */
export function validateCartItems(
  http: HttpClient,
  siteId: number,
  cartRef: string,
): Promise<CartValidation> {
  const answer = typedCall(http, 'post', '/gateway/booking/public/checkout/validate-items', {
    params: { query: scope(siteId) },
    body: { cart_ref: cartRef },
  })
  return answer
}
