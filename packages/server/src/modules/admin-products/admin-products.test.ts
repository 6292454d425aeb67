import { ServiceType, Status, type Cart } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let supplierId: number
let partnerId: number
let oslo: number

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  const idOf = async (email: string) =>
    (await ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
  supplierId = await idOf('supplier@jaunt.test')
  partnerId = await idOf('partner@jaunt.test')
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(() => ctx.close())

const DETAILS = {
  rental: {
    pick_up_point: { en: 'Boathouse at Aker Brygge', de: 'Bootshaus an der Aker Brygge' },
    return_point: { en: 'Same boathouse' },
    deposit_amount: 1500,
    min_renter_age: 18,
    licence_required: true,
  },
  restaurant: {
    cuisine: 'seafood',
    dietary_options: ['vegan', 'gluten_free'],
    dress_code: { en: 'Smart casual' },
  },
  attraction: {
    opening_hours: { mon: { opens: '09:00', closes: '17:00' }, sat: { opens: '10:00', closes: '16:00' } },
    last_entry: '16:30',
  },
} as const
type Kind = keyof typeof DETAILS
const PATHS: Record<Kind, string> = {
  rental: 'rentals',
  restaurant: 'restaurants',
  attraction: 'attractions',
}

const body = (kind: Kind, name: string, extra: object = {}) => ({
  supplier_user_id: supplierId,
  location_id: oslo,
  currency_code: 'nok',
  duration: { hours: 4, minutes: 0 },
  texts: { en: { name }, de: { name: `${name} (DE)` } },
  details: DETAILS[kind],
  ...extra,
})

async function create(kind: Kind, name: string, extra: object = {}) {
  const created = await call<{ id: number; product_code: string; status: number }>(
    ctx,
    'POST',
    `/core/v1/${PATHS[kind]}`,
    { token: admin, body: body(kind, name, extra) },
  )
  expect(created.status).toBe(201)
  return created.body
}

describe('creating, reading and editing each kind', () => {
  it.each(['rental', 'restaurant', 'attraction'] as const)('keeps a %s with its own fields', async (kind) => {
    const product = await create(kind, `Admin-made ${kind}`)
    expect(product.status).toBe(Status.Inactive)
    const read = await call(ctx, 'GET', `/core/v1/${PATHS[kind]}/${product.id}`, { token: admin })
    expect(read.status).toBe(200)
    expect(read.body).toMatchObject({
      supplier_user_id: supplierId,
      supplier_name: expect.any(String),
      currency_code: 'NOK',
      texts: { en: { name: `Admin-made ${kind}` } },
      details: DETAILS[kind],
    })
    const edited = await call(ctx, 'PUT', `/core/v1/${PATHS[kind]}/${product.id}`, {
      token: admin,
      body: body(kind, `Renamed ${kind}`),
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ texts: { en: { name: `Renamed ${kind}` } } })
    const status = await call(ctx, 'PUT', `/core/v1/${PATHS[kind]}/${product.id}/update-status?status=4`, {
      token: admin,
    })
    expect(status.body).toEqual({ id: product.id, status: Status.Hide, is_private: false })
  })

  it('gives a product a cancellation policy its supplier may choose, and refuses another supplier’s', async () => {
    const policy = async (token: string, name: string) =>
      (
        await call<{ id: number }>(ctx, 'POST', '/core/v1/cancellation-policies', {
          token,
          body: { name, entries: [{ hours: 24, refund_percentage: 100 }] },
        })
      ).body.id
    const own = await policy(supplier, 'Boat rental 24 h')
    const theirs = await policy((await loginAs(ctx, 'both@jaunt.test')).access_token, 'Not Sam’s')
    const product = await create('rental', 'Rowing boat with a policy', { cancellation_policy_id: own })
    const read = await call(ctx, 'GET', `/core/v1/rentals/${product.id}`, { token: admin })
    expect(read.body).toMatchObject({ cancellation_policy_id: own })
    const refused = await call<{ errors: { path: string }[] }>(ctx, 'PUT', `/core/v1/rentals/${product.id}`, {
      token: admin,
      body: body('rental', 'Rowing boat with a policy', { cancellation_policy_id: theirs }),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0]?.path).toBe('cancellation_policy_id')
  })

  it('answers a product of another kind, or none, as not found', async () => {
    const rental = await create('rental', 'Kind-check kayak')
    const asRestaurant = await call(ctx, 'GET', `/core/v1/restaurants/${rental.id}`, { token: admin })
    expect(asRestaurant.status).toBe(404)
    const missing = await call(ctx, 'PUT', '/core/v1/rentals/999999/update-status?status=1', { token: admin })
    expect(missing.status).toBe(404)
  })
})

describe('access', () => {
  it('refuses suppliers and partners on every call', async () => {
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    for (const token of [supplier, partner]) {
      for (const [method, path] of [
        ['GET', '/core/v1/rentals'],
        ['POST', '/core/v1/restaurants'],
        ['GET', '/core/v1/attractions/1'],
        ['PUT', '/core/v1/rentals/1/update-status?status=1'],
        ['GET', '/core/v1/select/supplier'],
      ] as const) {
        const answer = await call(ctx, method, path, { token, body: method === 'POST' ? {} : undefined })
        expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 })
      }
    }
    expect((await call(ctx, 'GET', '/core/v1/rentals')).status).toBe(401)
  })

  it('offers the admin every supplier, and only suppliers', async () => {
    const choices = await call<{ data: { id: number }[] }>(ctx, 'GET', '/core/v1/select/supplier', {
      token: admin,
    })
    expect(choices.status).toBe(200)
    const ids = choices.body.data.map((row) => row.id)
    expect(ids).toContain(supplierId)
    expect(ids).not.toContain(partnerId)
  })
})

