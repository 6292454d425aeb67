import {
  HotelMealPlan,
  HotelPriceRuleType,
  Status,
  type HotelInput,
  type HotelRoomTypeInput,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let partner: string
let oslo: number

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
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
  texts: { en: { name, short_description: 'Rooms by the harbour' }, de: { name: `${name} (DE)` } },
  images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The lobby' } }],
  ...extra,
})

const room = (name: string, extra: Partial<HotelRoomTypeInput> = {}): HotelRoomTypeInput => ({
  title: { en: name },
  max_adults: 2,
  max_children: 1,
  max_occupancy: 3,
  ...extra,
})

async function createHotel(token: string, name: string, extra: Partial<HotelInput> = {}) {
  const created = await call(ctx, 'POST', '/core/v1/hotels', { token, body: input(name, extra) })
  expect(created.status).toBe(201)
  return created.body as unknown as { id: number; status: number; product_code: string }
}

async function createRoom(token: string, hotelId: number, name: string) {
  const created = await call(ctx, 'POST', `/core/v1/hotels/${hotelId}/room-types`, {
    token,
    body: room(name),
  })
  expect(created.status).toBe(201)
  return created.body as unknown as { id: number }
}

const fieldsOf = (body: unknown) => (body as { errors: { path: string }[] }).errors.map((error) => error.path)

describe('a hotel', () => {
  it('is created inactive with its details, features and texts, listed, and read back', async () => {
    const features = await ctx.db.selectFrom('feature').select('id').orderBy('id').limit(2).execute()
    const hotel = await createHotel(supplier, 'Harbour Light Hotel', {
      feature_ids: features.map((f) => f.id),
    })
    expect(hotel).toMatchObject({ status: Status.Inactive, product_code: expect.stringMatching(/^HTL-/) })
    const read = await call(ctx, 'GET', `/core/v1/hotels/${hotel.id}`, { token: supplier })
    expect(read.body).toMatchObject({
      currency_code: 'NOK',
      star_rating: 4,
      checkin_time: '15:00',
      checkout_time: '11:00',
      lat: 59.912,
      lng: 10.746,
      feature_ids: features.map((f) => f.id),
      texts: { en: { name: 'Harbour Light Hotel' }, de: { name: 'Harbour Light Hotel (DE)' } },
    })
    const list = await call<unknown[]>(ctx, 'GET', '/core/v1/hotels?filter={"q":"Harbour Light"}', {
      token: supplier,
    })
    expect(list.body).toEqual([
      expect.objectContaining({ id: hotel.id, name: 'Harbour Light Hotel', room_type_count: 0 }),
    ])
    expect(list.headers.get('Content-Range')).toBe('hotel 0-0/1')
    const counts = await call<{ data: { status: number; count: number }[] }>(
      ctx,
      'GET',
      '/core/v1/hotels/status-wise-count?filter={"q":"Harbour Light"}',
      { token: supplier },
    )
    expect(counts.body.data.find((row) => row.status === Status.Inactive)?.count).toBe(1)
  })

  it('reaches the storefront when Active, and shows its edits there', async () => {
    const hotel = await createHotel(supplier, 'Fjordside Inn')
    expect((await call(ctx, 'GET', `/core/public/listing-hotel/${hotel.id}`)).status).toBe(404)
    const active = await call(ctx, 'PUT', `/core/v1/hotels/${hotel.id}/update-status?status=1`, {
      token: supplier,
    })
    expect(active.body).toMatchObject({ status: Status.Active })
    await createRoom(supplier, hotel.id, 'Fjord view double')
    await call(ctx, 'PUT', `/core/v1/hotels/${hotel.id}`, {
      token: supplier,
      body: input('Fjordside Grand Inn', { checkin_time: '14:00' }),
    })
    const page = await call(ctx, 'GET', `/core/public/listing-hotel/${hotel.id}`)
    expect(page.status).toBe(200)
    expect(page.body).toMatchObject({
      name: 'Fjordside Grand Inn',
      checkin_time: '14:00',
      room_types: [expect.objectContaining({ title: 'Fjord view double', max_adults: 2 })],
    })
  })

  it('answers 400 naming the field for a missing English name, a half pin, a bad time or star rating', async () => {
    const bad = await call(ctx, 'POST', '/core/v1/hotels', {
      token: supplier,
      body: {
        ...input('x'),
        texts: { de: { name: 'Nur Deutsch' } },
        lat: 59,
        lng: null,
        checkin_time: '25:00',
        star_rating: 7,
      },
    })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(
      expect.arrayContaining(['texts.en.name', 'lng', 'checkin_time', 'star_rating']),
    )
    const unknown = await call(ctx, 'POST', '/core/v1/hotels', {
      token: supplier,
      body: input('Unknown policy lodge', { cancellation_policy_id: 999_999 }),
    })
    expect(unknown.status).toBe(400)
    expect(fieldsOf(unknown.body)).toEqual(['cancellation_policy_id'])
  })

  it('checks the channel-manager product code per channel manager and supplier', async () => {
    const managers = await call<{ data: { id: number }[] }>(
      ctx,
      'GET',
      '/core/v1/public/hotels/channel-manager',
      {
        token: supplier,
      },
    )
    const [first, second] = managers.body.data
    const code = { channel_manager_id: first!.id, external_product_code: 'HTL-CODE-77' }
    await createHotel(supplier, 'Coded Lodge One', code)
    const again = await call(ctx, 'POST', '/core/v1/hotels', {
      token: supplier,
      body: input('Coded Lodge Two', code),
    })
    expect(again.status).toBe(400)
    expect(fieldsOf(again.body)).toEqual(['external_product_code'])
    // The same code at another channel manager, or for another supplier, is theirs to use.
    await createHotel(supplier, 'Coded Lodge Three', { ...code, channel_manager_id: second!.id })
    await createHotel(both, 'Coded Lodge Four', code)
    const noManager = await call(ctx, 'POST', '/core/v1/hotels', {
      token: supplier,
      body: input('Coded Lodge Five', { external_product_code: 'LOOSE' }),
    })
    expect(fieldsOf(noManager.body)).toEqual(['channel_manager_id'])
  })
})

