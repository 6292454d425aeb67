import { ServiceType, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>
let partner: string
let partner2: string
let operator: string
let lodge: number
let demo: number
let locationId: number
let readerId: number
const SETUP_PASSWORD = 'desk-secret-42'

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
  })
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
  operator = (await loginAs(ctx, 'operator@jaunt.test')).access_token
  lodge = await seededSiteId(ctx, 'lodge')
  demo = await seededSiteId(ctx, 'demo')
  const location = await call<{ id: number }>(ctx, 'POST', '/core/v1/terminal-locations', {
    token: partner,
    body: {
      site_id: lodge,
      name: 'Desk test location',
      address_line_1: 'Fjordgata 1',
      city: 'Tromsø',
      postal_code: '9008',
      state: 'Troms',
      country: 'NO',
    },
  })
  locationId = location.body.id
  const reader = await call<{ id: number }>(ctx, 'POST', '/core/v1/terminal-readers', {
    token: partner,
    body: {
      site_id: lodge,
      name: 'Desk test reader',
      registration_code: 'simulated-wpe',
      location: locationId,
    },
  })
  readerId = reader.body.id
  await call(ctx, 'POST', `/core/v1/partner-sites/${lodge}/stripe-setup-credential`, {
    token: partner,
    body: { password: SETUP_PASSWORD },
  })
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

async function terminalToken<T = object>(password = SETUP_PASSWORD, from = '10.0.0.1') {
  return call<{ terminal_token: string; site_id: number } & T>(
    ctx,
    'POST',
    '/core/v1/terminal-operator/token',
    {
      token: operator,
      body: { site_id: lodge, password },
      from,
    },
  )
}

async function deskCart(fromDay: number, site = lodge) {
  const product = await productOfType(ctx.db, ServiceType.Activities, { siteSubDomain: 'lodge' })
  const departure = await futureDeparture(ctx.db, product.id, fromDay)
  const ticket = departure.tickets.find((t) => t.price_type === 1)!
  const added = await call<Cart>(
    ctx,
    'POST',
    `/gateway/booking/public/cart-reservation?request_for_widget=true&site_id=${site}`,
    {
      body: [
        {
          cart_type: 'tour',
          service_id: product.id,
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: ticket.id, count: 2 }],
        },
      ],
    },
  )
  expect(added.status).toBe(200)
  return added.body
}

const guest = { first_name: 'Kari', last_name: 'Nordmann', email: 'kari.desk@example.com' }

async function start(cart: Cart, token: string) {
  return call<{ payment_ref: string; payment_intent: string; amount: number }>(
    ctx,
    'POST',
    `/core/v1/terminal-operator/sites/${lodge}/payments`,
    {
      token: operator,
      headers: { 'X-Terminal-Token': token },
      body: { cart_ref: cart.cart_ref, reader_id: readerId, ...guest },
    },
  )
}

const settle = (paymentRef: string, token: string, action: 'confirm' | 'cancel' = 'confirm') =>
  call<{ outcome: string; booking_numbers: string[] }>(
    ctx,
    'POST',
    `/core/v1/terminal-operator/sites/${lodge}/payments/${paymentRef}/${action}`,
    { token: operator, headers: { 'X-Terminal-Token': token } },
  )

