import type { Cart, CartItemRequest, CartValidation, ReservationComment } from '@jaunt/domain'
import type { HttpClient, Query } from '../http'

/** The widget's cart: the gateway variant, which names the widget's site on every call. */
const BASE = '/gateway/booking/public'

const scope = (siteId: number): Query => ({ request_for_widget: 'true', site_id: siteId })

/** The cart with every item in full: when, what, for whom, price and whether it can still be booked. */
export function getCart(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  signal?: AbortSignal,
): Promise<Cart> {
  return http.get<Cart>(`${BASE}/cart-reservation/${encodeURIComponent(cartRef)}`, {
    query: { ...scope(siteId), with_full_details: 'true' },
    signal,
  })
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
  return http.post<Cart>(`${BASE}/cart-reservation`, items, {
    query: { ...scope(siteId), cart_ref: cartRef },
  })
}

export function removeCartItem(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  reservationRef: string,
): Promise<Cart> {
  return http.delete<Cart>(
    `${BASE}/cart-reservation/${encodeURIComponent(cartRef)}/${encodeURIComponent(reservationRef)}`,
    { query: scope(siteId) },
  )
}

export function removeCartPackage(
  http: HttpClient,
  siteId: number,
  cartRef: string,
  packageId: number,
): Promise<Cart> {
  return http.request<Cart>('DELETE', `${BASE}/cart-reservation/${encodeURIComponent(cartRef)}`, {
    query: scope(siteId),
    body: { package_id: packageId },
  })
}

/** A guest's comment for the supplier on one item. */
export function commentOnReservation(
  http: HttpClient,
  siteId: number,
  reservationRef: string,
  comments: string,
): Promise<ReservationComment> {
  return http.post<ReservationComment>(
    `${BASE}/cart-reservation/${encodeURIComponent(reservationRef)}`,
    { comments },
    { query: scope(siteId) },
  )
}

/** Whether every item can still be booked, before checkout. */
export function validateCartItems(
  http: HttpClient,
  siteId: number,
  cartRef: string,
): Promise<CartValidation> {
  return http.post<CartValidation>(
    `${BASE}/checkout/validate-items`,
    { cart_ref: cartRef },
    { query: scope(siteId) },
  )
}
