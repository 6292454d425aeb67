import {
  MESSAGES,
  TERMINAL_CONNECT_CURRENCIES,
  type TerminalConnectCallback,
  type TerminalStripeConnection,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { deauthorizeAccount, exchangeConnectCode, stateRefused } from './connect-oauth.js'
import { CONNECT_STATE_TTL_MS, connectStateNonce, newConnectState } from './connect-state.js'
import type { StripeConnect } from './stripe-connect.js'

const alreadyConnected = () => new ApiError(409, MESSAGES.terminalConnectAlreadyConnected)
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505'

/** The connected Stripe account taking this site's card-reader payments in a currency; null: the platform's. */
export async function connectedAccount(db: DB, siteId: number, currency: string) {
  const row = await db
    .selectFrom('terminal_stripe_account')
    .select('account_id')
    .where('site_id', '=', siteId)
    .where('currency_code', '=', currency.toUpperCase())
    .executeTakeFirst()
  return row?.account_id ?? null
}

/** Every currency the reader can take, with its connected account if the partner connected one. */
export async function listConnections(db: DB, siteId: number): Promise<TerminalStripeConnection[]> {
  const rows = await db
    .selectFrom('terminal_stripe_account as a')
    .leftJoin('app_user as u', 'u.id', 'a.connected_by_user_id')
    .select(['a.currency_code', 'a.account_id', 'a.connected_at', 'u.name as connected_by'])
    .where('a.site_id', '=', siteId)
    .execute()
  return TERMINAL_CONNECT_CURRENCIES.map((currency_code) => {
    const row = rows.find((candidate) => candidate.currency_code === currency_code)
    return {
      currency_code,
      connected: Boolean(row),
      account_id: row?.account_id ?? null,
      connected_at: row ? row.connected_at.toISOString() : null,
      connected_by: row?.connected_by ?? null,
    }
  })
}

/**
 * Starts Stripe's OAuth round trip for one currency: a one-time state, bound to this partner, site and
 * currency, travels through Stripe's page and back.
 */
export async function startConnect(
  db: DB,
  config: Config,
  connect: StripeConnect,
  request: { user: AppUser; siteId: number; currency: string; returnPath: string; redirectUri: string },
) {
  const currency = request.currency.toUpperCase()
  if (await connectedAccount(db, request.siteId, currency)) throw alreadyConnected()
  const { nonce, state } = newConnectState(config)
  await db.deleteFrom('terminal_connect_state').where('expires_at', '<', new Date()).execute()
  await db
    .insertInto('terminal_connect_state')
    .values({
      nonce,
      site_id: request.siteId,
      currency_code: currency,
      user_id: request.user.id,
      return_path: request.returnPath,
      expires_at: new Date(Date.now() + CONNECT_STATE_TTL_MS),
    })
    .execute()
  return {
    currency_code: currency,
    url: connect.authorizeUrl({ state, redirectUri: request.redirectUri, email: request.user.email }),
  }
}

/**
 * Stripe's answer: the state is used up whatever happens next, so it can never be replayed; the code
 * is exchanged for the partner's account, kept for the site and currency.
 */
export async function completeConnect(
  db: DB,
  config: Config,
  connect: StripeConnect,
  request: { user: AppUser; siteId: number; callback: TerminalConnectCallback },
) {
  const nonce = connectStateNonce(config, request.callback.state)
  const used = nonce
    ? await db
        .deleteFrom('terminal_connect_state')
        .where('nonce', '=', nonce)
        .where('site_id', '=', request.siteId)
        .where('user_id', '=', request.user.id)
        .returning(['currency_code', 'expires_at'])
        .executeTakeFirst()
    : undefined
  if (!used || used.expires_at < new Date()) throw stateRefused()
  if (await connectedAccount(db, request.siteId, used.currency_code)) throw alreadyConnected()
  const account = await exchangeConnectCode(connect, request.callback)
  try {
    await db
      .insertInto('terminal_stripe_account')
      .values({
        site_id: request.siteId,
        currency_code: used.currency_code,
        account_id: account,
        connected_by_user_id: request.user.id,
      })
      .execute()
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyConnected()
    throw error
  }
  return (await listConnections(db, request.siteId)).find((row) => row.currency_code === used.currency_code)!
}

/**
 * Ends the platform's access to the partner's account for a currency. Its locations and readers live in
 * that account, out of reach once deauthorized, so they must go first.
 */
export async function deauthorize(db: DB, connect: StripeConnect, siteId: number, currency: string) {
  const code = currency.toUpperCase()
  const account = await connectedAccount(db, siteId, code)
  if (!account) throw notFound(MESSAGES.terminalConnectNotConnected)
  const location = await db
    .selectFrom('terminal_location')
    .select('id')
    .where('site_id', '=', siteId)
    .where('provider_account', '=', account)
    .executeTakeFirst()
  if (location) throw new ApiError(409, MESSAGES.terminalConnectHasLocations)
  await deauthorizeAccount(connect, account)
  await db
    .deleteFrom('terminal_stripe_account')
    .where('site_id', '=', siteId)
    .where('currency_code', '=', code)
    .execute()
  return (await listConnections(db, siteId)).find((row) => row.currency_code === code)!
}
