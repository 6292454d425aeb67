import { Status, type AdminHotelListRow, type HotelInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let both: string
let partner: string
let supplierId: number
let oslo: number

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  supplierId = (
    await ctx.db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', 'supplier@jaunt.test')
      .executeTakeFirstOrThrow()
  ).id
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(() => ctx.close())

const input = (name: string, extra: Partial<HotelInput> = {}): HotelInput => ({
  location_id: oslo,
  address: 'Karl Johans gate 1',
  lat: 59.912,
  lng: 10.746,
  currency_code: 'nok',
  star_rating: 4,
  checkin_time: '15:00',
  checkout_time: '11:00',
  texts: { en: { name } },
  images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The lobby' } }],
  ...extra,
})

async function createHotel(token: string, name: string, extra: Partial<HotelInput> = {}) {
  const created = await call(ctx, 'POST', '/core/v1/hotels', { token, body: input(name, extra) })
  expect(created.status).toBe(201)
  return created.body as unknown as { id: number }
}

const list = (filter: object) =>
  call<AdminHotelListRow[]>(
    ctx,
    'GET',
    `/core/v1/admin/hotels?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    {
      token: admin,
    },
  )

describe("the admin's accommodations", () => {
  it("lists every supplier's hotels with their supplier and room types, by words, supplier and status", async () => {
    const mine = await createHotel(supplier, 'Admin Cat Lighthouse Lodge')
    const theirs = await createHotel(both, 'Admin Cat Lighthouse Cabins')
    await call(ctx, 'POST', `/core/v1/hotels/${mine.id}/room-types`, {
      token: supplier,
      body: { title: { en: 'Keeper room' }, max_adults: 2, max_children: 0, max_occupancy: 2 },
    })
    const found = await list({ q: 'Admin Cat Lighthouse' })
    expect(found.status).toBe(200)
    expect(found.body.map((row) => row.id).sort()).toEqual([mine.id, theirs.id].sort())
    expect(found.body.find((row) => row.id === mine.id)).toMatchObject({
      name: 'Admin Cat Lighthouse Lodge',
      supplier_user_id: supplierId,
      status: Status.Inactive,
      room_type_count: 1,
    })
    const bySupplier = await list({ q: 'Admin Cat Lighthouse', supplier_user_id: supplierId })
    expect(bySupplier.body.map((row) => row.id)).toEqual([mine.id])
    expect((await list({ q: 'Admin Cat Lighthouse', status: Status.Active })).body).toEqual([])
    const counts = await call<{ data: { status: number; count: number }[]; total: number }>(
      ctx,
      'GET',
      `/core/v1/admin/hotels/status-wise-count?filter=${encodeURIComponent('{"q":"Admin Cat Lighthouse"}')}`,
      { token: admin },
    )
    expect(counts.body.total).toBe(2)
    expect(counts.body.data.find((row) => row.status === Status.Inactive)?.count).toBe(2)
  })

  it("changes any supplier's hotel status with the supplier's rules: Active needs a picture", async () => {
    const hotel = await createHotel(supplier, 'Admin Cat Harbour House')
    const active = await call(ctx, 'PUT', `/core/v1/admin/hotels/${hotel.id}/update-status?status=1`, {
      token: admin,
    })
    expect(active.status).toBe(200)
    expect(active.body).toMatchObject({ id: hotel.id, status: Status.Active })
    const bare = await createHotel(both, 'Admin Cat Bare House', { images: [] })
    const refused = await call(ctx, 'PUT', `/core/v1/admin/hotels/${bare.id}/update-status?status=1`, {
      token: admin,
    })
    expect(refused.status).toBe(409)
    const missing = await call(ctx, 'PUT', '/core/v1/admin/hotels/99999999/update-status?status=1', {
      token: admin,
    })
    expect(missing.status).toBe(404)
  })

  it('is refused to suppliers and partners (403) and to the anonymous (401)', async () => {
    const hotel = await createHotel(supplier, 'Admin Cat Guarded Inn')
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', '/core/v1/admin/hotels', { token })).status).toBe(403)
      expect((await call(ctx, 'GET', '/core/v1/admin/hotels/status-wise-count', { token })).status).toBe(403)
      const change = await call(ctx, 'PUT', `/core/v1/admin/hotels/${hotel.id}/update-status?status=1`, {
        token,
      })
      expect(change.status).toBe(403)
    }
    expect((await call(ctx, 'GET', '/core/v1/admin/hotels')).status).toBe(401)
  })

  it('names the field of a bad filter (400)', async () => {
    const bad = await list({ supplier_user_id: 'someone' })
    expect(bad.status).toBe(400)
  })
})
