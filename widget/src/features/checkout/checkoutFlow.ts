import {
  cancelReservation,
  confirmReservation,
  createPaymentIntent,
  holdReservation,
  isApiError,
  NO_RESPONSE_STATUS,
  type HttpClient,
} from '@jaunt/api-client'
import {
  isCartValid,
  orderFromPersonalInfo,
  PaymentMethod,
  type Cart,
  type CheckoutPersonalInfo,
  type HoldReservationBody,
} from '@jaunt/domain'

import { answersToSend, type BookingAnswers } from './bookingAnswers'

/** The card form as the flow uses it, whatever provider draws it. */
export interface CardPayer {
  /** Checks what the guest typed before anything is held. */
  submit(): Promise<{ ok: true } | { ok: false; problem: 'empty' | 'invalid' }>
  /** Confirms the intent: 3-D Secure in a modal, or a redirect to `returnUrl` when the bank needs it. */
  confirm(clientSecret: string, returnUrl: string): Promise<{ ok: true } | { ok: false; message: string }>
}

export type CheckoutMethod = typeof PaymentMethod.NoPayment | typeof PaymentMethod.Card

export type FailedItem = { reservation_ref: string; message: string }

export type CheckoutProblem =
  | { kind: 'personal-info' }
  | { kind: 'unanswered' }
  | { kind: 'currency' }
  | { kind: 'invalid-cart' }
  | { kind: 'no-card-element' }
  | { kind: 'card-empty' }
  | { kind: 'card-invalid' }
  | { kind: 'no-intent' }
  | { kind: 'hold-failed'; items: FailedItem[] }
  | { kind: 'declined'; message: string }
  | { kind: 'call'; status: number; message: string }

export type CheckoutResult = { ok: true; paymentRef: string } | { ok: false; problem: CheckoutProblem }

export type CheckoutRequest = {
  http: HttpClient
  siteId: number
  cart: Cart
  info: CheckoutPersonalInfo | null
  method: CheckoutMethod
  card: CardPayer | null
  /** The guest's answers to the items' questions. */
  answers?: BookingAnswers
  /** Where the bank sends the guest back after a redirect, for this payment reference. */
  returnUrl: (paymentRef: string) => string
  /** The places are held until then while the guest pays (ISO time, or null when not said). */
  onHeld?: (until: string | null) => void
}

const failure = (problem: CheckoutProblem): CheckoutResult => ({ ok: false, problem })

const callProblem = (error: unknown): CheckoutProblem =>
  isApiError(error)
    ? { kind: 'call', status: error.status, message: error.message }
    : { kind: 'call', status: NO_RESPONSE_STATUS, message: '' }

/**
 * Books the cart as the spec's checkout runs: hold every item (with the card intent, when paying by
 * card), then confirm without payment or confirm the card. Whatever fails after the hold releases it,
 * so the guest's items go back to the cart and nothing stays blocked for others.
 */
export async function runCheckout(request: CheckoutRequest): Promise<CheckoutResult> {
  const { http, siteId, cart, info, method, card } = request
  if (!info) return failure({ kind: 'personal-info' })
  if (!cart.cart_currency) return failure({ kind: 'currency' })
  if (!isCartValid(cart)) return failure({ kind: 'invalid-cart' })
  const order = orderFromPersonalInfo(info)

  let paying: { card: CardPayer; secret: string; intentId: string } | null = null
  if (method === PaymentMethod.Card) {
    if (!card) return failure({ kind: 'no-card-element' })
    const checked = await card.submit()
    if (!checked.ok) return failure({ kind: checked.problem === 'empty' ? 'card-empty' : 'card-invalid' })
    try {
      const intent = await createPaymentIntent(http, siteId, cart.cart_ref, {
        order,
        is_stripe_terminal_payment_method: false,
      })
      if (!intent.stripe_secret || !intent.stripe_payment_intent) return failure({ kind: 'no-intent' })
      paying = { card, secret: intent.stripe_secret, intentId: intent.stripe_payment_intent }
    } catch (error) {
      return failure(callProblem(error))
    }
  }

  const answers = answersToSend(cart, request.answers ?? {})
  const body: HoldReservationBody = {
    order,
    stripe_payment_intent_id: paying?.intentId ?? null,
    stripe_secret: paying?.secret ?? null,
    ...(Object.keys(answers).length > 0 ? { answers } : {}),
  }
  const release = () => cancelReservation(http, cart.cart_ref, body).catch(() => undefined)

  let paymentRef: string
  try {
    const held = await holdReservation(http, siteId, cart.cart_ref, body)
    if (held.failed_reservation_info.length > 0) {
      await release()
      return failure({ kind: 'hold-failed', items: held.failed_reservation_info })
    }
    if (!held.payment) {
      await release()
      return failure({ kind: 'call', status: NO_RESPONSE_STATUS, message: '' })
    }
    paymentRef = held.payment.uuid
    request.onHeld?.(held.hold_expires_at)
  } catch (error) {
    await release()
    return failure(callProblem(error))
  }

  try {
    if (!paying) {
      const confirmed = await confirmReservation(http, siteId, cart.cart_ref)
      return { ok: true, paymentRef: confirmed.payment_ref }
    }
    const paid = await paying.card.confirm(paying.secret, request.returnUrl(paymentRef))
    if (!paid.ok) {
      await release()
      return failure({ kind: 'declined', message: paid.message })
    }
    return { ok: true, paymentRef }
  } catch (error) {
    await release()
    return failure(callProblem(error))
  }
}
