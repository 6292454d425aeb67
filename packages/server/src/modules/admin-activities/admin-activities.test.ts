import { ServiceType, Status, type AdminActivityListRow, type TourInput } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let both: string
let supplierId: number
let oslo: number

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
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

const input = (name: string, extra: Partial<TourInput> = {}): TourInput => ({
  location_id: oslo,
  currency_code: 'nok',
  duration: { days: null, hours: 2, minutes: 0 },
  texts: { en: { name } },
  images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The harbour' } }],
  ...extra,
})

async function createTour(token: string, name: string, extra: Partial<TourInput> = {}) {
  const created = await call(ctx, 'POST', '/core/v1/tours', { token, body: input(name, extra) })
  expect(created.status).toBe(201)
  return created.body as unknown as { id: number }
}

const list = (filter: object, token = admin) =>
  call<AdminActivityListRow[]>(
    ctx,
    'GET',
    `/core/v1/admin/tours?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    { token },
  )

describe("the admin's activities", () => {
  it("lists every supplier's activities with their supplier, by words, supplier, type and status", async () => {
    const mine = await createTour(supplier, 'Admin Cat Puffin Cruise')
    const theirs = await createTour(both, 'Admin Cat Puffin Festival', { service_type: ServiceType.Events })
    const found = await list({ q: 'Admin Cat Puffin' })
    expect(found.status).toBe(200)
    expect(found.body.map((row) => row.id).sort()).toEqual([mine.id, theirs.id].sort())
    expect(found.body.find((row) => row.id === mine.id)).toMatchObject({
      supplier_user_id: supplierId,
      supplier_name: 'Sam Supplier',
      status: Status.Inactive,
    })
    expect(
      (await list({ q: 'Admin Cat Puffin', supplier_user_id: supplierId })).body.map((r) => r.id),
    ).toEqual([mine.id])
    expect(
      (await list({ q: 'Admin Cat Puffin', service_type: ServiceType.Events })).body.map((r) => r.id),
    ).toEqual([theirs.id])
    expect((await list({ q: 'Admin Cat Puffin', status: Status.Active })).body).toEqual([])
    const counts = await call<{ data: { status: number; count: number }[]; total: number }>(
      ctx,
      'GET',
      `/core/v1/admin/tours/status-wise-count?filter=${encodeURIComponent(JSON.stringify({ q: 'Admin Cat Puffin' }))}`,
      { token: admin },
    )
    expect(counts.body.total).toBe(2)
    expect(counts.body.data.find((count) => count.status === Status.Inactive)?.count).toBe(2)
  })

  it('approves, hides and deactivates any supplier’s activity; Active needs a picture', async () => {
    const tour = await createTour(both, 'Admin Cat Whale Safari')
    const approved = await call(ctx, 'PUT', `/core/v1/admin/tours/${tour.id}/update-status?status=1`, {
      token: admin,
    })
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ id: tour.id, status: Status.Active })
    const hidden = await call(ctx, 'PUT', `/core/v1/admin/tours/${tour.id}/update-status?status=4`, {
      token: admin,
    })
    expect(hidden.body).toMatchObject({ status: Status.Hide })
    const bare = await createTour(supplier, 'Admin Cat Bare Walk', { images: [] })
    const refused = await call(ctx, 'PUT', `/core/v1/admin/tours/${bare.id}/update-status?status=1`, {
      token: admin,
    })
    expect(refused.status).toBe(409)
    const unknown = await call(ctx, 'PUT', '/core/v1/admin/tours/999999/update-status?status=2', {
      token: admin,
    })
    expect(unknown.status).toBe(404)
  })

  it('opens and edits an activity as the admin, with the supplier’s checks', async () => {
    const tour = await createTour(supplier, 'Admin Cat Glacier Hike')
    const read = await call<{ texts: { en: { name: string } } }>(
      ctx,
      'GET',
      `/core/v1/admin/tours/${tour.id}`,
      {
        token: admin,
      },
    )
    expect(read.status).toBe(200)
    expect(read.body.texts.en.name).toBe('Admin Cat Glacier Hike')
    const saved = await call(ctx, 'PUT', `/core/v1/admin/tours/${tour.id}`, {
      token: admin,
      body: input('Admin Cat Glacier Hike, renamed'),
    })
    expect(saved.status).toBe(200)
    const own = await call<{ texts: { en: { name: string } } }>(ctx, 'GET', `/core/v1/tours/${tour.id}`, {
      token: supplier,
    })
    expect(own.body.texts.en.name).toBe('Admin Cat Glacier Hike, renamed')
    const bad = await call<{ errors: { path: string }[] }>(ctx, 'PUT', `/core/v1/admin/tours/${tour.id}`, {
      token: admin,
      body: input('Admin Cat Glacier Hike', { location_id: 999999 }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors.map((error) => error.path)).toContain('location_id')
    expect((await call(ctx, 'GET', '/core/v1/admin/tours/999999', { token: admin })).status).toBe(404)
  })

  it('makes an activity for the supplier the admin chooses, who then owns it (activity/create)', async () => {
    const made = await call<{ id: number; status: number }>(ctx, 'POST', '/core/v1/admin/tours', {
      token: admin,
      body: { ...input('Admin Cat Aurora Camp'), supplier_user_id: supplierId },
    })
    expect(made.status).toBe(201)
    expect(made.body.status).toBe(Status.Inactive)
    const own = await call<{ texts: { en: { name: string } } }>(
      ctx,
      'GET',
      `/core/v1/tours/${made.body.id}`,
      {
        token: supplier,
      },
    )
    expect(own.body.texts.en.name).toBe('Admin Cat Aurora Camp')

    const adminId = (
      await ctx.db
        .selectFrom('app_user')
        .select('id')
        .where('email', '=', 'admin@jaunt.test')
        .executeTakeFirstOrThrow()
    ).id
    const notSupplier = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      '/core/v1/admin/tours',
      { token: admin, body: { ...input('Admin Cat Nobody Camp'), supplier_user_id: adminId } },
    )
    expect(notSupplier.status).toBe(400)
    expect(notSupplier.body.errors).toEqual([
      { path: 'supplier_user_id', message: 'Please select a user with the Supplier role' },
    ])
    const none = await call<{ errors: { path: string; message: string }[] }>(
      ctx,
      'POST',
      '/core/v1/admin/tours',
      {
        token: admin,
        body: input('Admin Cat Nobody Camp'),
      },
    )
    expect(none.status).toBe(400)
    expect(none.body.errors).toContainEqual({ path: 'supplier_user_id', message: 'Please select supplier' })
    const bySupplier = await call(ctx, 'POST', '/core/v1/admin/tours', {
      token: supplier,
      body: { ...input('Admin Cat Sneaky Camp'), supplier_user_id: supplierId },
    })
    expect(bySupplier.status).toBe(403)
  })

  it('is for admins only', async () => {
    expect((await list({}, supplier)).status).toBe(403)
    const tour = await createTour(supplier, 'Admin Cat Secret Fjord')
    expect((await call(ctx, 'GET', `/core/v1/admin/tours/${tour.id}`, { token: supplier })).status).toBe(403)
  })

  it('documents its routes', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }>(ctx, 'GET', '/api/openapi.json')
    expect(doc.body.paths['/core/v1/admin/tours']?.get?.operationId).toBe('listAdminActivities')
    expect(doc.body.paths['/core/v1/admin/tours/{id}']?.put?.security).toEqual([{ bearerAuth: [] }])
  })
})
