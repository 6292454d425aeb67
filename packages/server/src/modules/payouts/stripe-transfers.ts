import type { Config } from '../../env.js'
import { platformStripe, stripeSdk } from '../terminals/stripe-client.js'

export interface TransferRequest {
  amountMinor: number
  currency: string
  destination: string
  /** The same key for a retry of the same attempt, so Stripe makes the transfer once. */
  idempotencyKey: string
  transferGroup: string
  metadata: Record<string, string>
}

/** Stripe's answer: the transfer's id, or the reason Stripe gave for refusing it. */
export type TransferResult =
  | { ok: true; transferId: string }
  | { ok: false; refusal: string }
  /** Another request with the same key is still running at Stripe: this one must not be called failed. */
  | { ok: false; inFlight: true }

export interface StripeTransfers {
  transfer(request: TransferRequest): Promise<TransferResult>
}

const clients = new WeakMap<Config, StripeTransfers | null>()

/** None without a Stripe key: payouts then answer the payment-system notice. */
export function stripeTransfersFor(config: Config): StripeTransfers | null {
  if (!clients.has(config)) clients.set(config, createTransfers(config))
  return clients.get(config)!
}

function createTransfers(config: Config): StripeTransfers | null {
  const key = config.STRIPE_SECRET_KEY
  if (!key) return null
  const stripe = platformStripe({ ...config, STRIPE_SECRET_KEY: key })
  return {
    async transfer(request) {
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            destination: request.destination,
            transfer_group: request.transferGroup,
            metadata: request.metadata,
          },
          { idempotencyKey: request.idempotencyKey },
        )
        return { ok: true, transferId: transfer.id }
      } catch (error) {
        // Stripe answered and said no (a card, request, idempotency or permission error): its words are the
        // reason. A network failure or a Stripe outage is thrown on, so the attempt stays pending and a retry
        // with the same key finds out what happened.
        if (error instanceof stripeSdk().errors.StripeIdempotencyError) return { ok: false, inFlight: true }
        if (error instanceof stripeSdk().errors.StripeError && error.statusCode && error.statusCode < 500) {
          return { ok: false, refusal: error.message }
        }
        throw error
      }
    },
  }
}
