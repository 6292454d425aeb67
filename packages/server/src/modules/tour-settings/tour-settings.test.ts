import { ServiceType, Status, type FeatureChoice, type TourDetail } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number
let others: number[]
let privateOfAnother: number

type Answer = { errors?: { path: string; message: string }[] }

// A bookable demo activity of supplier@jaunt.test; other bookable products to recommend beside it.
beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const bookable = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select(['s.id', 's.service_type', 'u.email'])
    .where('s.status', '=', Status.Active)
    .where('s.is_private', '=', false)
    .orderBy('s.id')
    .execute()
  tourId = bookable.find(
    (row) => row.email === 'supplier@jaunt.test' && row.service_type === ServiceType.Activities,
  )!.id
  others = bookable.filter((row) => row.id !== tourId).map((row) => row.id)
  const foreign = bookable.find((row) => row.email !== 'supplier@jaunt.test')!
  await ctx.db.updateTable('service').set({ is_private: true }).where('id', '=', foreign.id).execute()
  privateOfAnother = foreign.id
  others = others.filter((id) => id !== foreign.id)
})
afterAll(() => ctx.close())

const page = (locale: string) =>
  call<TourDetail>(ctx, 'GET', `/core/public/tours/${tourId}`, { headers: { 'APP-LOCALE': locale } })

describe('the features of an activity (tour/settings/{id}/features)', () => {
  it('lists every feature, replaces the chosen ones and shows them on the page in German', async () => {
    const all = await call<{ data: FeatureChoice[] }>(ctx, 'GET', '/core/v1/feature?item_per_page=-1', {
      token: supplier,
    })
    expect(all.status).toBe(200)
    const [first, second] = all.body.data
    const saved = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/features`, {
      token: supplier,
      body: { feature_ids: [second!.id, first!.id, first!.id] },
    })
    expect(saved.body).toEqual({ id: tourId, feature_ids: [first!.id, second!.id].sort((a, b) => a - b) })
    expect((await call(ctx, 'GET', `/core/v1/tours/${tourId}/features`, { token: supplier })).body).toEqual(
      saved.body,
    )
    const names = await ctx.db
      .selectFrom('feature')
      .select(['id', 'name'])
      .where('id', 'in', [first!.id, second!.id])
      .orderBy('id')
      .execute()
    const german = await page('de')
    expect(german.body.features.map((feature) => feature.name)).toEqual(
      names.map((row) => row.name.de ?? row.name.en),
    )
    expect((await page('en')).body.features.map((feature) => feature.name)).toEqual(
      names.map((row) => row.name.en),
    )
  })

  it('names an unknown feature and answers 404 for another supplier’s activity', async () => {
    const unknown = await call<Answer>(ctx, 'PUT', `/core/v1/tours/${tourId}/features`, {
      token: supplier,
      body: { feature_ids: [999_999] },
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual([{ path: 'feature_ids.0', message: 'This feature does not exist' }])
    const foreign = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/features`, {
      token: both,
      body: { feature_ids: [] },
    })
    expect(foreign.status).toBe(404)
  })
})

