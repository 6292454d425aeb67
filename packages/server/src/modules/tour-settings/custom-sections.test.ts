import { ServiceType, Status, type CustomSectionRecord, type TourDetail } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let both: string
let tourId: number

// A bookable demo activity of supplier@jaunt.test, so its public page shows what is saved here.
beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  both = (await loginAs(ctx, 'both@jaunt.test')).access_token
  const tour = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select('s.id')
    .where('u.email', '=', 'supplier@jaunt.test')
    .where('s.service_type', '=', ServiceType.Activities)
    .where('s.status', '=', Status.Active)
    .where('s.is_private', '=', false)
    .orderBy('s.id')
    .executeTakeFirstOrThrow()
  tourId = tour.id
})
afterAll(() => ctx.close())

const sections = (id = tourId, token = supplier) =>
  call<{ data: CustomSectionRecord[]; total: number }>(ctx, 'GET', `/core/v1/tours/${id}/custom-sections`, {
    token,
  })
const create = (body: unknown) =>
  call<CustomSectionRecord & { errors?: unknown }>(ctx, 'POST', `/core/v1/tours/${tourId}/custom-sections`, {
    token: supplier,
    body,
  })
const page = (locale: string) =>
  call<TourDetail>(ctx, 'GET', `/core/public/tours/${tourId}`, { headers: { 'APP-LOCALE': locale } })

describe('the custom sections of an activity (tour/settings/{id}/custom-sections)', () => {
  it('creates, edits, reorders and deletes sections, and sanitises their HTML', async () => {
    const what = await create({
      texts: {
        en: {
          title: 'What to bring',
          body: '<p onclick="steal()">Warm <strong>boots</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="https://x/y.png">',
        },
        de: { title: 'Was mitbringen', body: '<p>Warme Stiefel</p>' },
        fr: { title: '', body: '' },
      },
    })
    expect(what.status).toBe(201)
    expect(what.body).toMatchObject({ tour_id: tourId, position: 1 })
    expect(what.body.texts.en!.body).toBe('<p>Warm <strong>boots</strong></p><a>x</a>')
    expect(what.body.texts).not.toHaveProperty('fr')

    const rules = await create({
      texts: {
        en: { title: 'House rules', body: '<ul><li>No <a href="https://jaunt.test/x">drones</a></li></ul>' },
      },
    })
    expect(rules.body.position).toBe(2)
    expect(rules.body.texts.en!.body).toBe('<ul><li>No <a href="https://jaunt.test/x">drones</a></li></ul>')

    const edited = await call<CustomSectionRecord>(
      ctx,
      'PUT',
      `/core/v1/tour-custom-sections/${rules.body.id}`,
      {
        token: supplier,
        body: { texts: { en: { title: 'Rules of the house', body: '<h3>Quiet</h3><p>After ten</p>' } } },
      },
    )
    expect(edited.body.texts.en).toEqual({
      title: 'Rules of the house',
      body: '<h3>Quiet</h3><p>After ten</p>',
    })

    const reordered = await call<{ data: CustomSectionRecord[] }>(
      ctx,
      'PUT',
      `/core/v1/tours/${tourId}/custom-sections/order`,
      { token: supplier, body: { ids: [rules.body.id, what.body.id] } },
    )
    expect(reordered.body.data.map((section) => section.texts.en!.title)).toEqual([
      'Rules of the house',
      'What to bring',
    ])

    const english = await page('en')
    expect(english.body.custom_sections.map((section) => section.title)).toEqual([
      'Rules of the house',
      'What to bring',
    ])
    const german = await page('de')
    expect(german.body.custom_sections).toEqual([
      { id: rules.body.id, title: 'Rules of the house', body: '<h3>Quiet</h3><p>After ten</p>' },
      { id: what.body.id, title: 'Was mitbringen', body: '<p>Warme Stiefel</p>' },
    ])

    const deleted = await call(ctx, 'DELETE', `/core/v1/tour-custom-sections/${rules.body.id}`, {
      token: supplier,
    })
    expect(deleted.body).toEqual({ id: rules.body.id })
    expect((await sections()).body.data.map((section) => section.id)).toEqual([what.body.id])
  })

  it('names the field of a missing title or text, and of a body that was only markup', async () => {
    const empty = await create({ texts: { de: { title: '', body: '<p>Nur Deutsch</p>' } } })
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'texts.en.title', message: 'Please enter section title' },
        { path: 'texts.en.body', message: 'Please enter section text' },
        { path: 'texts.de.title', message: 'Please enter section title' },
      ]),
    )
    const scriptOnly = await create({ texts: { en: { title: 'Sneaky', body: '<script>alert(1)</script>' } } })
    expect(scriptOnly.status).toBe(400)
    expect(scriptOnly.body.errors).toEqual([{ path: 'texts.en.body', message: 'Please enter section text' }])
    const badOrder = await call(ctx, 'PUT', `/core/v1/tours/${tourId}/custom-sections/order`, {
      token: supplier,
      body: { ids: [999_999] },
    })
    expect(badOrder.status).toBe(400)
  })

  it('answers 404 for another supplier’s activity or section', async () => {
    const own = await create({ texts: { en: { title: 'Private', body: '<p>Mine</p>' } } })
    expect((await sections(tourId, both)).status).toBe(404)
    const path = `/core/v1/tour-custom-sections/${own.body.id}`
    expect((await call(ctx, 'GET', path, { token: both })).status).toBe(404)
    const body = { texts: { en: { title: 'Taken', body: '<p>Over</p>' } } }
    expect((await call(ctx, 'PUT', path, { token: both, body })).status).toBe(404)
    expect((await call(ctx, 'DELETE', path, { token: both })).status).toBe(404)
    expect(
      (await call(ctx, 'POST', `/core/v1/tours/${tourId}/custom-sections`, { token: both, body })).status,
    ).toBe(404)
    expect((await call(ctx, 'GET', path, { token: supplier })).body).toMatchObject({
      texts: { en: { title: 'Private' } },
    })
  })
})