describe('the operator’s card reader session', () => {
  it('lists the partner’s sites that take the card reader and starts one with its setup password', async () => {
    const sites = await call<{ data: { id: number }[] }>(ctx, 'GET', '/core/v1/terminal-operator/sites', {
      token: operator,
    })
    expect(sites.body.data.map((site) => site.id)).toEqual([lodge])
    const wrong = await terminalToken<{ errors: unknown[] }>('not-it', '10.0.0.9')
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors).toEqual([{ path: 'password', message: 'Please enter valid password' }])
    const right = await terminalToken()
    expect(right.status).toBe(200)
    expect(right.body.site_id).toBe(lodge)
  })

  it('slows down guessing of the setup password', async () => {
    for (let i = 0; i < 3; i++) await terminalToken(`guess-${i}`, '10.0.0.77')
    expect((await terminalToken('guess-again', '10.0.0.77')).status).toBe(429)
  })

  it('does not start another partner’s site, nor one without the card reader', async () => {
    expect(
      (
        await call(ctx, 'POST', '/core/v1/terminal-operator/token', {
          token: partner2,
          body: { site_id: lodge, password: SETUP_PASSWORD },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(ctx, 'POST', '/core/v1/terminal-operator/token', {
          token: operator,
          body: { site_id: demo, password: SETUP_PASSWORD },
        })
      ).status,
    ).toBe(404)
  })

  it('gives connection tokens only to the site’s operator with a terminal token, or its partner', async () => {
    const path = `/core/v1/stripe-connection-token/${locationId}`
    const without = await call(ctx, 'GET', path, { token: operator })
    expect(without.status).toBe(422)
    expect(without.body.message).toBe(
      'The card reader session has ended. Please enter the setup password again.',
    )
    const forged = await call(ctx, 'GET', path, { token: operator, headers: { 'X-Terminal-Token': partner } })
    expect(forged.status).toBe(422)
    const { terminal_token } = (await terminalToken()).body
    const granted = await call<{ terminal_connection_secret: string }>(ctx, 'GET', path, {
      token: operator,
      headers: { 'X-Terminal-Token': terminal_token },
    })
    expect(granted.status).toBe(200)
    expect(granted.body.terminal_connection_secret).toMatch(/^pst_test_/)
    const provider = [...stripeApi.locations.values()].find((l) => l.display_name === 'Desk test location')!
    expect(stripeApi.requests.at(-1)!.body.get('location')).toBe(provider.id)
    expect((await call(ctx, 'GET', path, { token: partner })).status).toBe(200)
    expect((await call(ctx, 'GET', path, { token: partner2 })).status).toBe(404)
    // The terminal token is not a back-office token.
    expect(
      (await call(ctx, 'GET', '/core/v1/terminal-operator/sites', { token: terminal_token })).status,
    ).toBe(401)
  })

  it('shows the site’s locations and readers to the operator, and another’s reader is not found', async () => {
    const { terminal_token } = (await terminalToken()).body
    const setup = await call<{ readers: { id: number }[] }>(
      ctx,
      'GET',
      `/core/v1/terminal-operator/sites/${lodge}/setup`,
      { token: operator, headers: { 'X-Terminal-Token': terminal_token } },
    )
    expect(setup.body.readers.map((reader) => reader.id)).toContain(readerId)
    const cart = await deskCart(40)
    const other = await call(ctx, 'POST', `/core/v1/terminal-operator/sites/${lodge}/payments`, {
      token: operator,
      headers: { 'X-Terminal-Token': terminal_token },
      body: { cart_ref: cart.cart_ref, reader_id: 999_999, ...guest },
    })
    expect(other.status).toBe(404)
  })

  it('checks the operator’s choice of location and reader (terminal-reader-location)', async () => {
    const { terminal_token } = (await terminalToken()).body
    const choose = (body: object, token = operator, terminal = terminal_token) =>
      call<{ id: number; name: string; location: number; errors?: { path: string; message: string }[] }>(
        ctx,
        'POST',
        '/core/v1/terminal-reader-location',
        { token, headers: { 'X-Terminal-Token': terminal }, body },
      )
    const chosen = await choose({ site_id: lodge, location_id: locationId, reader_id: readerId })
    expect(chosen.status).toBe(200)
    expect(chosen.body).toMatchObject({ id: readerId, name: 'Desk test reader', location: locationId })

    const neither = await choose({ site_id: lodge })
    expect(neither.status).toBe(400)
    expect(neither.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'location_id', message: 'Please select location' },
        { path: 'reader_id', message: 'Please select reader' },
      ]),
    )
    const noReader = await choose({ site_id: lodge, location_id: locationId, reader_id: 0 })
    expect(noReader.body.errors).toEqual([{ path: 'reader_id', message: 'Please select reader' }])

    // A reader elsewhere, another partner's site, or no terminal session: nothing is told about the reader.
    const elsewhere = await call<{ id: number }>(ctx, 'POST', '/core/v1/terminal-locations', {
      token: partner,
      body: {
        site_id: lodge,
        name: 'Desk test back office',
        address_line_1: 'Fjordgata 2',
        city: 'Tromsø',
        postal_code: '9008',
        state: 'Troms',
        country: 'NO',
      },
    })
    expect(
      (await choose({ site_id: lodge, location_id: elsewhere.body.id, reader_id: readerId })).status,
    ).toBe(404)
    expect(
      (await choose({ site_id: lodge, location_id: locationId, reader_id: readerId }, partner2)).status,
    ).toBe(404)
    expect(
      (await choose({ site_id: lodge, location_id: locationId, reader_id: readerId }, operator, '')).status,
    ).toBe(422)
  })
})

