import { ServiceType, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>
let partner: string
let partner2: string
let lodge: number
let nordic: number

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
    STRIPE_CONNECT_CLIENT_ID: 'ca_test_jaunt',
  })
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
  lodge = await seededSiteId(ctx, 'lodge')
  nordic = await seededSiteId(ctx, 'nordic')
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

interface Connection {
  currency_code: string
  connected: boolean
  account_id: string | null
  connected_at: string | null
  connected_by: string | null
}
type Refusal = { message: string; errors?: { path: string; message: string }[] }

const providerPath = (site: number, action = '') =>
  `/core/v1/partner-sites/${site}/payment-provider${action ? `/${action}` : ''}`

const startConnect = (currency_code: string, token = partner, site = lodge) =>
  call<{ url: string; currency_code: string } & Refusal>(ctx, 'POST', providerPath(site, 'connect'), {
    token,
    body: { currency_code },
  })

const finish = (body: Record<string, string>, token = partner, site = lodge) =>
  call<Connection & Refusal>(ctx, 'POST', providerPath(site, 'callback'), { token, body })

const deauthorize = (currency_code: string, token = partner, site = lodge) =>
  call<Connection & Refusal>(ctx, 'POST', providerPath(site, 'deauthorize'), {
    token,
    body: { currency_code },
  })

/** The whole round trip as a partner's browser makes it: our page, Stripe's page, back to ours. */
async function connectCurrency(currency: string, code: string) {
  const started = await startConnect(currency)
  expect(started.status).toBe(200)
  const state = new URL(started.body.url).searchParams.get('state')!
  const connected = await finish({ code, state })
  expect(connected.status).toBe(200)
  return connected.body
}

const address = {
  address_line_1: 'Storgata 5',
  city: 'Tromsø',
  postal_code: '9008',
  state: 'Troms',
  country: 'NO',
}

