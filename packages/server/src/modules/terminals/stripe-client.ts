import Stripe from 'stripe'
import type { Config } from '../../env.js'

/** The platform's Stripe client; `STRIPE_API_URL` points it (and its Connect calls) at a stand-in. */
export function platformStripe(config: Config & { STRIPE_SECRET_KEY: string }) {
  const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null
  return new Stripe(config.STRIPE_SECRET_KEY, {
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
