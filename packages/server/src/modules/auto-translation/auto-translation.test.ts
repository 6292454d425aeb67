import {
  AUTO_TRANSLATION_MESSAGES as M,
  type AutoTranslationPreview,
  type AutoTranslationRun,
  type AutoTranslationRunDetail,
  type TourInput,
} from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJobs } from '../../jobs/index.js'
import { standInTranslator, startLlmStandIn } from '../../test/llm-stand-in.js'
import { runAutoTranslation } from './auto-translation.job.js'
import type { AutoTranslationRunTable } from './auto-translation.tables.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let llm: Awaited<ReturnType<typeof startLlmStandIn>>
let ctx: TestContext
let noModel: TestContext
let admin: string
let supplier: string
let oslo: number
const base = '/core/v1/tools/auto-translation'

beforeAll(async () => {
  llm = await startLlmStandIn()
  // The "model" puts a script after each paragraph: the stored description must not keep it.
  llm.answerWith({
    kind: 'complete',
    answer: standInTranslator({
      Aurora: 'Polarlichtlager',
      aurora: 'Polarlicht',
      '</p>': '</p><script>alert(1)</script>',
    }),
  })
  ;[ctx, noModel] = await Promise.all([createTestContext({ CHATBOT_LLM_URL: llm.url }), createTestContext()])
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
})
afterAll(async () => {
  await Promise.all([ctx.close(), noModel.close()])
  await llm.close()
})

const tourInput = (texts: TourInput['texts']): TourInput => ({
  location_id: oslo,
  currency_code: 'nok',
  duration: { days: null, hours: 2, minutes: 0 },
  texts,
  images: [{ url: '/media/scenes/fjord-0b3d5c-1e6091-2a4d3a-f4a261.svg', alt: { en: 'The lake' } }],
})

/** An active activity of the supplier's, with the given texts. */
async function activity(texts: TourInput['texts']) {
  const created = await call<{ id: number }>(ctx, 'POST', '/core/v1/tours', {
    token: supplier,
    body: tourInput(texts),
  })
  expect(created.status).toBe(201)
  const published = await call(ctx, 'PUT', `/core/v1/tours/${created.body.id}/update-status?status=1`, {
    token: supplier,
  })
  expect(published.status).toBe(200)
  return created.body.id
}

const preview = async (body: object) =>
  (await call<AutoTranslationPreview>(ctx, 'POST', `${base}/preview`, { token: admin, body })).body

const textsOf = (id: number, locale: string) =>
  ctx.db
    .selectFrom('service_translation')
    .select(['name', 'short_description', 'description', 'highlights', 'machine_translated'])
    .where('service_id', '=', id)
    .where('locale', '=', locale)
    .executeTakeFirst()

/** Starts a run and lets the job queue work it off, as a running server does. */
async function run(body: object) {
  const started = await call<AutoTranslationRun>(ctx, 'POST', `${base}/runs`, { token: admin, body })
  expect(started.status).toBe(202)
  expect(started.body).toMatchObject({ status: 'queued', requested_by_name: expect.any(String) })
  // No queue runs in API tests: the run waits for the jobs, which pick it up when they start.
  const boss = await startJobs(ctx.db, ctx.config)
  try {
    await expect
      .poll(async () => (await detail(started.body.id)).status, { timeout: 20_000, interval: 250 })
      .toBe('done')
  } finally {
    await boss.stop({ graceful: false, wait: true })
  }
  return detail(started.body.id)
}
const detail = async (id: number) =>
  (await call<AutoTranslationRunDetail>(ctx, 'GET', `${base}/runs/${id}`, { token: admin })).body

