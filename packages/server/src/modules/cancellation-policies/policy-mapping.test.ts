import { ServiceType, type PolicyMapping, type ServicePolicy } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let other: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  other = (await loginAs(ctx, 'both@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
}, 120_000)
afterAll(() => ctx.close())

type Failure = { message: string; errors?: { path: string; message: string }[] }
const policy = (token: string, name: string, hours = 48) =>
  call<{ id: number }>(ctx, 'POST', '/core/v1/cancellation-policies', {
    token,
    body: { name, entries: [{ hours, refund_percentage: 100 }] },
  })
const supplierIdOf = (email: string) =>
  ctx.db.selectFrom('app_user').select('id').where('email', '=', email).executeTakeFirstOrThrow()
const ownProduct = async (email: string, type: number) => {
  const { id } = await supplierIdOf(email)
  return ctx.db
    .selectFrom('service')
    .select('id')
    .where('supplier_user_id', '=', id)
    .where('service_type', '=', type)
    .orderBy('id')
    .executeTakeFirstOrThrow()
}
const setMapping = (token: string, body: unknown) =>
  call<PolicyMapping & Failure>(ctx, 'POST', '/core/v1/cancellation-policies/mapping', { token, body })

describe('POST /cancellation-policies-listing', () => {
  it('finds policies by name a page at a time, and gives an admin those a supplier may choose', async () => {
    const own = await policy(supplier, 'Glacier season 72 h', 72)
    await policy(other, 'Glacier other supplier', 24)
    const found = await call<{ data: { name: string }[]; total: number }>(
      ctx,
      'POST',
      '/core/v1/cancellation-policies-listing',
      { token: supplier, body: { search: 'glacier', per_page: 10 } },
    )
    expect(found.status).toBe(200)
    expect(found.body).toEqual({ data: [expect.objectContaining({ name: 'Glacier season 72 h' })], total: 1 })

    // The admin's own list has only shared policies; for a supplier it has theirs too.
    const forAdmin = (body: unknown) =>
      call<{ data: { id: number }[]; total: number } & Failure>(
        ctx,
        'POST',
        '/core/v1/cancellation-policies-listing',
        {
          token: admin,
          body,
        },
      )
    expect((await forAdmin({ search: 'glacier' })).body.total).toBe(0)
    const { id: supplierId } = await supplierIdOf('supplier@jaunt.test')
    const chosen = await forAdmin({ search: 'glacier', supplier_id: supplierId })
    expect(chosen.body.data.map((row) => row.id)).toEqual([own.body.id])
    const { id: partnerId } = await supplierIdOf('partner@jaunt.test')
    const notSupplier = await forAdmin({ supplier_id: partnerId })
    expect(notSupplier.status).toBe(400)
    expect(notSupplier.body.errors?.[0]?.path).toBe('supplier_id')

    const page = await call<Failure>(ctx, 'POST', '/core/v1/cancellation-policies-listing', {
      token: supplier,
      body: { per_page: 1000 },
    })
    expect(page.status).toBe(400)
    expect(page.body.message).toContain('per_page')
    const stranger = await call(ctx, 'POST', '/core/v1/cancellation-policies-listing', {
      token: partner,
      body: {},
    })
    expect(stranger.status).toBe(403)
  })
})

