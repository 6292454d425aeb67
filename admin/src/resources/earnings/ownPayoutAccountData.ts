import { apiOf } from '@jaunt/api-client/admin'
import { dataOf, type HttpClient } from '@jaunt/api-client'
import { payoutAccountSchema, type PayoutAccount, type TerminalConnectCallback } from '@jaunt/domain'

const account = async (answer: Promise<unknown>): Promise<PayoutAccount> =>
  payoutAccountSchema.parse(await answer)

/** The signed-in owner's own payout account. */
export const getOwnPayoutAccount = (client: HttpClient) =>
  account(dataOf(apiOf(client).GET('/core/v1/payout-account')))

/** Stripe's OAuth page, where the owner's browser goes to connect their Stripe account. */
export const startOwnPayoutConnect = async (client: HttpClient): Promise<string> =>
  (await dataOf(apiOf(client).POST('/core/v1/payout-account/connect'))).url

/** Finishes the round trip with what Stripe sent back (`code` and `state`, or `error`). */
export const finishOwnPayoutConnect = (client: HttpClient, body: TerminalConnectCallback) =>
  account(dataOf(apiOf(client).POST('/core/v1/payout-account/callback', { body })))

export const disconnectOwnPayoutAccount = (client: HttpClient) =>
  account(dataOf(apiOf(client).POST('/core/v1/payout-account/disconnect')))
