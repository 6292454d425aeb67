import type { ChannelManager, TourMappingRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number
let optionIds: number[]

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const location = await ctx.db.selectFrom('location').select('id').executeTakeFirstOrThrow()
  const tour = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token: supplier,
    body: {
      location_id: location.id,
      currency_code: 'NOK',
      duration: { hours: 3, minutes: 0 },
      texts: { en: { name: 'Puffin boat safari' } },
    },
  })
  tourId = tour.body.id
  optionIds = []
  for (const name of ['Morning boat', 'Evening boat']) {
    const option = await call<{ id: number }>(ctx, 'POST', `/core/v1/tours/${tourId}/options`, {
      token: supplier,
      body: { name: { en: name }, duration: { hours: 3, minutes: 0 }, start_times: ['09:00'] },
    })
    optionIds.push(option.body.id)
  }
})
afterAll(() => ctx.close())

const channelManagers = async () =>
  (
    await call<{ data: ChannelManager[] }>(ctx, 'GET', '/core/v1/public/tours/channel-manager', {
      token: supplier,
    })
  ).body.data

describe('the channel-manager mapping of an activity', () => {
  it('lists the channel managers', async () => {
    expect((await channelManagers()).map((manager) => manager.name)).toEqual(
      expect.arrayContaining(['Bókun', 'Rezdy', 'FareHarbor']),
    )
    expect((await call(ctx, 'GET', '/core/v1/public/tours/channel-manager')).status).toBe(401)
  })

  it('maps the activity and each option to codes, and reads them back', async () => {
    const path = `/core/v1/tour-mapping/${tourId}`
    const empty = await call<TourMappingRecord>(ctx, 'GET', path, { token: supplier })
    expect(empty.body).toEqual({
      id: tourId,
      channel_manager_id: null,
      external_product_code: '',
      options: [
        { option_id: optionIds[0], name: 'Morning boat', external_option_code: '' },
        { option_id: optionIds[1], name: 'Evening boat', external_option_code: '' },
      ],
    })
    const bokun = (await channelManagers()).find((manager) => manager.code === 'bokun')!
    const saved = await call<TourMappingRecord>(ctx, 'PUT', path, {
      token: supplier,
      body: {
        channel_manager_id: bokun.id,
        external_product_code: ' BK-4711 ',
        options: [{ option_id: optionIds[1], external_option_code: 'BK-4711-EVE' }],
      },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      channel_manager_id: bokun.id,
      external_product_code: 'BK-4711',
      options: [{ external_option_code: '' }, { external_option_code: 'BK-4711-EVE' }],
    })
    expect((await call(ctx, 'GET', path, { token: supplier })).body).toEqual(saved.body)
  })

  it('answers bad mappings with a 400 naming the field', async () => {
    const [manager] = await channelManagers()
    const cases: [unknown, string][] = [
      [{ channel_manager_id: manager!.id, external_product_code: '' }, 'external_product_code'],
      [{ channel_manager_id: null, external_product_code: 'X-1' }, 'channel_manager_id'],
      [{ channel_manager_id: manager!.id, external_product_code: 'has spaces' }, 'external_product_code'],
      [{ channel_manager_id: 999_999, external_product_code: 'X-1' }, 'channel_manager_id'],
      [
        {
          channel_manager_id: manager!.id,
          external_product_code: 'X-1',
          options: [{ option_id: optionIds[0], external_option_code: 'Y'.repeat(65) }],
        },
        'options.0.external_option_code',
      ],
      [
        {
          channel_manager_id: manager!.id,
          external_product_code: 'X-1',
          options: [{ option_id: 1, external_option_code: 'Z' }],
        },
        'options.0.option_id',
      ],
    ]
    for (const [body, field] of cases) {
      const answer = await call<{ errors: { path: string }[] }>(
        ctx,
        'PUT',
        `/core/v1/tour-mapping/${tourId}`,
        {
          token: supplier,
          body,
        },
      )
      expect({ field, status: answer.status, path: answer.body.errors?.[0]?.path }).toEqual({
        field,
        status: 400,
        path: field,
      })
    }
  })

  it("keeps another supplier's activity out of reach", async () => {
    const path = `/core/v1/tour-mapping/${tourId}`
    expect((await call(ctx, 'GET', path, { token: both })).status).toBe(404)
    const [manager] = await channelManagers()
    const put = await call(ctx, 'PUT', path, {
      token: both,
      body: { channel_manager_id: manager!.id, external_product_code: 'STOLEN' },
    })
    expect(put.status).toBe(404)
  })
})
