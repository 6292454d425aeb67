import type { Config } from '../../env.js'
import { platformStripe } from '../terminals/stripe-client.js'

/** Stripe Connect Standard OAuth: a partner connects their own Stripe account to the platform. */
export interface StripeConnect {
  authorizeUrl(request: { state: string; redirectUri: string; email?: string }): string
  /** The connected account's id (`acct_…`) for the code Stripe gave the partner's browser. */
  exchangeCode(code: string): Promise<string>
  deauthorize(account: string): Promise<void>
}

const clients = new WeakMap<Config, StripeConnect | null>()

/** None without a Stripe key or the platform's Connect client id. */
export function stripeConnectFor(config: Config): StripeConnect | null {
  if (!clients.has(config)) clients.set(config, createStripeConnect(config))
  return clients.get(config)!
}

function createStripeConnect(config: Config): StripeConnect | null {
  const { STRIPE_SECRET_KEY: key, STRIPE_CONNECT_CLIENT_ID: clientId } = config
  if (!key || !clientId) return null
  const stripe = platformStripe({ ...config, STRIPE_SECRET_KEY: key })
  return {
    authorizeUrl({ state, redirectUri, email }) {
      const url = stripe.oauth.authorizeUrl({
        response_type: 'code',
        client_id: clientId,
        scope: 'read_write',
        redirect_uri: redirectUri,
        state,
        ...(email ? { stripe_user: { email } } : {}),
      })
      // The SDK builds the address from its API host, which a test stand-in replaces; the partner's
      // browser always goes to Stripe's own page.
      return url.replace(/^https:\/\/[^/]+\//, 'https://connect.stripe.com/')
    },
    async exchangeCode(code) {
      const token = await stripe.oauth.token({ grant_type: 'authorization_code', code })
      if (!token.stripe_user_id) throw new Error('Stripe answered no connected account')
      return token.stripe_user_id
    },
    async deauthorize(account) {
      await stripe.oauth.deauthorize({ client_id: clientId, stripe_user_id: account })
    },
  }
}
