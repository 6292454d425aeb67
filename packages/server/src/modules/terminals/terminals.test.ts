import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let stripeApi: Awaited<ReturnType<typeof startStripeStandIn>>
let partner: string
let partner2: string
let lodge: number
let demo: number
let nordic: number

beforeAll(async () => {
  stripeApi = await startStripeStandIn()
  ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
  })
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  partner2 = (await loginAs(ctx, 'partner2@jaunt.test')).access_token
  lodge = await seededSiteId(ctx, 'lodge')
  demo = await seededSiteId(ctx, 'demo')
  nordic = await seededSiteId(ctx, 'nordic')
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

const address = {
  address_line_1: 'Fjordgata 1',
  city: 'Tromsø',
  postal_code: '9008',
  state: 'Troms',
  country: 'NO',
}

async function newLocation(name: string, token = partner, site = lodge) {
  const created = await call<{ id: number }>(ctx, 'POST', '/core/v1/terminal-locations', {
    token,
    body: { site_id: site, name, ...address },
  })
  expect(created.status).toBe(200)
  return created.body
}

describe('terminal locations', () => {
  it('creates a location at the card provider and keeps it for the site', async () => {
    const location = await newLocation('Front desk A')
    const mirrored = [...stripeApi.locations.values()].find((l) => l.display_name === 'Front desk A')!
    expect(mirrored.address).toMatchObject({ line1: 'Fjordgata 1', city: 'Tromsø', country: 'NO' })
    const list = await call<{ data: { name: string }[] }>(ctx, 'POST', '/core/v1/terminal-locations/list', {
      token: partner,
      body: { site_id: lodge },
    })
    expect(list.body.data.map((row) => row.name)).toContain('Front desk A')

    const changed = await call(ctx, 'PUT', `/core/v1/terminal-location/${location.id}`, {
      token: partner,
      body: { name: 'Front desk B', ...address, city: 'Bodø' },
    })
    expect(changed.body).toMatchObject({ name: 'Front desk B', city: 'Bodø', location_id: location.id })
    expect(mirrored).toMatchObject({ display_name: 'Front desk B', address: { city: 'Bodø' } })

    expect(
      (await call(ctx, 'DELETE', `/core/v1/terminal-location/${location.id}`, { token: partner })).status,
    ).toBe(200)
    expect(stripeApi.locations.has(mirrored.id)).toBe(false)
    expect(
      (await call(ctx, 'GET', `/core/v1/terminal-location/${location.id}`, { token: partner })).status,
    ).toBe(404)
  })

  it('names each missing field with the spec’s message', async () => {
    const refused = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      '/core/v1/terminal-locations',
      {
        token: partner,
        body: {
          site_id: lodge,
          name: ' ',
          address_line_1: '',
          city: '',
          postal_code: '',
          state: '',
          country: '',
        },
      },
    )
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter location name' },
        { path: 'address_line_1', message: 'Please enter address' },
        { path: 'city', message: 'Please enter city' },
        { path: 'postal_code', message: 'Please enter postal code' },
        { path: 'state', message: 'Please enter state' },
        { path: 'country', message: 'Please enter country' },
      ]),
    )
    const badCountry = await call<{ errors: unknown[] }>(ctx, 'POST', '/core/v1/terminal-locations', {
      token: partner,
      body: { site_id: lodge, name: 'Nowhere desk', ...address, country: 'XX' },
    })
    expect(badCountry.body.errors).toEqual([{ path: 'country', message: 'Please enter country' }])
  })

  it('keeps each partner to their own terminal sites', async () => {
    const location = await newLocation('Isolated desk')
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'Taken', ...address }],
      ['DELETE', undefined],
    ] as const) {
      const answer = await call(ctx, method, `/core/v1/terminal-location/${location.id}`, {
        token: partner2,
        body,
      })
      expect(answer.status).toBe(404)
    }
    const list = await call(ctx, 'POST', '/core/v1/terminal-locations/list', {
      token: partner2,
      body: { site_id: lodge },
    })
    expect(list.status).toBe(404)
    // A site of one's own without the card-reader method has no terminals either.
    expect(
      (
        await call(ctx, 'POST', '/core/v1/terminal-locations/list', {
          token: partner2,
          body: { site_id: nordic },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(ctx, 'POST', '/core/v1/terminal-locations/list', {
          token: partner,
          body: { site_id: demo },
        })
      ).status,
    ).toBe(404)
    const supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
    expect((await call(ctx, 'GET', '/core/v1/stripe/countries', { token: supplier })).status).toBe(403)
  })
})

