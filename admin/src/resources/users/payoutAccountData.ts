import type { ApiClient } from '@jaunt/api-client'
import type { PayoutAccount } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import { answerOf } from '../../data/answerOf'
import type { ResourceOverrides } from '../../data/overrides'

/** The Stripe account a user's earnings are paid to, by the user's id. */
export const PAYOUT_ACCOUNT_RESOURCE = 'payout-account'

/** GET and PUT /core/v1/admin/user/{id}/payout-account; an empty field forgets the account. */
export function payoutAccountOverrides(api: ApiClient): ResourceOverrides {
  const user = (id: unknown) => ({ params: { path: { id: Number(id) } } })
  const record = (account: PayoutAccount) => ({ id: account.user_id, ...account })
  const provider: Partial<DataProvider> = {
    getOne: async (_resource, { id, signal }) => {
      const account = await answerOf(
        api.GET('/core/v1/admin/user/{id}/payout-account', { ...user(id), signal }),
      )
      return { data: record(account) as never }
    },
    update: async (_resource, { id, data }) => {
      const body = { stripe_account_id: data.stripe_account_id || null }
      const account = await answerOf(
        api.PUT('/core/v1/admin/user/{id}/payout-account', { ...user(id), body }),
      )
      return { data: record(account) as never }
    },
  }
  return { [PAYOUT_ACCOUNT_RESOURCE]: provider }
}