describe('bad input', () => {
  const refused = async (kind: Kind, extra: object) => {
    const answer = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      `/core/v1/${PATHS[kind]}`,
      { token: admin, body: body(kind, 'Refused product', extra) },
    )
    expect(answer.status).toBe(400)
    return answer.body.errors
  }

  it('refuses an owner who is not a supplier, naming the field', async () => {
    for (const id of [partnerId, 999_999]) {
      expect(await refused('rental', { supplier_user_id: id })).toEqual([
        { path: 'supplier_user_id', message: 'Please select a user with the Supplier role' },
      ])
    }
    expect(await refused('rental', { supplier_user_id: undefined })).toContainEqual({
      path: 'supplier_user_id',
      message: 'Please select supplier',
    })
  })

  it('checks each kind’s own fields', async () => {
    expect(
      await refused('rental', { details: { ...DETAILS.rental, deposit_amount: -5, min_renter_age: 120 } }),
    ).toEqual([
      { path: 'details.deposit_amount', message: 'Please enter a deposit of 0 or more' },
      { path: 'details.min_renter_age', message: 'Please enter an age between 0 and 99' },
    ])
    expect(await refused('restaurant', { details: { cuisine: 'martian' } })).toEqual([
      { path: 'details.cuisine', message: 'Please select cuisine' },
    ])
    expect(
      await refused('restaurant', { details: { ...DETAILS.restaurant, dietary_options: ['raw'] } }),
    ).toContainEqual(expect.objectContaining({ path: 'details.dietary_options.0' }))
    expect(
      await refused('attraction', {
        details: { opening_hours: { tue: { opens: '18:00', closes: '09:00' }, wed: { opens: '10:00' } } },
      }),
    ).toEqual([
      { path: 'details.opening_hours.tue.closes', message: 'Closing time must be after opening time' },
      {
        path: 'details.opening_hours.wed.closes',
        message: 'Please enter both opening and closing time, or neither',
      },
    ])
    expect(await refused('attraction', { details: { last_entry: '25:00' } })).toContainEqual(
      expect.objectContaining({ path: 'details.last_entry' }),
    )
  })
})

describe('the list', () => {
  it('lists the seeded rentals with their suppliers, filtered, sorted and counted in Content-Range', async () => {
    const seeded = await ctx.db
      .selectFrom('service')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('service_type', '=', ServiceType.Rentals)
      .executeTakeFirstOrThrow()
    const all = await call<{ id: number; supplier_name: string; service_type: number }[]>(
      ctx,
      'GET',
      '/core/v1/rentals?range=[0,499]',
      { token: admin },
    )
    expect(all.status).toBe(200)
    expect(all.body).toHaveLength(Number(seeded.count))
    expect(all.body.every((row) => row.service_type === ServiceType.Rentals && row.supplier_name)).toBe(true)

    const page = await call<unknown[]>(ctx, 'GET', '/core/v1/rentals?range=[0,1]', { token: admin })
    expect(page.body).toHaveLength(2)
    expect(page.headers.get('Content-Range')).toBe(`rental 0-1/${Number(seeded.count)}`)

    const mine = await create('rental', 'Zz filter paddleboard')
    await call(ctx, 'PUT', `/core/v1/rentals/${mine.id}/update-status?status=3`, { token: admin })
    const filter = (value: object, extra = '') =>
      `/core/v1/rentals?filter=${encodeURIComponent(JSON.stringify(value))}${extra}`
    const byWords = await call<{ id: number }[]>(ctx, 'GET', filter({ q: 'zz FILTER' }), { token: admin })
    expect(byWords.body.map((row) => row.id)).toEqual([mine.id])
    const byStatus = await call<{ id: number }[]>(ctx, 'GET', filter({ status: 3 }), { token: admin })
    expect(byStatus.body.map((row) => row.id)).toContain(mine.id)
    expect(byStatus.body.every((row) => row.id === mine.id || row.id < mine.id)).toBe(true)
    const bySupplier = await call<{ supplier_user_id: number }[]>(
      ctx,
      'GET',
      filter({ supplier_user_id: partnerId }),
      { token: admin },
    )
    expect(bySupplier.body).toEqual([])
    const sorted = await call<{ supplier_name: string }[]>(
      ctx,
      'GET',
      `/core/v1/rentals?range=[0,499]&sort=${encodeURIComponent('["supplier_name","DESC"]')}`,
      { token: admin },
    )
    const names = sorted.body.map((row) => row.supplier_name)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)))
    const badSort = await call(ctx, 'GET', '/core/v1/rentals?sort=["password","ASC"]', { token: admin })
    expect(badSort.status).toBe(400)
  })
})