describe('the policy mapping of products and rate plans', () => {
  it('sets an activity’s policy, which its guests then read on the product page', async () => {
    const tour = await ownProduct('supplier@jaunt.test', ServiceType.Activities)
    const strict = await policy(supplier, 'Strict 7 days', 168)
    const set = await setMapping(supplier, {
      serviceable_id: tour.id,
      service_type: ServiceType.Activities,
      cancellation_policy_id: strict.body.id,
    })
    expect(set.status, set.body.message).toBe(200)
    expect(set.body).toMatchObject({ cancellation_policy_id: strict.body.id, rate_plans: [] })

    const read = await call<PolicyMapping>(
      ctx,
      'GET',
      `/core/v1/cancellation-policies/mapping?serviceable_id=${tour.id}&service_type=${ServiceType.Activities}`,
      { token: supplier },
    )
    expect(read.body.cancellation_policy_id).toBe(strict.body.id)
    const page = await call<{ cancellation_policy: unknown }>(ctx, 'GET', `/core/public/tours/${tour.id}`)
    expect(page.body.cancellation_policy).toEqual([{ hours: 168, refund_percentage: 100 }])

    const listed = await call<ServicePolicy[]>(ctx, 'POST', '/core/v1/service-cancellation-policies', {
      token: admin,
      body: { service_ids: [tour.id] },
    })
    expect(listed.body).toEqual([
      expect.objectContaining({
        service_id: tour.id,
        service_type: ServiceType.Activities,
        cancellation_policy: expect.objectContaining({ name: 'Strict 7 days', shared: false }),
      }),
    ])
  })

  it('sets an accommodation’s rate plans one by one, and refuses a plan of another hotel', async () => {
    const hotel = await productOfType(ctx.db, ServiceType.Hotels)
    const owner = await ctx.db
      .selectFrom('app_user')
      .select('email')
      .where('id', '=', hotel.supplier_user_id)
      .executeTakeFirstOrThrow()
    const token = (await loginAs(ctx, owner.email)).access_token
    const mapping = await call<PolicyMapping>(
      ctx,
      'GET',
      `/core/v1/cancellation-policies/mapping?serviceable_id=${hotel.id}&service_type=${ServiceType.Hotels}`,
      { token },
    )
    expect(mapping.status).toBe(200)
    const [plan] = mapping.body.rate_plans
    expect(plan).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      room_type: expect.any(String),
    })
    const flexible = await policy(token, 'Rooms flexible', 24)
    const set = await setMapping(token, {
      serviceable_id: hotel.id,
      service_type: ServiceType.Hotels,
      cancellation_policy_id: mapping.body.cancellation_policy_id,
      rate_plans: [{ id: plan!.id, cancellation_policy_id: flexible.body.id }],
    })
    expect(set.status, set.body.message).toBe(200)
    expect(set.body.rate_plans.find((row) => row.id === plan!.id)?.cancellation_policy_id).toBe(
      flexible.body.id,
    )

    // A rate plan of another accommodation.
    const foreign = await ctx.db
      .selectFrom('rate_plan')
      .select('id')
      .where(
        'id',
        'not in',
        set.body.rate_plans.map((row) => row.id),
      )
      .executeTakeFirstOrThrow()
    const refused = await setMapping(token, {
      serviceable_id: hotel.id,
      service_type: ServiceType.Hotels,
      cancellation_policy_id: null,
      rate_plans: [{ id: foreign.id, cancellation_policy_id: null }],
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.[0]?.path).toBe('rate_plans.0.id')
  })

  it('refuses another supplier’s product, their policy, a wrong type and rate plans on an activity', async () => {
    const tour = await ownProduct('supplier@jaunt.test', ServiceType.Activities)
    const theirs = await policy(other, 'Other supplier only', 12)
    const mine = { serviceable_id: tour.id, service_type: ServiceType.Activities }

    expect((await setMapping(other, { ...mine, cancellation_policy_id: null })).status).toBe(404)
    const foreignPolicy = await setMapping(supplier, { ...mine, cancellation_policy_id: theirs.body.id })
    expect(foreignPolicy.status).toBe(400)
    expect(foreignPolicy.body.errors?.[0]?.path).toBe('cancellation_policy_id')
    const wrongType = await setMapping(supplier, {
      ...mine,
      service_type: ServiceType.Hotels,
      cancellation_policy_id: null,
    })
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.errors?.[0]?.path).toBe('service_type')
    const plans = await setMapping(supplier, {
      ...mine,
      cancellation_policy_id: null,
      rate_plans: [{ id: 1, cancellation_policy_id: null }],
    })
    expect(plans.status).toBe(400)
    expect(plans.body.errors?.[0]?.path).toBe('rate_plans')
    const hidden = await call<ServicePolicy[]>(ctx, 'POST', '/core/v1/service-cancellation-policies', {
      token: other,
      body: { service_ids: [tour.id] },
    })
    expect(hidden.body).toEqual([])
    const notANumber = await call<Failure>(
      ctx,
      'GET',
      `/core/v1/cancellation-policies/mapping?serviceable_id=abc&service_type=1`,
      { token: supplier },
    )
    expect(notANumber.status).toBe(400)
  })
})
