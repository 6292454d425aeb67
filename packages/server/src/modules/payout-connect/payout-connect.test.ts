import { UserRole, type PayoutAccount } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>
const token: Record<string, string> = {}
const id: Record<string, number> = {}

type Answer<T> = T & { message?: string; errors?: { path: string; message: string }[] }

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
    STRIPE_CONNECT_CLIENT_ID: 'ca_test_jaunt',
  })
  // A sub-user who also holds the partner role still may not say where the partner's money goes.
  await ctx.db
    .updateTable('app_user')
    .set({ role_ids: [UserRole.Operator, UserRole.Partner] })
    .where('email', '=', 'operator@jaunt.test')
    .execute()
  for (const who of ['admin', 'supplier', 'partner', 'partner2', 'operator']) {
    token[who] = (await loginAs(ctx, `${who}@jaunt.test`)).access_token
    const user = await ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', `${who}@jaunt.test`)
      .executeTakeFirstOrThrow()
    id[who] = user.id
  }
}, 120_000)
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const own = (who: string) =>
  call<Answer<PayoutAccount>>(ctx, 'GET', '/core/v1/payout-account', { token: token[who] })
const start = (who: string) =>
  call<Answer<{ url: string }>>(ctx, 'POST', '/core/v1/payout-account/connect', { token: token[who] })
const finish = (who: string, body: Record<string, string>) =>
  call<Answer<PayoutAccount>>(ctx, 'POST', '/core/v1/payout-account/callback', { token: token[who], body })
const disconnect = (who: string) =>
  call<Answer<PayoutAccount>>(ctx, 'POST', '/core/v1/payout-account/disconnect', { token: token[who] })
const adminView = (user: number) =>
  call<Answer<PayoutAccount>>(ctx, 'GET', `/core/v1/admin/user/${user}/payout-account`, {
    token: token.admin,
  })
const stateOf = (url: string) => new URL(url).searchParams.get('state')!

/** The round trip as the owner's browser makes it: our page, Stripe's page, Stripe's redirect, our page. */
async function connectAs(who: string, code: string) {
  const started = await start(who)
  expect(started.status).toBe(200)
  const state = stateOf(started.body.url)
  const back = await call(
    ctx,
    'GET',
    `/core/public/payment-provider/stripe-return?code=${code}&state=${state}`,
  )
  expect(back.status).toBe(302)
  const forwarded = new URL(back.headers.get('location')!, 'http://localhost:8080')
  const finished = await finish(who, {
    code: forwarded.searchParams.get('code')!,
    state: forwarded.searchParams.get('state')!,
  })
  return { forwarded, finished, state }
}