describe('terminal readers', () => {
  it('registers a reader by its code at a location, renames and deregisters it', async () => {
    const location = await newLocation('Reader desk')
    const created = await call<{ id: number; location: number; location_name: string }>(
      ctx,
      'POST',
      '/core/v1/terminal-readers',
      {
        token: partner,
        body: {
          site_id: lodge,
          name: 'Desk reader',
          registration_code: 'simulated-wpe',
          location: location.id,
        },
      },
    )
    expect(created.status).toBe(200)
    expect(created.body).toMatchObject({ location: location.id, location_name: 'Reader desk' })
    const mirrored = [...stripeApi.readers.values()].find((r) => r.label === 'Desk reader')!
    expect(mirrored.registration_code).toBe('simulated-wpe')

    const renamed = await call(ctx, 'PUT', `/core/v1/terminal-reader/${created.body.id}`, {
      token: partner,
      body: { name: 'Till 1' },
    })
    expect(renamed.body).toMatchObject({ name: 'Till 1' })
    expect(mirrored.label).toBe('Till 1')
    // A location with readers stays.
    expect(
      (await call(ctx, 'DELETE', `/core/v1/terminal-location/${location.id}`, { token: partner })).status,
    ).toBe(409)
    expect(
      (await call(ctx, 'GET', `/core/v1/terminal-reader/${created.body.id}`, { token: partner2 })).status,
    ).toBe(404)
    expect(
      (await call(ctx, 'DELETE', `/core/v1/terminal-reader/${created.body.id}`, { token: partner })).status,
    ).toBe(200)
    expect(stripeApi.readers.has(mirrored.id)).toBe(false)
  })

  it('refuses bad readers with the spec’s messages', async () => {
    const location = await newLocation('Bad reader desk')
    const send = (body: Record<string, unknown>) =>
      call<{ errors: { path: string; message: string }[] }>(ctx, 'POST', '/core/v1/terminal-readers', {
        token: partner,
        body: { site_id: lodge, ...body },
      })
    expect((await send({ name: '', registration_code: '', location: location.id })).body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter reader name' },
        { path: 'registration_code', message: 'Please enter reader code' },
      ]),
    )
    expect(
      (await send({ name: 'R', registration_code: 'not a code', location: location.id })).body.errors,
    ).toEqual([{ path: 'registration_code', message: 'Please enter valid reader code' }])
    expect(
      (await send({ name: 'R', registration_code: 'unknown-code-here', location: location.id })).body.errors,
    ).toEqual([{ path: 'registration_code', message: 'Please enter valid reader code' }])
    expect((await send({ name: 'R', registration_code: 'simulated-wpe' })).body.errors).toEqual([
      { path: 'location', message: 'Please select location' },
    ])
    // Another partner's location cannot take this site's reader.
    const foreign = await send({ name: 'R', registration_code: 'simulated-wpe', location: 999999 })
    expect(foreign.body.errors).toEqual([{ path: 'location', message: 'Please select location' }])
  })
})

describe('the setup credential', () => {
  it('keeps only the hash of the setup password', async () => {
    const path = `/core/v1/partner-sites/${lodge}/stripe-setup-credential`
    const refused = await call<{ errors: unknown[] }>(ctx, 'POST', path, {
      token: partner,
      body: { password: '' },
    })
    expect(refused.body.errors).toEqual([{ path: 'password', message: 'Please enter valid password' }])
    const set = await call(ctx, 'POST', path, { token: partner, body: { password: 'desk-secret-1' } })
    expect(set.body).toMatchObject({ id: lodge, has_password: true })
    const row = await ctx.db
      .selectFrom('terminal_setup_credential')
      .select('password_hash')
      .where('site_id', '=', lodge)
      .executeTakeFirstOrThrow()
    expect(row.password_hash).not.toContain('desk-secret-1')
    expect((await call(ctx, 'GET', path, { token: partner2 })).status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('names, secures and tags every terminal route', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }>(ctx, 'GET', '/api/openapi.json')
    const op = doc.body.paths['/core/v1/terminal-readers']!.post!
    expect(op.operationId).toBe('createTerminalReader')
    expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(doc.body.paths['/core/v1/partner-sites/{id}/stripe-setup-credential']!.post!.operationId).toBe(
      'setTerminalSetupCredential',
    )
  })
})