describe('room types and rate plans', () => {
  it('creates, lists, edits and deletes room types with their occupancy', async () => {
    const hotel = await createHotel(supplier, 'Two Rooms Hotel')
    const single = await createRoom(supplier, hotel.id, 'Single')
    const family = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/room-types`, {
      token: supplier,
      body: room('Family', {
        title: { en: 'Family', fr: 'Familiale' },
        max_adults: 2,
        max_children: 2,
        max_occupancy: 4,
      }),
    })
    expect(family.body).toMatchObject({
      hotel_id: hotel.id,
      position: 2,
      max_occupancy: 4,
      title: { fr: 'Familiale' },
    })
    const edited = await call(ctx, 'PUT', `/core/v1/hotel-room-types/${single.id}`, {
      token: supplier,
      body: room('Single deluxe', { max_adults: 1, max_children: 0, max_occupancy: 1 }),
    })
    expect(edited.body).toMatchObject({ title: { en: 'Single deluxe' }, max_occupancy: 1 })
    const list = await call<{ data: { id: number }[] }>(
      ctx,
      'GET',
      `/core/v1/hotels/${hotel.id}/room-types`,
      {
        token: supplier,
      },
    )
    expect(list.body.data.map((r) => r.id)).toEqual([single.id, family.body.id])
    expect(
      (await call(ctx, 'DELETE', `/core/v1/hotel-room-types/${single.id}`, { token: supplier })).status,
    ).toBe(200)
    expect(
      (await call(ctx, 'GET', `/core/v1/hotel-room-types/${single.id}`, { token: supplier })).status,
    ).toBe(404)
  })

  it('answers 400 for negative occupancy, a missing name, or more guests than adults plus children', async () => {
    const hotel = await createHotel(supplier, 'Strict Rooms Hotel')
    const bad = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/room-types`, {
      token: supplier,
      body: { title: { en: '' }, max_adults: 2, max_children: -1, max_occupancy: 3 },
    })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad.body)).toEqual(expect.arrayContaining(['title.en', 'max_children']))
    const tooMany = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/room-types`, {
      token: supplier,
      body: room('Tight', { max_adults: 2, max_children: 0, max_occupancy: 3 }),
    })
    expect(fieldsOf(tooMany.body)).toEqual(['max_occupancy'])
  })

  it('derives a connected rate plan from its parent by the price rule, and refuses loops', async () => {
    const hotel = await createHotel(supplier, 'Rate Rules Hotel')
    const double = await createRoom(supplier, hotel.id, 'Double')
    const flexible = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/rate-plans`, {
      token: supplier,
      body: { room_type_id: double.id, title: { en: 'Flexible' }, meal_plan: HotelMealPlan.Breakfast },
    })
    expect(flexible.status).toBe(201)
    expect(flexible.body).toMatchObject({
      connected: false,
      meal_plan: HotelMealPlan.Breakfast,
      parent_rate_plan_id: null,
    })
    const parentId = flexible.body.id as number
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    await ctx.db
      .insertInto('rate_plan_day')
      .values({ rate_plan_id: parentId, date: tomorrow, price: 200, min_stay: 2 })
      .execute()

    const saver = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/rate-plans`, {
      token: supplier,
      body: {
        room_type_id: double.id,
        title: { en: 'Non-refundable saver' },
        parent_rate_plan_id: parentId,
        price_rule: { type: HotelPriceRuleType.Percent, value: -10 },
      },
    })
    expect(saver.status).toBe(201)
    expect(saver.body).toMatchObject({
      connected: true,
      parent_rate_plan_id: parentId,
      price_rule: { type: 1, value: -10 },
    })
    const night = await ctx.db
      .selectFrom('rate_plan_day')
      .select(['price', 'min_stay'])
      .where('rate_plan_id', '=', saver.body.id as number)
      .executeTakeFirstOrThrow()
    expect({ price: Number(night.price), min_stay: night.min_stay }).toEqual({ price: 180, min_stay: 2 })

    const ownParent = await call(ctx, 'PUT', `/core/v1/hotel-rate-plans/${parentId}`, {
      token: supplier,
      body: {
        room_type_id: double.id,
        title: { en: 'Flexible' },
        parent_rate_plan_id: parentId,
        price_rule: { type: 2, value: 5 },
      },
    })
    expect(ownParent.status).toBe(400)
    expect(fieldsOf(ownParent.body)).toEqual(['parent_rate_plan_id'])
    const chained = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/rate-plans`, {
      token: supplier,
      body: {
        room_type_id: double.id,
        title: { en: 'Chain' },
        parent_rate_plan_id: saver.body.id,
        price_rule: { type: 2, value: 5 },
      },
    })
    expect(fieldsOf(chained.body)).toEqual(['parent_rate_plan_id'])
    const parentDelete = await call(ctx, 'DELETE', `/core/v1/hotel-rate-plans/${parentId}`, {
      token: supplier,
    })
    expect(parentDelete.status).toBe(409)
    const list = await call<{ data: { id: number; connected: boolean }[] }>(
      ctx,
      'GET',
      `/core/v1/hotels/${hotel.id}/rate-plans`,
      { token: supplier },
    )
    expect(list.body.data.map((plan) => [plan.id, plan.connected])).toEqual([
      [parentId, false],
      [saver.body.id, true],
    ])
  })
})