describe('an owner connects their own payout account through Stripe Connect', () => {
  it('sends the owner to Stripe’s page and back to their earnings page', async () => {
    const started = await start('supplier')
    expect(started.status).toBe(200)
    const url = new URL(started.body.url)
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'ca_test_jaunt',
      scope: 'read_write',
      redirect_uri: 'http://localhost:8080/core/public/payment-provider/stripe-return',
      'stripe_user[email]': 'supplier@jaunt.test',
    })
    const back = await call(
      ctx,
      'GET',
      `/core/public/payment-provider/stripe-return?code=ac_x&state=${stateOf(started.body.url)}`,
    )
    expect(new URL(back.headers.get('location')!, 'http://x').pathname).toBe('/en/npanel/supplier-earnings')
    const partnerStart = await start('partner')
    const partnerBack = await call(
      ctx,
      'GET',
      `/core/public/payment-provider/stripe-return?state=${stateOf(partnerStart.body.url)}`,
    )
    expect(new URL(partnerBack.headers.get('location')!, 'http://x').pathname).toBe(
      '/en/npanel/partner-earnings',
    )
  })

  it('keeps the account Stripe names, set by the owner, and the admin sees who set it', async () => {
    expect((await own('supplier')).body).toMatchObject({ user_id: id.supplier, stripe_account_id: null })
    const { finished, state } = await connectAs('supplier', 'ac_payout_supplier')
    expect(finished.status).toBe(200)
    expect(finished.body).toMatchObject({
      user_id: id.supplier,
      updated_by_name: 'Sam Supplier',
      connected_with_stripe: true,
    })
    const account = finished.body.stripe_account_id!
    expect(account).toMatch(/^acct_test\d+$/)
    expect(
      stripeApi.requests.some(
        (r) => r.path === '/oauth/token' && r.body.get('code') === 'ac_payout_supplier',
      ),
    ).toBe(true)
    expect((await own('supplier')).body.stripe_account_id).toBe(account)
    expect((await adminView(id.supplier!)).body).toMatchObject({
      stripe_account_id: account,
      updated_by_name: 'Sam Supplier',
      connected_with_stripe: true,
    })

    // A replayed redirect, or a state we never signed, is a 400 on state; the account stays.
    const replayed = await finish('supplier', { code: 'ac_payout_again', state })
    expect(replayed.status).toBe(400)
    expect(replayed.body.errors).toEqual([
      {
        path: 'state',
        message: 'This Stripe connection has expired or was already used. Please connect again.',
      },
    ])
    const [nonce] = state.split('.')
    expect((await finish('supplier', { code: 'ac_payout_forged', state: `${nonce}.forged` })).status).toBe(
      400,
    )
    expect((await finish('supplier', { code: 'ac_payout_forged', state: 'made.up' })).status).toBe(400)
    expect((await finish('supplier', { code: 'ac_payout_forged' })).body.errors?.[0]?.path).toBe('state')
    expect((await own('supplier')).body.stripe_account_id).toBe(account)
  })

  it('refuses another owner’s state, a declined connection and a code Stripe does not accept', async () => {
    const stolen = stateOf((await start('partner')).body.url)
    const taken = await finish('partner2', { code: 'ac_payout_stolen', state: stolen })
    expect(taken.status).toBe(400)
    expect(taken.body.errors?.[0]?.path).toBe('state')
    expect((await own('partner2')).body).toMatchObject({ user_id: id.partner2, stripe_account_id: null })
    // The state stays the partner's own: it still finishes their round trip, once.
    const mine = await finish('partner', { code: 'ac_payout_partner', state: stolen })
    expect(mine.status).toBe(200)
    expect(mine.body.updated_by_name).toBe('Paula Partner')

    // A card reader's round trip does not finish the payout's, nor the other way round.
    const lodge = await seededSiteId(ctx, 'lodge')
    const terminal = await call<{ url: string }>(
      ctx,
      'POST',
      `/core/v1/partner-sites/${lodge}/payment-provider/connect`,
      {
        token: token.partner,
        body: { currency_code: 'SEK' },
      },
    )
    const terminalState = stateOf(terminal.body.url)
    expect((await finish('partner', { code: 'ac_payout_terminal', state: terminalState })).status).toBe(400)
    const payoutState = stateOf((await start('partner')).body.url)
    const crossed = await call(ctx, 'POST', `/core/v1/partner-sites/${lodge}/payment-provider/callback`, {
      token: token.partner,
      body: { code: 'ac_terminal_payout', state: payoutState },
    })
    expect(crossed.status).toBe(400)

    const declined = stateOf((await start('partner')).body.url)
    const refused = await finish('partner', { error: 'access_denied', state: declined })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { path: 'code', message: 'Stripe did not accept this connection. Please connect again.' },
    ])
    const unknown = stateOf((await start('partner')).body.url)
    expect(
      (await finish('partner', { code: 'not-a-stripe-code', state: unknown })).body.errors?.[0]?.path,
    ).toBe('code')
    expect((await own('partner')).body.stripe_account_id).toBe(mine.body.stripe_account_id)
  })

  it('is only for the owners themselves', async () => {
    expect((await own('operator')).status).toBe(403)
    expect((await start('operator')).status).toBe(403)
    expect((await disconnect('operator')).status).toBe(403)
    expect((await own('admin')).status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/payout-account')).status).toBe(401)
  })

  it('lets the admin override it, and the owner disconnect it (deauthorized at Stripe only if connected there)', async () => {
    const { finished } = await connectAs('partner', 'ac_payout_partner_ok')
    const account = finished.body.stripe_account_id!
    // Connecting again replaces the account, and ends the platform's access to the one it replaces.
    const again = await connectAs('partner', 'ac_payout_partner_new')
    const replacement = again.finished.body.stripe_account_id!
    expect(replacement).not.toBe(account)
    expect(stripeApi.connectedAccounts.get(account)?.deauthorized).toBe(true)

    const override = await call<Answer<PayoutAccount>>(
      ctx,
      'PUT',
      `/core/v1/admin/user/${id.partner}/payout-account`,
      {
        token: token.admin,
        body: { stripe_account_id: 'acct_AdminTyped1' },
      },
    )
    expect(override.body).toMatchObject({
      stripe_account_id: 'acct_AdminTyped1',
      updated_by_name: 'Ada Admin',
      connected_with_stripe: false,
    })
    expect((await own('partner')).body.stripe_account_id).toBe('acct_AdminTyped1')

    const gone = await disconnect('partner')
    expect(gone.status).toBe(200)
    expect(gone.body).toMatchObject({ stripe_account_id: null, connected_with_stripe: false })
    expect(stripeApi.requests.some((r) => r.body.get('stripe_user_id') === 'acct_AdminTyped1')).toBe(false)
    const none = await disconnect('partner')
    expect(none.status).toBe(404)
    expect(none.body.message).toBe('You have no payout account to disconnect.')

    const supplierAccount = (await own('supplier')).body.stripe_account_id!
    expect((await disconnect('supplier')).body.stripe_account_id).toBeNull()
    expect(stripeApi.connectedAccounts.get(supplierAccount)?.deauthorized).toBe(true)
    expect((await adminView(id.supplier!)).body.stripe_account_id).toBeNull()
  })
})

describe('without Stripe Connect', () => {
  it('shows the account and answers the payment-system notice to connect', async () => {
    const bare = await createTestContext()
    try {
      const supplier = (await loginAs(bare, 'supplier@jaunt.test')).access_token
      expect((await call(bare, 'GET', '/core/v1/payout-account', { token: supplier })).status).toBe(200)
      const refused = await call<Answer<object>>(bare, 'POST', '/core/v1/payout-account/connect', {
        token: supplier,
      })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(
        'We are currently experiencing a technical issue with our payment system.',
      )
    } finally {
      await bare.close()
    }
  })
})
