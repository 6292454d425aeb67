import type Stripe from 'stripe'
import type { Config } from '../../env.js'
import { platformStripe } from './stripe-client.js'
import type { CardIntent, CardRefund } from '../payments/card-provider.js'

export interface ReaderAddress {
  line1: string
  line2?: string | null
  city: string
  postal_code: string
  state: string
  country: string
}

/** The card provider's side of the terminals: locations, readers and the reader SDK's tokens. */
export interface TerminalProvider {
  createLocation(name: string, address: ReaderAddress): Promise<string>
  updateLocation(ref: string, name: string, address: ReaderAddress): Promise<void>
  deleteLocation(ref: string): Promise<void>
  registerReader(code: string, label: string, locationRef: string): Promise<string>
  renameReader(ref: string, label: string): Promise<void>
  deleteReader(ref: string): Promise<void>
  connectionToken(locationRef?: string): Promise<string>
  createTerminalIntent(request: {
    amountMinor: number
    currency: string
    cartRef: string
    /** A new attempt after a cancelled one needs a new intent: a cancelled intent cannot be collected. */
    attempt?: number
  }): Promise<{ id: string; clientSecret: string }>
  retrieveIntent(id: string): Promise<CardIntent>
  /** Stops an intent no card has paid yet, so a reader that comes back cannot charge it any more. */
  cancelIntent(id: string): Promise<CardIntent>
  refund(
    paymentIntentId: string,
    amountMinor: number,
    idempotencyKey?: string,
    account?: string | null,
  ): Promise<CardRefund>
  /** The same calls on a partner's connected Stripe account (`Stripe-Account`); null: the platform's. */
  onAccount(account: string | null | undefined): TerminalProvider
}

const intentOf = (intent: Stripe.PaymentIntent): CardIntent => ({
  id: intent.id,
  clientSecret: intent.client_secret ?? '',
  status: intent.status,
  amountMinor: intent.amount,
  currency: intent.currency.toUpperCase(),
})

const clients = new WeakMap<Config, TerminalProvider | null>()

/** Stripe Terminal through the SDK, with the card provider's key; none without a key. */
export function terminalProviderFor(config: Config): TerminalProvider | null {
  if (!clients.has(config)) clients.set(config, createTerminalProvider(config))
  return clients.get(config)!
}

function createTerminalProvider(config: Config): TerminalProvider | null {
  if (!config.STRIPE_SECRET_KEY) return null
  const stripe = platformStripe({ ...config, STRIPE_SECRET_KEY: config.STRIPE_SECRET_KEY })
  const accounts = new Map<string, TerminalProvider>()
  const onAccount = (account: string | null | undefined): TerminalProvider => {
    if (!account) return platform
    if (!accounts.has(account)) accounts.set(account, onStripeAccount(stripe, account, onAccount))
    return accounts.get(account)!
  }
  const platform = onStripeAccount(stripe, null, onAccount)
  return platform
}

function onStripeAccount(
  stripe: Stripe,
  account: string | null,
  onAccount: (account: string | null | undefined) => TerminalProvider,
): TerminalProvider {
  const on = account ? { stripeAccount: account } : {}
  const address = (a: ReaderAddress) => ({ ...a, line2: a.line2 || undefined })
  const provider: TerminalProvider = {
    async createLocation(name, a) {
      return (await stripe.terminal.locations.create({ display_name: name, address: address(a) }, on)).id
    },
    async updateLocation(ref, name, a) {
      await stripe.terminal.locations.update(ref, { display_name: name, address: address(a) }, on)
    },
    async deleteLocation(ref) {
      await stripe.terminal.locations.del(ref, {}, on)
    },
    async registerReader(code, label, locationRef) {
      const reader = await stripe.terminal.readers.create(
        { registration_code: code, label, location: locationRef },
        on,
      )
      return reader.id
    },
    async renameReader(ref, label) {
      await stripe.terminal.readers.update(ref, { label }, on)
    },
    async deleteReader(ref) {
      await stripe.terminal.readers.del(ref, {}, on)
    },
    async connectionToken(locationRef) {
      const token = await stripe.terminal.connectionTokens.create(
        locationRef ? { location: locationRef } : {},
        on,
      )
      return token.secret
    },
    async createTerminalIntent({ amountMinor, currency, cartRef, attempt = 0 }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountMinor,
          currency: currency.toLowerCase(),
          allowed_payment_method_types: ['card_present'],
          capture_method: 'automatic',
          metadata: { cart_ref: cartRef, channel: 'terminal' },
        },
        // One intent per cart and amount: a second tap on Pay collects on the same intent, never twice.
        { ...on, idempotencyKey: `terminal-${cartRef}-${amountMinor}-${currency}-${attempt}` },
      )
      return { id: intent.id, clientSecret: intent.client_secret ?? '' }
    },
    async retrieveIntent(id) {
      return intentOf(await stripe.paymentIntents.retrieve(id, {}, on))
    },
    async cancelIntent(id) {
      return intentOf(await stripe.paymentIntents.cancel(id, {}, on))
    },
    async refund(paymentIntentId, amountMinor, idempotencyKey, given) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountMinor },
        { ...(given ? { stripeAccount: given } : on), ...(idempotencyKey ? { idempotencyKey } : {}) },
      )
      return { id: refund.id, status: refund.status ?? 'pending', amountMinor: refund.amount }
    },
    onAccount,
  }
  return provider
}