// Mondays from a Monday well ahead, so every departure is open to book.
const MONDAY = (() => {
  const day = new Date(Date.now() + 30 * 86_400_000)
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7))
  return day.toISOString().slice(0, 10)
})()

describe('bookable in the widget', () => {
  it('is found by the public search and goes into a cart once its supplier adds an option, a ticket and a departure', async () => {
    const rental = await create('rental', 'Quillfjord electric boat hire')
    // The options, tickets and schedule are the supplier's own pages (docs/decisions.md).
    const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${rental.id}/options`, {
      token: supplier,
      body: { name: { en: 'Half day' }, duration: { hours: 4, minutes: 0 }, start_times: ['09:00'] },
    })
    expect(option.status).toBe(201)
    // Only the product's own supplier reaches its options.
    const both = (await loginAs(ctx, 'both@jaunt.test')).access_token
    const foreign = await call(ctx, 'GET', `/core/v1/tours/${rental.id}/options`, { token: both })
    expect(foreign.status).toBe(404)
    const ticket = await call<{ id: number }>(
      ctx,
      'POST',
      `/core/v1/tour-options/${option.body.id}/tickets`,
      {
        token: supplier,
        body: { guest_type: 'Adult', price: 900 },
      },
    )
    expect(ticket.status).toBe(201)
    const schedule = await call(ctx, 'POST', `/core/v1/tour-options/${option.body.id}/schedule`, {
      token: supplier,
      body: { weekdays: [1], from: MONDAY, to: MONDAY, allotment: 6 },
    })
    expect(schedule.body).toMatchObject({ departures: 1 })

    const search = () =>
      call<{ data: { id: number }[] }>(ctx, 'POST', '/core/public/catalog', { body: { query: 'Quillfjord' } })
    expect((await search()).body.data.map((card) => card.id)).not.toContain(rental.id)
    await call(ctx, 'PUT', `/core/v1/rentals/${rental.id}/update-status?status=1`, { token: admin })
    expect((await search()).body.data.map((card) => card.id)).toContain(rental.id)

    const page = await call(ctx, 'GET', `/core/public/tours/${rental.id}`, {
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(page.body).toMatchObject({
      name: 'Quillfjord electric boat hire (DE)',
      details: {
        kind: 'rental',
        pick_up_point: 'Bootshaus an der Aker Brygge',
        return_point: 'Same boathouse',
        deposit_amount: 1500,
        min_renter_age: 18,
        licence_required: true,
      },
    })

    const cart = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
      body: [
        {
          cart_type: 'tour',
          service_id: rental.id,
          option_id: option.body.id,
          date: MONDAY,
          start_time: '09:00',
          tickets: [{ ticket_id: ticket.body.id, count: 2 }],
        },
      ],
    })
    expect(cart.status).toBe(200)
    expect(cart.body.reservations[0]).toMatchObject({ serviceable_id: rental.id, price: 1800, status: true })
  })
})

describe('the OpenAPI document', () => {
  it('declares every call with its operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const calls = Object.entries(doc.body.paths)
      .filter(([path]) => /^\/core\/v1\/(rentals|restaurants|attractions|select\/supplier)/.test(path))
      .flatMap(([, methods]) => Object.values(methods))
    const ids = calls.map((op) => op.operationId)
    for (const [one, many] of [
      ['Rental', 'Rentals'],
      ['Restaurant', 'Restaurants'],
      ['Attraction', 'Attractions'],
    ]) {
      expect(ids).toEqual(
        expect.arrayContaining([
          `list${many}`,
          `get${one}`,
          `create${one}`,
          `update${one}`,
          `update${one}Status`,
        ]),
      )
    }
    expect(ids).toContain('selectSuppliers')
    expect(ids).toHaveLength(16)
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining(['RentalInput', 'RestaurantRecord', 'AttractionInput', 'ProductListRow']),
    )
  })
})
