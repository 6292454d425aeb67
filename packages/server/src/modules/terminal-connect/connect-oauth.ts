import { MESSAGES } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { ApiError, badRequest } from '../../lib/errors.js'
import { payoutsDb } from '../payouts/payouts.tables.js'
import { connectStateNonce } from './connect-state.js'
import type { StripeConnect } from './stripe-connect.js'

// What every Stripe Connect OAuth round trip shares: the card reader's accounts per site and currency
// (Terminal Settings) and an owner's payout account (the earnings pages).

export const connectFieldError = (path: string, message: string) =>
  badRequest(`${path}: ${message}`, [{ path, message }])
export const stateRefused = () => connectFieldError('state', MESSAGES.terminalConnectStateInvalid)
export const stripeErrorType = (error: unknown) => (error as { type?: string } | null)?.type ?? ''

/** Without a Stripe key or Connect client id nothing can be connected: the payment-system notice. */
export function requireConnect(connect: StripeConnect | null): StripeConnect {
  if (!connect) throw new ApiError(422, MESSAGES.paymentSystemIssue)
  return connect
}

const origin = (host: string) => `${/(^|\.)localhost(:\d+)?$/.test(host) ? 'http' : 'https'}://${host}`

/** The one address registered with Stripe: it sends the browser on to the page the round trip began at. */
export const connectRedirectUri = (config: Config) =>
  `${origin(config.APP_HOST)}/core/public/payment-provider/stripe-return`

/** The connected account for the code Stripe sent back; a declined, unknown or used code is a 400 on `code`. */
export async function exchangeConnectCode(
  connect: StripeConnect,
  callback: { code?: string; error?: string },
): Promise<string> {
  if (callback.error || !callback.code) throw connectFieldError('code', MESSAGES.terminalConnectCodeRefused)
  try {
    return await connect.exchangeCode(callback.code)
  } catch (error) {
    // Stripe refuses a code that is unknown, expired or already exchanged (`invalid_grant`).
    if (['StripeInvalidGrantError', 'StripeOAuthInvalidRequestError'].includes(stripeErrorType(error))) {
      throw connectFieldError('code', MESSAGES.terminalConnectCodeRefused)
    }
    throw error
  }
}

/** Ends the platform's access to an account; one the owner already disconnected at Stripe is no error. */
export async function deauthorizeAccount(connect: StripeConnect, account: string) {
  try {
    await connect.deauthorize(account)
  } catch (error) {
    if (stripeErrorType(error) !== 'StripeInvalidClientError') throw error
  }
}

/** Where Stripe's redirect goes on to: the back-office page whose round trip signed this state. */
export async function returnPathOf(db: DB, config: Config, state: string) {
  const nonce = connectStateNonce(config, state)
  if (!nonce) throw stateRefused()
  const pdb = payoutsDb(db)
  const row =
    (await pdb
      .selectFrom('terminal_connect_state')
      .select('return_path')
      .where('nonce', '=', nonce)
      .executeTakeFirst()) ??
    (await pdb
      .selectFrom('payout_connect_state')
      .select('return_path')
      .where('nonce', '=', nonce)
      .executeTakeFirst())
  if (!row) throw stateRefused()
  return row.return_path
}
