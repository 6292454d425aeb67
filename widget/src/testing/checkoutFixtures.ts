import type { Cart } from '@jaunt/domain'
import type { FixtureRoute } from './fixtureServer'
import type { Marketplace } from './fixtures'

export const PAYMENT_REF = '7d3f1e22-0000-4000-8000-00000000c0de'

export interface Checkout {
  /** Items the next hold refuses, with the reason. */
  refuseHold: { reservation_ref: string; message: string }[]
  /** How many times the booking details answer "still settling" before they settle. */
  settlingAnswers: number
  /** The booking as booked: the cart confirmed, with booking numbers. */
  booked: Cart | null
}

export const createCheckout = (overrides: Partial<Checkout> = {}): Checkout => ({
  refuseHold: [],
  settlingAnswers: 0,
  booked: null,
  ...overrides,
})

const confirmedOf = (cart: Cart): Cart => ({
  ...cart,
  reservations: cart.reservations.map((item, index) => ({
    ...item,
    status: 'CONFIRM',
    booking_number: `JNT-${1000 + index}`,
  })),
  reserved_package: cart.reserved_package.map((reserved) => ({ ...reserved, status: true })),
})

/** The booking calls of the public API, as the server answers them, for the marketplace's cart. */
export function checkoutRoutes(market: Marketplace, checkout: Checkout): FixtureRoute[] {
  return [
    {
      method: 'POST',
      path: '/booking/public/hold-reservation/:cartRef',
      answer: () => ({
        status: 200,
        body: {
          payment:
            checkout.refuseHold.length > 0
              ? null
              : { uuid: PAYMENT_REF, status: 1, amount: market.cart?.cart_total_price, currency_code: 'NOK' },
          hold_expires_at:
            checkout.refuseHold.length > 0 ? null : new Date(Date.now() + 15 * 60_000).toISOString(),
          failed_reservation_info: checkout.refuseHold,
        },
      }),
    },
    {
      method: 'POST',
      path: '/booking/public/confirm-reservation/:cartRef',
      answer: () => {
        if (!market.cart) return { status: 404, body: { message: 'Cart not found' } }
        checkout.booked = confirmedOf(market.cart)
        return { status: 200, body: { payment_ref: PAYMENT_REF } }
      },
    },
    {
      method: 'PUT',
      path: '/booking/public/cancel-reservation/:cartRef',
      answer: () => ({ status: 200, body: { released: market.cart?.reservations.length ?? 0 } }),
    },
    {
      method: 'GET',
      path: '/booking/public/payment-provider/public-key/:currency',
      answer: () => ({ status: 200, body: { public_key: 'pk_test_jaunt' } }),
    },
    {
      method: 'POST',
      path: '/booking/public/create-payment-intent/:cartRef',
      answer: () => ({
        status: 200,
        body: { stripe_secret: 'pi_1_secret_2', stripe_payment_intent: 'pi_1' },
      }),
    },
    {
      method: 'GET',
      path: '/booking/public/booking-details/:paymentRef',
      answer: ({ params }) => {
        if (params.paymentRef !== PAYMENT_REF || !market.cart)
          return { status: 404, body: { message: 'Booking not found' } }
        if (checkout.settlingAnswers > 0) {
          checkout.settlingAnswers -= 1
          return { status: 200, body: { ...market.cart, retry_status_check: true } }
        }
        checkout.booked ??= confirmedOf(market.cart)
        return { status: 200, body: { ...checkout.booked, retry_status_check: false } }
      },
    },
  ]
}