describe('connecting a partner’s own Stripe account per currency', () => {
  it('answers Stripe’s OAuth page with a signed one-time state for the currency', async () => {
    const started = await startConnect('sek')
    expect(started.status).toBe(200)
    const url = new URL(started.body.url)
    expect(url.origin + url.pathname).toBe('https://connect.stripe.com/oauth/authorize')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'ca_test_jaunt',
      scope: 'read_write',
      redirect_uri: 'http://localhost:8080/core/public/payment-provider/stripe-return',
    })
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(started.body.currency_code).toBe('SEK')

    // Stripe's redirect carries no session: it sends the browser on to the page the partner came from.
    const back = await call(
      ctx,
      'GET',
      `/core/public/payment-provider/stripe-return?code=ac_forwarded&state=${url.searchParams.get('state')}`,
    )
    expect(back.status).toBe(302)
    const forwarded = new URL(back.headers.get('location')!, 'http://localhost:8080')
    expect(forwarded.pathname).toBe(`/en/npanel/${lodge}/terminal-settings`)
    expect(Object.fromEntries(forwarded.searchParams)).toEqual({
      tab: 'connect',
      code: 'ac_forwarded',
      state: url.searchParams.get('state'),
    })
    expect((await call(ctx, 'GET', '/core/public/payment-provider/stripe-return?state=made.up')).status).toBe(
      400,
    )
  })

  it('keeps the account Stripe gives for the code, once, and lists it with who connected it', async () => {
    const started = await startConnect('DKK')
    const state = new URL(started.body.url).searchParams.get('state')!
    const connected = await finish({ code: 'ac_dkk_first', state })
    expect(connected.status).toBe(200)
    expect(connected.body).toMatchObject({
      currency_code: 'DKK',
      connected: true,
      connected_by: 'Paula Partner',
    })
    expect(connected.body.account_id).toMatch(/^acct_test\d+$/)
    expect(
      stripeApi.requests.some((r) => r.path === '/oauth/token' && r.body.get('code') === 'ac_dkk_first'),
    ).toBe(true)

    const list = await call<{ data: Connection[] }>(ctx, 'GET', providerPath(lodge), { token: partner })
    expect(list.body.data.find((row) => row.currency_code === 'DKK')).toMatchObject({
      connected: true,
      account_id: connected.body.account_id,
    })
    expect(list.body.data.find((row) => row.currency_code === 'USD')).toMatchObject({
      connected: false,
      account_id: null,
    })

    // The same state again (a replayed redirect) is refused, and so is one we never signed.
    const replayed = await finish({ code: 'ac_dkk_second', state })
    expect(replayed.status).toBe(400)
    expect(replayed.body.errors).toEqual([
      {
        path: 'state',
        message: 'This Stripe connection has expired or was already used. Please connect again.',
      },
    ])
    const [nonce] = state.split('.')
    expect((await finish({ code: 'ac_dkk_third', state: `${nonce}.forged` })).status).toBe(400)
    expect((await finish({ code: 'ac_dkk_third', state: '' })).body.errors?.[0]?.path).toBe('state')

    // A currency already connected is a conflict, from the start or at the end of a round trip.
    expect((await startConnect('dkk')).status).toBe(409)
  })

  it('refuses a code Stripe does not accept and a partner who declined, using up the state', async () => {
    const started = await startConnect('PLN')
    const state = new URL(started.body.url).searchParams.get('state')!
    const refused = await finish({ code: 'not-a-stripe-code', state })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { path: 'code', message: 'Stripe did not accept this connection. Please connect again.' },
    ])
    const declined = await startConnect('PLN')
    const declinedState = new URL(declined.body.url).searchParams.get('state')!
    expect((await finish({ error: 'access_denied', state: declinedState })).body.errors?.[0]?.path).toBe(
      'code',
    )
    const list = await call<{ data: Connection[] }>(ctx, 'GET', providerPath(lodge), { token: partner })
    expect(list.body.data.find((row) => row.currency_code === 'PLN')?.connected).toBe(false)
  })

  it('names currency_code for a currency the reader cannot take', async () => {
    for (const currency_code of ['XYZ', '', 'euro']) {
      const refused = await startConnect(currency_code)
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual([
        { path: 'currency_code', message: 'Please select a currency the card reader can take' },
      ])
    }
    expect((await deauthorize('XYZ')).body.errors?.[0]?.path).toBe('currency_code')
    const missing = await call<Refusal>(ctx, 'POST', providerPath(lodge, 'connect'), {
      token: partner,
      body: {},
    })
    expect(missing.body.errors?.[0]?.path).toBe('currency_code')
  })

  it('keeps every partner to their own sites', async () => {
    const started = await startConnect('CHF')
    const state = new URL(started.body.url).searchParams.get('state')!
    expect((await call(ctx, 'GET', providerPath(lodge), { token: partner2 })).status).toBe(404)
    expect((await startConnect('CHF', partner2)).status).toBe(404)
    expect((await finish({ code: 'ac_chf_stolen', state }, partner2)).status).toBe(404)
    expect((await deauthorize('DKK', partner2)).status).toBe(404)
    // partner2's own site without the card reader has no payment provider either.
    expect((await startConnect('CHF', partner2, nordic)).status).toBe(404)
    // The state of the lodge's partner does not finish at another site.
    const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
    expect((await call(ctx, 'GET', providerPath(lodge), { token: supplier })).status).toBe(403)
    expect((await finish({ code: 'ac_chf_mine', state })).status).toBe(200)
  })
})

