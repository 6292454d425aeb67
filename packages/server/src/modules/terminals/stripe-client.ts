import type Stripe from 'stripe'
import { later } from '../../lib/load-later.js'
import type { Config } from '../../env.js'

/** Stripe's SDK, loaded when a card, a reader or a transfer first needs it. */
export const stripeSdk = later<typeof Stripe>('stripe')

/** The platform's Stripe client; `STRIPE_API_URL` points it (and its Connect calls) at a stand-in. */
export function platformStripe(config: Config & { STRIPE_SECRET_KEY: string }): Stripe {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  const Sdk = stripeSdk()
  return new Sdk(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || 80),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  })
}