describe('Tools › Auto-translation', () => {
  let fresh: number
  let human: number
  let failing: number

  beforeAll(async () => {
    fresh = await activity({
      en: {
        name: 'Aurora camp by the lake',
        short_description: 'A night out under the aurora',
        description: '<p>Watch the aurora from a heated tent.</p>',
        highlights: ['Hot cocoa', 'Reindeer skins'],
      },
    })
    human = await activity({ en: { name: 'Harbour bike tour' }, de: { name: 'Hafen-Radtour' } })
    failing = await activity({ en: { name: 'An untranslatable pun walk' } })
  })

  it('previews how many products and texts each language would get', async () => {
    const chosen = await preview({
      target_locales: ['de', 'fr'],
      scope: 'services',
      service_ids: [fresh, human],
    })
    expect(chosen).toEqual({
      model_configured: true,
      products: 2,
      texts: 4 + 4 + 1,
      languages: [
        { locale: 'de', products: 1, texts: 4 },
        { locale: 'fr', products: 2, texts: 5 },
      ],
    })
    const overwriting = await preview({
      target_locales: ['de'],
      scope: 'services',
      service_ids: [fresh, human],
      overwrite: true,
    })
    expect(overwriting.languages).toEqual([{ locale: 'de', products: 2, texts: 5 }])
    // Every seeded product has German; the three new ones have English only, one of them German too.
    const missing = await preview({ target_locales: ['de'], scope: 'missing' })
    expect(missing.languages[0]).toMatchObject({ locale: 'de', products: 2 })
    expect(
      (
        await call(noModel, 'POST', `${base}/preview`, {
          token: admin,
          body: { target_locales: ['de'], scope: 'missing' },
        })
      ).body,
    ).toMatchObject({ model_configured: false })
  })

  it('fills missing German texts that guests then find, keeps people’s texts, and records a failing product', async () => {
    const done = await run({
      target_locales: ['de'],
      scope: 'services',
      service_ids: [fresh, human, failing],
    })
    expect(done).toMatchObject({
      total: 2,
      done: 1,
      failed: 1,
      error_code: null,
      error: null,
      finished_at: expect.any(String),
    })
    expect(done.failures).toEqual([
      {
        service_id: failing,
        service_name: 'An untranslatable pun walk',
        locale: 'de',
        error_code: 'model_unavailable',
        error: 'the language model answered with status 500',
      },
    ])
    expect(await textsOf(fresh, 'de')).toEqual({
      name: 'Polarlichtlager camp by the lake [de]',
      short_description: 'A night out under the Polarlicht [de]',
      description: '<p>Watch the Polarlicht from a heated tent.</p> [de]',
      highlights: ['Hot cocoa [de]', 'Reindeer skins [de]'],
      machine_translated: true,
    })
    expect(await textsOf(human, 'de')).toMatchObject({ name: 'Hafen-Radtour', machine_translated: false })
    expect(await textsOf(failing, 'de')).toBeUndefined()

    const found = await call<{ data: { id: number; name: string }[] }>(ctx, 'POST', '/core/public/catalog', {
      body: { query: 'Polarlichtlager' },
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(found.body.data.find((card) => card.id === fresh)?.name).toBe(
      'Polarlichtlager camp by the lake [de]',
    )
    const asked = JSON.parse(llm.requests.at(-1)!.messages.at(-1)!.content) as Record<string, unknown>
    expect(asked).toMatchObject({ source_language: 'en', target_language: 'de' })
  })

  it('keeps the machine mark through an unchanged save; a supplier’s own edit clears it', async () => {
    const full = await call<{ texts: TourInput['texts'] }>(ctx, 'GET', `/core/v1/tours/${fresh}/full`, {
      token: supplier,
    })
    await call(ctx, 'PUT', `/core/v1/tours/${fresh}`, { token: supplier, body: tourInput(full.body.texts) })
    expect((await textsOf(fresh, 'de'))?.machine_translated).toBe(true)
    const edited = { ...full.body.texts, de: { ...full.body.texts.de!, name: 'Polarlicht-Camp am See' } }
    await call(ctx, 'PUT', `/core/v1/tours/${fresh}`, { token: supplier, body: tourInput(edited) })
    expect(await textsOf(fresh, 'de')).toMatchObject({
      name: 'Polarlicht-Camp am See',
      machine_translated: false,
    })

    const kept = await run({ target_locales: ['de'], scope: 'services', service_ids: [fresh, human] })
    expect(kept).toMatchObject({ total: 0, done: 0, failed: 0, failures: [] })
    const replaced = await run({
      target_locales: ['de'],
      scope: 'services',
      service_ids: [human],
      overwrite: true,
    })
    expect(replaced).toMatchObject({ total: 1, done: 1 })
    expect(await textsOf(human, 'de')).toMatchObject({
      name: 'Harbour bike tour [de]',
      machine_translated: true,
    })
  })

  it('lists the runs latest first, with the total in Content-Range', async () => {
    const page = await call<AutoTranslationRun[]>(ctx, 'GET', `${base}/runs?range=[0,1]`, { token: admin })
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Range')).toBe('auto-translation-runs 0-1/3')
    expect(page.body[0]).toMatchObject({ status: 'done', overwrite: true, service_ids: [human] })
    expect(page.body[0]!.id).toBeGreaterThan(page.body[1]!.id)
    expect((await call(ctx, 'GET', `${base}/runs/999999`, { token: admin })).status).toBe(404)
  })

  it('records why each translation failed as a code, with the English detail', async () => {
    // One after another: the failures are listed by product id, so the ids must follow this order.
    const garbled = await activity({ en: { name: 'The garbled ferry ride' } })
    const incomplete = await activity({ en: { name: 'The incomplete ferry ride' } })
    const long = await activity({ en: { name: 'The long ferry ride' } })
    const translator = standInTranslator()
    llm.answerWith({
      kind: 'complete',
      answer: (messages) => {
        const asked = messages.at(-1)!.content
        if (asked.includes('garbled')) return 'Die Fähre'
        if (asked.includes('incomplete')) return '{}'
        if (asked.includes('long')) return JSON.stringify({ name: 'Fähre '.repeat(100) })
        return translator(messages)
      },
    })
    try {
      const failed = await run({
        target_locales: ['de'],
        scope: 'services',
        service_ids: [garbled!, incomplete!, long!],
      })
      expect(failed).toMatchObject({ status: 'done', total: 3, failed: 3, error_code: null })
      expect(
        failed.failures.map(({ service_id, error_code, error }) => ({ service_id, error_code, error })),
      ).toEqual([
        {
          service_id: garbled,
          error_code: 'model_answer_invalid',
          error: 'the language model did not answer with a JSON object',
        },
        { service_id: incomplete, error_code: 'translation_incomplete', error: 'the translation lacks name' },
        {
          service_id: long,
          error_code: 'translation_too_long',
          error: 'the translation of name is too long',
        },
      ])
    } finally {
      llm.answerWith({ kind: 'complete', answer: standInTranslator() })
    }
  })

  it('fails a run whose model is gone by the time it runs, saying so by its code', async () => {
    const { id } = await noModel.db
      .withTables<{ auto_translation_run: AutoTranslationRunTable }>()
      .insertInto('auto_translation_run')
      .values({
        source_locale: 'en',
        target_locales: ['de'],
        scope: 'missing',
        overwrite: false,
        requested_by: null,
        service_ids: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await runAutoTranslation(noModel.db, noModel.config, id)
    const token = (await loginAs(noModel, 'admin@jaunt.test')).access_token
    const failed = await call<AutoTranslationRunDetail>(noModel, 'GET', `${base}/runs/${id}`, { token })
    expect(failed.body).toMatchObject({
      status: 'failed',
      error_code: 'model_unavailable',
      error: 'No language model is configured, so texts cannot be machine-translated',
    })
  })

  it('answers 409 when no language model is configured', async () => {
    const token = (await loginAs(noModel, 'admin@jaunt.test')).access_token
    const refused = await call(noModel, 'POST', `${base}/runs`, {
      token,
      body: { target_locales: ['de'], scope: 'missing' },
      headers: { 'APP-LOCALE': 'de' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe(
      'Es ist kein Sprachmodell eingerichtet, daher können Texte nicht maschinell übersetzt werden',
    )
  })

  it('is for admins only, and names a bad field', async () => {
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    for (const token of [supplier, partner]) {
      expect((await call(ctx, 'GET', `${base}/runs`, { token })).status).toBe(403)
      const body = { target_locales: ['de'], scope: 'missing' }
      expect((await call(ctx, 'POST', `${base}/runs`, { token, body })).status).toBe(403)
    }
    const bad = async (body: object) =>
      (
        await call<{ errors: { path: string; message: string }[] }>(ctx, 'POST', `${base}/preview`, {
          token: admin,
          body,
        })
      ).body.errors
    expect(await bad({ target_locales: ['xx'], scope: 'missing' })).toEqual([
      { path: 'target_locales.0', message: M.languageUnknown },
    ])
    expect(await bad({ source_locale: 'de', target_locales: ['fr', 'de'], scope: 'missing' })).toEqual([
      { path: 'target_locales.1', message: M.targetIsSource },
    ])
    expect(await bad({ target_locales: ['de'], scope: 'services' })).toEqual([
      { path: 'service_ids', message: M.productsRequired },
    ])
    expect(await bad({ target_locales: ['de'], scope: 'missing', overwrite: true })).toEqual([
      { path: 'overwrite', message: M.overwriteOnlyChosen },
    ])
  })

  it('documents its calls', async () => {
    const doc = (await (await ctx.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown; tags?: string[] }>>
      components: { schemas: Record<string, unknown> }
    }
    const calls = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('Auto-translation'))
    expect(calls.map((op) => op.operationId).sort()).toEqual([
      'getAutoTranslationRun',
      'listAutoTranslationRuns',
      'previewAutoTranslation',
      'startAutoTranslation',
    ])
    expect(calls.every((op) => Array.isArray(op.security) && op.security.length > 0)).toBe(true)
    const run = doc.components.schemas.AutoTranslationRun as { properties: Record<string, unknown> }
    expect(run.properties.error_code).toMatchObject({ enum: expect.arrayContaining(['model_unavailable']) })
    for (const name of [
      'AutoTranslationInput',
      'AutoTranslationPreview',
      'AutoTranslationRun',
      'AutoTranslationRunDetail',
    ])
      expect(doc.components.schemas).toHaveProperty(name)
  })
})
