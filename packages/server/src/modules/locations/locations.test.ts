import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const longyearbyen = {
  slug: 'longyearbyen',
  name: { en: 'Longyearbyen', de: 'Longyearbyen', no: 'Longyearbyen' },
  country_code: 'sj',
  time_zone: 'Arctic/Longyearbyen',
  lat: 78.2232,
  lng: 15.6267,
}
const create = (body: Record<string, unknown>, token = admin) =>
  call(ctx, 'POST', '/core/v1/locations', { token, body })
const list = (filter: Record<string, unknown>, sort = '["name","ASC"]') =>
  call<{ id: number; slug: string; products: number }[]>(
    ctx,
    'GET',
    `/core/v1/locations?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(sort)}`,
    { token: admin },
  )

describe('locations (admins)', () => {
  it('adds a location that suppliers then choose for their products', async () => {
    const created = await create(longyearbyen)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      slug: 'longyearbyen',
      country_code: 'SJ',
      time_zone: 'Arctic/Longyearbyen',
      products: 0,
    })
    const select = await call<{ data: { id: number; name: string }[] }>(
      ctx,
      'GET',
      '/core/v1/select/location',
      {
        token: supplier,
      },
    )
    expect(select.body.data.find((location) => location.id === created.body.id)?.name).toBe('Longyearbyen')
  })

  it('changes a location and removes one no product is in', async () => {
    const created = await create({ ...longyearbyen, slug: 'alta', name: { en: 'Alta' } })
    const id = created.body.id
    const changed = await call(ctx, 'PUT', `/core/v1/locations/${id}`, {
      token: admin,
      body: {
        ...longyearbyen,
        slug: 'alta',
        name: { en: 'Alta', fi: 'Alattio' },
        lat: 69.9689,
        lng: 23.2716,
      },
    })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ name: { en: 'Alta', fi: 'Alattio' }, lat: 69.9689, lng: 23.2716 })
    expect((await call(ctx, 'DELETE', `/core/v1/locations/${id}`, { token: admin })).status).toBe(200)
    expect((await call(ctx, 'GET', `/core/v1/locations/${id}`, { token: admin })).status).toBe(404)
  })

  it('finds locations by a name in any language or the slug, sorted by name or country', async () => {
    await create({
      ...longyearbyen,
      slug: 'rovaniemi',
      name: { en: 'Rovaniemi', sv: 'Rovaniemi stad' },
      country_code: 'FI',
      time_zone: 'Europe/Helsinki',
    })
    const byName = await list({ q: 'rovaniemi stad' })
    expect(byName.body.map((location) => location.slug)).toEqual(['rovaniemi'])
    expect(byName.headers.get('Content-Range')).toBe('locations 0-0/1')
    const bergen = await list({ q: 'bergen' })
    expect(bergen.body[0]).toMatchObject({ slug: 'bergen' })
    expect(bergen.body[0]!.products).toBeGreaterThan(0)
    const byCountry = await list({}, '["country_code","ASC"]')
    const countries = byCountry.body.map(
      (location) => (location as unknown as { country_code: string }).country_code,
    )
    expect(countries).toEqual([...countries].sort())
  })

  it('refuses a bad slug, country, time zone or map point and a missing English name, naming the field', async () => {
    const bad = await create({
      slug: 'Not A Slug',
      name: { no: 'Bare norsk' },
      country_code: 'XX',
      time_zone: 'Europe/Atlantis',
      lat: 91,
      lng: -181,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'slug', message: 'Please use only lower-case letters, digits and -' },
        { path: 'name.en', message: 'Please enter location name' },
        { path: 'country_code', message: 'Please choose a country from the list' },
        { path: 'time_zone', message: 'Please choose a time zone from the list' },
        { path: 'lat', message: 'Please enter a latitude from -90 to 90' },
        { path: 'lng', message: 'Please enter a longitude from -180 to 180' },
      ]),
    )
    const taken = await create({ ...longyearbyen, slug: 'bergen' })
    expect(taken.status).toBe(409)
    expect(taken.body.errors).toEqual([{ path: 'slug', message: 'Another location has this slug' }])
  })

  it('refuses to delete a location that products are in, saying how many, in the admin’s language', async () => {
    const bergen = (await list({ q: 'bergen' })).body[0]!
    const refused = await call(ctx, 'DELETE', `/core/v1/locations/${bergen.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      `${bergen.products} products are in this location, so it cannot be deleted`,
    )
    const german = await call(ctx, 'DELETE', `/core/v1/locations/${bergen.id}`, {
      token: admin,
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(german.body.message).toContain('Produkte liegen an diesem Ort')
    expect((await call(ctx, 'GET', `/core/v1/locations/${bergen.id}`, { token: admin })).status).toBe(200)
  })

  it('is the admins’ alone', async () => {
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', '/core/v1/locations', { token })).status).toBe(403)
      expect((await create({ ...longyearbyen, slug: 'mine' }, token)).status).toBe(403)
      expect((await call(ctx, 'DELETE', '/core/v1/locations/1', { token })).status).toBe(403)
    }
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }
    expect(doc.paths['/core/v1/locations']!.post!.operationId).toBe('createLocation')
    expect(doc.paths['/core/v1/locations/{id}']!.delete!.security).toEqual([{ bearerAuth: [] }])
  })
})
