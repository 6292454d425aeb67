import { ServiceType, Status, type PackageRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay, siteId } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let partner: string
let demo: number

beforeAll(async () => {
  ctx = await createTestContext()
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  demo = await siteId(ctx.db, 'demo')
})
afterAll(() => ctx.close())

/** An activity the demo site sells whose departures are the given ones, nothing else. */
async function activityOnSite(
  code: string,
  departures: { date: string; allotment: number; booked: number }[],
) {
  const supplier = await ctx.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'supplier@jaunt.test')
    .executeTakeFirstOrThrow()
  const { id } = await ctx.db
    .insertInto('service')
    .values({
      supplier_user_id: supplier.id,
      service_type: ServiceType.Activities,
      status: Status.Active,
      product_code: code,
      lat: 60.86,
      lng: 7.11,
      currency_code: 'NOK',
      images: '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await ctx.db.insertInto('site_catalogue').values({ site_id: demo, service_id: id, position: 999 }).execute()
  const option = await ctx.db
    .insertInto('tour_option')
    .values({ service_id: id, name: JSON.stringify({ en: 'Morning' }) })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const departure of departures)
    await ctx.db
      .insertInto('tour_slot')
      .values({ option_id: option.id, start_time: '09:00', ...departure })
      .execute()
  return id
}

async function mapTo(serviceId: number, name: string) {
  const pack = await call<PackageRecord>(ctx, 'POST', '/core/v1/package', {
    token: partner,
    body: { site_id: demo, name },
  })
  return call<{ message: string; errors: { path: string; message: string }[] }>(
    ctx,
    'PUT',
    `/core/v1/package/${pack.body.id}/package-service-mapping`,
    { token: partner, body: { components: [{ service_id: serviceId, day_offset: 0, nights: 0 }] } },
  )
}

describe('a package cannot bundle a service sold out on every date', () => {
  it('refuses an activity whose departures ahead are all full, naming the field', async () => {
    const full = await activityOnSite('QUOLL-FULL', [
      { date: isoDay(-3), allotment: 10, booked: 0 },
      { date: isoDay(5), allotment: 6, booked: 6 },
      { date: isoDay(9), allotment: 4, booked: 4 },
    ])
    const refused = await mapTo(full, 'Quoll sold-out package')
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      {
        path: 'components.0.service_id',
        message: 'This service is sold out on every date ahead: no guest could book the package.',
      },
    ])
  })

  it('refuses an activity with no departures at all', async () => {
    const none = await activityOnSite('QUOLL-NONE', [])
    expect((await mapTo(none, 'Quoll empty package')).status).toBe(400)
  })

  it('takes the same activity once one date ahead has a place', async () => {
    const open = await activityOnSite('QUOLL-OPEN', [
      { date: isoDay(5), allotment: 6, booked: 6 },
      { date: isoDay(9), allotment: 4, booked: 3 },
    ])
    expect((await mapTo(open, 'Quoll open package')).status).toBe(200)
  })
})