describe('ownership', () => {
  it("answers another supplier's hotel, room type and rate plan as not found, for every call", async () => {
    const hotel = await createHotel(supplier, 'Private Keys Hotel')
    const own = await createRoom(supplier, hotel.id, 'Owner room')
    const plan = await call(ctx, 'POST', `/core/v1/hotels/${hotel.id}/rate-plans`, {
      token: supplier,
      body: { room_type_id: own.id, title: { en: 'Owner rate' } },
    })
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/core/v1/hotels/${hotel.id}`],
      ['PUT', `/core/v1/hotels/${hotel.id}`, input('Stolen')],
      ['PUT', `/core/v1/hotels/${hotel.id}/update-status?status=2`],
      ['GET', `/core/v1/hotels/${hotel.id}/room-types`],
      ['POST', `/core/v1/hotels/${hotel.id}/room-types`, room('Stolen room')],
      ['GET', `/core/v1/hotel-room-types/${own.id}`],
      ['PUT', `/core/v1/hotel-room-types/${own.id}`, room('Stolen room')],
      ['DELETE', `/core/v1/hotel-room-types/${own.id}`],
      ['GET', `/core/v1/hotels/${hotel.id}/rate-plans`],
      ['GET', `/core/v1/hotel-rate-plans/${plan.body.id}`],
      ['PUT', `/core/v1/hotel-rate-plans/${plan.body.id}`, { room_type_id: own.id, title: { en: 'x' } }],
      ['DELETE', `/core/v1/hotel-rate-plans/${plan.body.id}`],
    ]
    for (const [method, path, body] of calls) {
      const answer = await call(ctx, method, path, { token: both, body })
      expect([method, path, answer.status]).toEqual([method, path, 404])
    }
    const list = await call<{ id: number }[]>(ctx, 'GET', '/core/v1/hotels?filter={"q":"Private Keys"}', {
      token: both,
    })
    expect(list.body).toEqual([])
  })

  it("refuses a rate plan on another supplier's room type as a 400 on the room type", async () => {
    const theirs = await createHotel(supplier, 'Their Rooms Hotel')
    const theirRoom = await createRoom(supplier, theirs.id, 'Their room')
    const mine = await createHotel(both, 'My Rooms Hotel')
    const answer = await call(ctx, 'POST', `/core/v1/hotels/${mine.id}/rate-plans`, {
      token: both,
      body: { room_type_id: theirRoom.id, title: { en: 'Borrowed' } },
    })
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual(['room_type_id'])
  })

  it('keeps hotels from users without the accommodation page', async () => {
    expect((await call(ctx, 'GET', '/core/v1/hotels', { token: partner })).status).toBe(403)
  })
})

describe('the OpenAPI document', () => {
  it('declares every hotel call with its operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown; tags?: string[] }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const calls = Object.values(doc.body.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('Supplier hotels'))
    expect(calls).toHaveLength(18)
    for (const op of calls) {
      expect(op.operationId).toBeTruthy()
      expect(op.security).toEqual([{ bearerAuth: [] }])
    }
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'HotelInput',
        'HotelRecord',
        'HotelListRow',
        'HotelRoomTypeInput',
        'HotelRatePlanRecord',
      ]),
    )
  })
})