describe('the special instruction mail of an activity', () => {
  it('keeps a text per language and drops empty ones; another supplier gets 404', async () => {
    const saved = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/special-instruction`, {
      token: supplier,
      body: { texts: { en: ' Bring your passport. ', de: 'Reisepass mitbringen.', fr: '' } },
    })
    expect(saved.body).toEqual({
      id: tourId,
      texts: { en: 'Bring your passport.', de: 'Reisepass mitbringen.' },
    })
    const read = await call(ctx, 'GET', `/core/v1/tours/${tourId}/special-instruction`, { token: supplier })
    expect(read.body).toEqual(saved.body)
    expect(
      (await call(ctx, 'GET', `/core/v1/tours/${tourId}/special-instruction`, { token: both })).status,
    ).toBe(404)
    const tooLong = await call<Answer>(ctx, 'PUT', `/core/v1/tours/${tourId}/special-instruction`, {
      token: supplier,
      body: { texts: { en: 'x'.repeat(5001) } },
    })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.errors?.[0]?.path).toBe('texts.en')
  })
})

describe('the recommended items of an activity', () => {
  it('keeps up to six products in order and shows the bookable ones as cards, in German', async () => {
    const choices = await call<{ data: { id: number; own: boolean }[] }>(
      ctx,
      'GET',
      `/core/v1/tours/${tourId}/recommendable`,
      { token: supplier },
    )
    expect(choices.body.data.map((product) => product.id)).not.toContain(tourId)
    expect(choices.body.data.map((product) => product.id)).not.toContain(privateOfAnother)
    const picked = [others[2]!, others[0]!]
    const saved = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/recommended-items`, {
      token: supplier,
      body: { service_ids: picked },
    })
    expect(saved.body).toEqual({ id: tourId, service_ids: picked })
    const german = await page('de')
    expect(german.body.recommendations.map((card) => card.id)).toEqual(picked)
    const names = await ctx.db
      .selectFrom('service_translation')
      .select(['locale', 'name'])
      .where('service_id', '=', picked[0]!)
      .execute()
    const germanName = (names.find((row) => row.locale === 'de') ?? names.find((row) => row.locale === 'en'))!
    expect(german.body.recommendations[0]!.name).toBe(germanName.name)
  })

  it('refuses more than six, itself, another’s private product, and another supplier', async () => {
    const seven = await call<Answer>(ctx, 'PUT', `/core/v1/tours/${tourId}/recommended-items`, {
      token: supplier,
      body: { service_ids: others.slice(0, 7) },
    })
    // An over-long list is the house's 422, in the same shape.
    expect(seven.status).toBe(422)
    expect(seven.body.errors).toEqual([{ path: 'service_ids', message: 'Please choose at most 6 products' }])
    const itself = await call<Answer>(ctx, 'PUT', `/core/v1/tours/${tourId}/recommended-items`, {
      token: supplier,
      body: { service_ids: [others[0], tourId] },
    })
    expect(itself.body.errors).toEqual([
      { path: 'service_ids.1', message: 'This product cannot be recommended' },
    ])
    const hidden = await call<Answer>(ctx, 'PUT', `/core/v1/tours/${tourId}/recommended-items`, {
      token: supplier,
      body: { service_ids: [privateOfAnother] },
    })
    expect(hidden.body.errors?.[0]?.path).toBe('service_ids.0')
    const foreign = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/recommended-items`, {
      token: both,
      body: { service_ids: [] },
    })
    expect(foreign.status).toBe(404)
  })
})

describe('the OpenAPI document', () => {
  it('declares every settings call with its operationId, bearer security and named schemas', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown; tags?: string[] }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const calls = Object.values(doc.body.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('Supplier activity settings'))
    expect(calls.map((op) => op.operationId).sort()).toEqual(
      [
        'listTourCustomSections',
        'createTourCustomSection',
        'reorderTourCustomSections',
        'getTourCustomSection',
        'updateTourCustomSection',
        'deleteTourCustomSection',
        'listFeatures',
        'getTourFeatures',
        'setTourFeatures',
        'getTourSpecialInstruction',
        'setTourSpecialInstruction',
        'listTourRecommendable',
        'getTourRecommendedItems',
        'setTourRecommendedItems',
        'getTourCustomBookingOption',
        'setTourCustomBookingOption',
      ].sort(),
    )
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.body.components.schemas)).toEqual(
      expect.arrayContaining([
        'CustomSectionInput',
        'CustomSectionRecord',
        'TourFeaturesInput',
        'SpecialInstructionInput',
        'RecommendedItemsInput',
        'RecommendableProduct',
        'BookingOptionInput',
        'BookingOptionRecord',
      ]),
    )
  })
})