describe('the connected account takes the currency’s card-reader work', () => {
  it('puts a location, its reader, its tokens and its desk payments on the account, and deauthorizes it after', async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities, { siteSubDomain: 'lodge' })
    const departure = await futureDeparture(ctx.db, product.id, 40)
    const ticket = departure.tickets.find((t) => t.price_type === 1)!
    const added = await call<Cart>(
      ctx,
      'POST',
      `/gateway/booking/public/cart-reservation?request_for_widget=true&site_id=${lodge}`,
      {
        body: [
          {
            cart_type: 'tour',
            service_id: product.id,
            option_id: departure.option_id,
            date: departure.date,
            start_time: departure.start_time,
            tickets: [{ ticket_id: ticket.id, count: 1 }],
          },
        ],
      },
    )
    const currency = added.body.cart_currency!
    const account = (await connectCurrency(currency, `ac_${currency.toLowerCase()}_desk`)).account_id!
    const since = stripeApi.requests.length
    const onAccount = (path: string) =>
      stripeApi.requests
        .slice(since)
        .filter((r) => r.path.startsWith(path))
        .map((r) => r.account)

    const location = await call<{ id: number; currency_code: string; on_connected_account: boolean }>(
      ctx,
      'POST',
      '/core/v1/terminal-locations',
      {
        token: partner,
        body: { site_id: lodge, name: 'Connected desk', currency_code: currency, ...address },
      },
    )
    expect(location.status).toBe(200)
    expect(location.body).toMatchObject({ currency_code: currency, on_connected_account: true })
    expect(onAccount('/v1/terminal/locations')).toEqual([account])

    const reader = await call<{ id: number }>(ctx, 'POST', '/core/v1/terminal-readers', {
      token: partner,
      body: {
        site_id: lodge,
        name: 'Connected reader',
        registration_code: 'simulated-wpe',
        location: location.body.id,
      },
    })
    expect(reader.status).toBe(200)
    expect(onAccount('/v1/terminal/readers')).toEqual([account])
    const token = await call(ctx, 'GET', `/core/v1/stripe-connection-token/${location.body.id}`, {
      token: partner,
    })
    expect(token.status).toBe(200)
    expect(onAccount('/v1/terminal/connection_tokens')).toEqual([account])

    const sale = await call<{ payment_ref: string; payment_intent: string }>(
      ctx,
      'POST',
      `/core/v1/terminal-operator/sites/${lodge}/payments`,
      {
        token: partner,
        body: {
          cart_ref: added.body.cart_ref,
          reader_id: reader.body.id,
          first_name: 'Ola',
          last_name: 'Connected',
          email: 'ola.connected@example.com',
        },
      },
    )
    expect(sale.status).toBe(200)
    expect(onAccount('/v1/payment_intents')).toEqual([account])
    stripeApi.succeed(sale.body.payment_intent)
    const confirmed = await call<{ outcome: string }>(
      ctx,
      'POST',
      `/core/v1/terminal-operator/sites/${lodge}/payments/${sale.body.payment_ref}/confirm`,
      { token: partner },
    )
    expect(confirmed.body.outcome).toBe('confirmed')
    expect(onAccount(`/v1/payment_intents/${sale.body.payment_intent}`)).toEqual([account])

    // A location without a currency stays on the platform's account.
    const platform = await call(ctx, 'POST', '/core/v1/terminal-locations', {
      token: partner,
      body: { site_id: lodge, name: 'Platform desk', ...address },
    })
    expect(platform.body).toMatchObject({ currency_code: null, on_connected_account: false })
    expect(onAccount('/v1/terminal/locations').at(-1)).toBeNull()

    // Deauthorizing waits until the account's locations are gone, then ends the access at Stripe.
    const early = await deauthorize(currency)
    expect(early.status).toBe(409)
    await call(ctx, 'DELETE', `/core/v1/terminal-reader/${reader.body.id}`, { token: partner })
    await call(ctx, 'DELETE', `/core/v1/terminal-location/${location.body.id}`, { token: partner })
    expect(onAccount('/v1/terminal/readers/').at(-1)).toBe(account)
    const ended = await deauthorize(currency.toLowerCase())
    expect(ended.status).toBe(200)
    expect(ended.body).toMatchObject({ currency_code: currency, connected: false, account_id: null })
    expect(stripeApi.connectedAccounts.get(account)?.deauthorized).toBe(true)
    const again = await deauthorize(currency)
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('This currency is not connected to a Stripe account.')
  })
})

describe('without Stripe', () => {
  it('answers the payment-system notice', async () => {
    const bare = await createTestContext()
    try {
      const token = (await loginAs(bare, 'partner@jaunt.test')).access_token
      const site = await seededSiteId(bare, 'lodge')
      const refused = await call<Refusal>(bare, 'POST', providerPath(site, 'connect'), {
        token,
        body: { currency_code: 'EUR' },
      })
      expect(refused.status).toBe(422)
      expect(refused.body.message).toBe(
        'We are currently experiencing a technical issue with our payment system.',
      )
      expect((await call(bare, 'GET', providerPath(site), { token })).status).toBe(200)
    } finally {
      await bare.close()
    }
  })
})

describe('the OpenAPI document', () => {
  it('names and secures the payment-provider calls', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId: string; security?: unknown[] }>>
    }>(ctx, 'GET', '/api/openapi.json')
    const connect = doc.body.paths['/core/v1/partner-sites/{id}/payment-provider/connect']!.post!
    expect(connect.operationId).toBe('connectPaymentProvider')
    expect(connect.security).toEqual([{ bearerAuth: [] }])
    expect(
      doc.body.paths['/core/v1/partner-sites/{id}/payment-provider/deauthorize']!.post!.operationId,
    ).toBe('deauthorizePaymentProvider')
  })
})
