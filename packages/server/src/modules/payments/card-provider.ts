import type Stripe from 'stripe'
import type { Config } from '../../env.js'
import { platformStripe } from '../terminals/stripe-client.js'

export interface CardRefund {
  id: string
  status: string
  amountMinor: number
}

export interface CardIntent {
  id: string
  clientSecret: string
  status: string
  amountMinor: number
  currency: string
}

/** Card payments, as the checkout needs them; Stripe is the one provider, reached through its SDK. */
export interface CardProvider {
  publicKey: string
  createIntent(request: {
    amountMinor: number
    currency: string
    cartRef: string
    email?: string
  }): Promise<CardIntent>
  retrieveIntent(id: string): Promise<CardIntent>
  /**
   * Gives back part or all of a paid intent; the same idempotency key never refunds twice. `account`:
   * the partner's connected Stripe account the intent was made on (a desk sale), else the platform's.
   */
  refund(
    paymentIntentId: string,
    amountMinor: number,
    idempotencyKey?: string,
    account?: string | null,
  ): Promise<CardRefund>
  verifyWebhook(rawBody: Buffer, signature: string): Promise<Stripe.Event>
}

const intentOf = (intent: Stripe.PaymentIntent): CardIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountMinor: intent.amount,
  currency: intent.currency.toUpperCase(),
})

/** Without Stripe keys there is no card provider: the card method is simply not offered. */
export function createCardProvider(config: Config): CardProvider | null {
  if (!config.STRIPE_SECRET_KEY || !config.STRIPE_PUBLISHABLE_KEY) return null
  const secretKey = config.STRIPE_SECRET_KEY
  let client: Stripe | undefined
  // Made on the first card call, so a start with keys still does not load the SDK.
  const stripe = () => (client ??= platformStripe({ ...config, STRIPE_SECRET_KEY: secretKey }))
  return {
    publicKey: config.STRIPE_PUBLISHABLE_KEY,
    async createIntent({ amountMinor, currency, cartRef, email }) {
      const intent = await stripe().paymentIntents.create(
        {
          amount: amountMinor,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          metadata: { cart_ref: cartRef },
          ...(email ? { receipt_email: email } : {}),
        },
        // One intent per cart and amount, even when the guest clicks Pay twice.
        { idempotencyKey: `cart-${cartRef}-${amountMinor}-${currency}` },
      )
      return intentOf(intent)
    },
    async retrieveIntent(id) {
      return intentOf(await stripe().paymentIntents.retrieve(id))
    },
    async refund(paymentIntentId, amountMinor, idempotencyKey, account) {
      const refund = await stripe().refunds.create(
        { payment_intent: paymentIntentId, amount: amountMinor },
        { ...(idempotencyKey ? { idempotencyKey } : {}), ...(account ? { stripeAccount: account } : {}) },
      )
      return { id: refund.id, status: refund.status ?? 'pending', amountMinor: refund.amount }
    },
    async verifyWebhook(rawBody, signature) {
      if (!config.STRIPE_WEBHOOK_SECRET) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
      return stripe().webhooks.constructEventAsync(rawBody, signature, config.STRIPE_WEBHOOK_SECRET)
    },
  }
}
