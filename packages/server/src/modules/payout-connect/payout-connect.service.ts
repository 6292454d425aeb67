import { PAYOUT_MESSAGES, type PayoutAccount, type TerminalConnectCallback } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import type { AppUser } from '../../db/schema.js'
import type { Config } from '../../env.js'
import { forbidden, notFound } from '../../lib/errors.js'
import { getPayoutAccount } from '../payouts/payout-account.service.js'
import { payoutsDb } from '../payouts/payouts.tables.js'
import {
  deauthorizeAccount,
  exchangeConnectCode,
  requireConnect,
  stateRefused,
} from '../terminal-connect/connect-oauth.js'
import {
  CONNECT_STATE_TTL_MS,
  connectStateNonce,
  newConnectState,
} from '../terminal-connect/connect-state.js'
import type { StripeConnect } from '../terminal-connect/stripe-connect.js'

/** Only the owner sets where their money goes: a sub-user acting for them is refused. */
export function payoutOwner(user: AppUser): number {
  if (user.parent_user_id !== null) throw forbidden()
  return user.id
}

/** The owner's own payout account, as the admin's user page shows it. */
export const ownPayoutAccount = (db: DB, user: AppUser): Promise<PayoutAccount> =>
  getPayoutAccount(db, payoutOwner(user))

/** Starts Stripe's OAuth round trip: a one-time state, bound to this owner, travels through Stripe's page and back. */
export async function startPayoutConnect(
  db: DB,
  config: Config,
  connect: StripeConnect,
  request: { user: AppUser; returnPath: string; redirectUri: string },
) {
  const owner = payoutOwner(request.user)
  const { nonce, state } = newConnectState(config)
  const pdb = payoutsDb(db)
  await pdb.deleteFrom('payout_connect_state').where('expires_at', '<', new Date()).execute()
  await pdb
    .insertInto('payout_connect_state')
    .values({
      nonce,
      user_id: owner,
      return_path: request.returnPath,
      expires_at: new Date(Date.now() + CONNECT_STATE_TTL_MS),
    })
    .execute()
  return { url: connect.authorizeUrl({ state, redirectUri: request.redirectUri, email: request.user.email }) }
}

/**
 * Stripe's answer: the state is used up whatever happens next (no replay), and only by the owner who
 * started it; the account Stripe names for the code becomes the owner's payout account, set by them.
 */
export async function completePayoutConnect(
  db: DB,
  config: Config,
  connect: StripeConnect,
  request: { user: AppUser; callback: TerminalConnectCallback },
): Promise<PayoutAccount> {
  const owner = payoutOwner(request.user)
  const nonce = connectStateNonce(config, request.callback.state)
  const pdb = payoutsDb(db)
  const used = nonce
    ? await pdb
        .deleteFrom('payout_connect_state')
        .where('nonce', '=', nonce)
        .where('user_id', '=', owner)
        .returning('expires_at')
        .executeTakeFirst()
    : undefined
  if (!used || used.expires_at < new Date()) throw stateRefused()
  const account = await exchangeConnectCode(connect, request.callback)
  const previous = await currentAccount(db, owner)
  const values = {
    stripe_account_id: account,
    updated_by: owner,
    updated_at: new Date(),
    connected_with_stripe: true,
  }
  await pdb
    .insertInto('payout_account')
    .values({ user_id: owner, ...values })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet(values))
    .execute()
  if (previous && previous.stripe_account_id !== account) await release(db, connect, previous)
  return getPayoutAccount(db, owner)
}

/** The owner forgets their payout account; one they connected through Stripe is disconnected there too. */
export async function disconnectPayoutAccount(
  db: DB,
  connect: StripeConnect | null,
  user: AppUser,
): Promise<PayoutAccount> {
  const owner = payoutOwner(user)
  const previous = await currentAccount(db, owner)
  if (!previous) throw notFound(PAYOUT_MESSAGES.notConnected)
  if (previous.connected_with_stripe) requireConnect(connect)
  await payoutsDb(db).deleteFrom('payout_account').where('user_id', '=', owner).execute()
  if (connect) await release(db, connect, previous)
  return getPayoutAccount(db, owner)
}

const currentAccount = (db: DB, owner: number) =>
  payoutsDb(db)
    .selectFrom('payout_account')
    .select(['stripe_account_id', 'connected_with_stripe'])
    .where('user_id', '=', owner)
    .executeTakeFirst()

/**
 * Ends the platform's access to an account the owner connected through Stripe, unless it still takes a
 * site's card-reader sales or another payout: deauthorizing ends every use of it at once.
 */
async function release(
  db: DB,
  connect: StripeConnect,
  account: { stripe_account_id: string; connected_with_stripe: boolean },
) {
  if (!account.connected_with_stripe) return
  const id = account.stripe_account_id
  const pdb = payoutsDb(db)
  const inUse =
    (await pdb
      .selectFrom('terminal_stripe_account')
      .select('id')
      .where('account_id', '=', id)
      .executeTakeFirst()) ??
    (await pdb
      .selectFrom('payout_account')
      .select('user_id')
      .where('stripe_account_id', '=', id)
      .executeTakeFirst())
  if (!inUse) await deauthorizeAccount(connect, id)
}
