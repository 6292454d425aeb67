import type { PayoutAccount, PayoutAccountInput } from '@jaunt/domain'
import type { DataProvider } from 'react-admin'
import type { RaHttpClient } from '../../data/httpClient'
import type { ResourceOverrides } from '../../data/overrides'

/** The Stripe account a user's earnings are paid to, by the user's id. */
export const PAYOUT_ACCOUNT_RESOURCE = 'payout-account'

/** GET and PUT /core/v1/admin/user/{id}/payout-account; an empty field forgets the account. */
export function payoutAccountOverrides(httpClient: RaHttpClient, root: string): ResourceOverrides {
  const url = (id: unknown) => `${root}/admin/user/${Number(id)}/payout-account`
  const record = (json: unknown) => {
    const account = json as PayoutAccount
    return { id: account.user_id, ...account }
  }
  const provider: Partial<DataProvider> = {
    getOne: async (_resource, { id, signal }) => {
      const { json } = await httpClient(url(id), { signal })
      return { data: record(json) as never }
    },
    update: async (_resource, { id, data }) => {
      const body: PayoutAccountInput = { stripe_account_id: data.stripe_account_id || null }
      const { json } = await httpClient(url(id), { method: 'PUT', body: JSON.stringify(body) })
      return { data: record(json) as never }
    },
  }
  return { [PAYOUT_ACCOUNT_RESOURCE]: provider }
}