describe('a sale at the desk', () => {
  it('charges the amount the server computes and books once, however often it is confirmed', async () => {
    const { terminal_token } = (await terminalToken()).body
    const cart = await deskCart(41)
    const started = await start(cart, terminal_token)
    expect(started.status).toBe(200)
    const intent = stripeApi.intents.get(started.body.payment_intent)!
    expect(intent.amount).toBe(Math.round(cart.cart_total_price * 100))
    expect(intent.payment_method_types).toEqual(['card_present'])
    // Pressing Charge again collects on the same intent: never a second charge.
    expect((await start(cart, terminal_token)).body.payment_intent).toBe(intent.id)

    expect((await settle(started.body.payment_ref, terminal_token)).body.outcome).toBe('pending')
    stripeApi.succeed(intent.id)
    const first = await settle(started.body.payment_ref, terminal_token)
    expect(first.body.outcome).toBe('confirmed')
    expect(first.body.booking_numbers).toHaveLength(1)
    const again = await settle(started.body.payment_ref, terminal_token)
    expect(again.body).toEqual(first.body)
    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', guest.email)
      .execute()
    expect(mails).toHaveLength(1)
    expect((await settle(started.body.payment_ref, terminal_token, 'cancel')).status).toBe(409)
  })

  it('gives the places back when the reader goes away, and a retry charges a new intent', async () => {
    const { terminal_token } = (await terminalToken()).body
    const cart = await deskCart(42)
    const started = await start(cart, terminal_token)
    const cancelled = await settle(started.body.payment_ref, terminal_token, 'cancel')
    expect(cancelled.body).toMatchObject({ outcome: 'released', booking_numbers: [] })
    expect(stripeApi.intents.get(started.body.payment_intent)!.status).toBe('canceled')
    const after = await call<Cart>(ctx, 'GET', `/booking/public/cart-reservation/${cart.cart_ref}`)
    expect(after.body.reservations[0]!.status).toBe(true)

    const retried = await start(cart, terminal_token)
    expect(retried.body.payment_intent).not.toBe(started.body.payment_intent)
    stripeApi.succeed(retried.body.payment_intent)
    expect((await settle(retried.body.payment_ref, terminal_token)).body.outcome).toBe('confirmed')
  })

  it('books a payment that went through while the operator cancelled, rather than losing it', async () => {
    const { terminal_token } = (await terminalToken()).body
    const cart = await deskCart(43)
    const started = await start(cart, terminal_token)
    stripeApi.succeed(started.body.payment_intent)
    expect((await settle(started.body.payment_ref, terminal_token, 'cancel')).body.outcome).toBe('confirmed')
  })

  it('does not sell another site’s cart, nor confirm a payment of another site', async () => {
    const { terminal_token } = (await terminalToken()).body
    const other = await deskCart(44, demo)
    expect((await start(other, terminal_token)).status).toBe(404)
    const own = await start(await deskCart(45), terminal_token)
    const foreign = await call(
      ctx,
      'POST',
      `/core/v1/terminal-operator/sites/${demo}/payments/${own.body.payment_ref}/confirm`,
      { token: partner },
    )
    expect(foreign.status).toBe(404)
    const stranger = await call(
      ctx,
      'POST',
      `/core/v1/terminal-operator/sites/${lodge}/payments/${own.body.payment_ref}/confirm`,
      { token: partner2 },
    )
    expect(stranger.status).toBe(404)
  })

  it('names the missing guest details', async () => {
    const { terminal_token } = (await terminalToken()).body
    const cart = await deskCart(46)
    const refused = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      `/core/v1/terminal-operator/sites/${lodge}/payments`,
      {
        token: operator,
        headers: { 'X-Terminal-Token': terminal_token },
        body: { cart_ref: cart.cart_ref, reader_id: readerId, first_name: ' ', last_name: 'N', email: 'x' },
      },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'first_name', message: 'Please enter first name' },
        { path: 'email', message: 'Please enter valid email.' },
      ]),
    )
  })
})
