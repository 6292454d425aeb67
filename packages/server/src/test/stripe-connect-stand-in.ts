/** Stripe Connect's OAuth calls (connect.stripe.com) in the stand-in: codes for accounts, and their end. */
export function connectStandIn() {
  /** The connected accounts, by their id, with the code that made each. */
  const accounts = new Map<string, { code: string; deauthorized: boolean }>()
  const oauthError = (error: string, description: string) => ({
    status: 400,
    payload: { error, error_description: description },
  })

  function answer(method: string, path: string, body: URLSearchParams) {
    if (method === 'POST' && path === '/oauth/token') {
      const code = body.get('code') ?? ''
      // Stripe refuses a code it never gave, or one already exchanged.
      if (!code.startsWith('ac_') || [...accounts.values()].some((account) => account.code === code)) {
        return oauthError('invalid_grant', `Authorization code does not exist: ${code}`)
      }
      // Stripe writes acct_ and letters and digits only, as payout_account checks.
      const id = `acct_test${1000 + accounts.size + 1}`
      accounts.set(id, { code, deauthorized: false })
      return {
        status: 200,
        payload: {
          access_token: `sk_test_connected_${accounts.size}`,
          livemode: false,
          refresh_token: `rt_test_${accounts.size}`,
          scope: 'read_write',
          stripe_publishable_key: `pk_test_connected_${accounts.size}`,
          stripe_user_id: id,
          token_type: 'bearer',
        },
      }
    }
    if (method === 'POST' && path === '/oauth/deauthorize') {
      const id = body.get('stripe_user_id') ?? ''
      const account = accounts.get(id)
      if (!account || account.deauthorized || !body.get('client_id')?.startsWith('ca_')) {
        return oauthError('invalid_client', `This application is not connected to stripe account ${id}`)
      }
      account.deauthorized = true
      return { status: 200, payload: { stripe_user_id: id } }
    }
    return null
  }

  return { answer, accounts }
}
