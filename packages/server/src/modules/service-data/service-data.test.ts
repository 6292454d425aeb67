import type { ServiceDataJobsOverview } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJobs } from '../../jobs/index.js'
import { call, createTestContext, loginAs, seededSiteId, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let partner: string
let demo: number

beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
  demo = await seededSiteId(ctx, 'demo')
})
afterAll(() => ctx.close())

const overview = async () =>
  (await call<ServiceDataJobsOverview>(ctx, 'GET', '/core/v1/tools/service-data-jobs', { token: admin })).body

describe('Tools › Send service data to queue', () => {
  it('queues one refresh per chosen product; the job rebuilds the chatbot index of each site selling it', async () => {
    const sold = await ctx.db
      .selectFrom('site_catalogue')
      .select('service_id')
      .where('site_id', '=', demo)
      .executeTakeFirstOrThrow()
    const queued = await call<{ queued: number }>(ctx, 'POST', '/core/v1/tools/service-data-jobs', {
      token: admin,
      body: { service_ids: [sold.service_id] },
    })
    expect(queued.status).toBe(202)
    expect(queued.body).toEqual({ queued: 1 })
    const before = await overview()
    expect(before.counts.queued).toBeGreaterThanOrEqual(1)
    expect(before.jobs[0]).toMatchObject({ service_id: sold.service_id, status: 'queued', error: null })

    // No queue runs in API tests: the queued job waits for the jobs, which pick it up when they start.
    const boss = await startJobs(ctx.db, ctx.config)
    try {
      await expect
        .poll(async () => (await overview()).jobs.find((job) => job.id === before.jobs[0]!.id), {
          timeout: 20_000,
          interval: 250,
        })
        .toMatchObject({ status: 'completed' })
    } finally {
      await boss.stop({ graceful: false, wait: true })
    }
    const done = (await overview()).jobs.find((job) => job.id === before.jobs[0]!.id)!
    expect(done.sites).toBeGreaterThanOrEqual(1)
    expect(done.finished_at).not.toBeNull()
    expect(done.service_name).toBeTruthy()
    const sync = await call<{ site_id: number; status: string }[]>(
      ctx,
      'GET',
      '/core/v1/ai-chatbots/sync-status',
      {
        token: admin,
      },
    )
    expect(['started', 'completed']).toContain(sync.body.find((row) => row.site_id === demo)?.status)
  })

  it('chooses products by supplier and type, or all', async () => {
    const byType = await ctx.db
      .selectFrom('service')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('service_type', '=', 3)
      .executeTakeFirstOrThrow()
    const hotels = await call<{ queued: number }>(ctx, 'POST', '/core/v1/tools/service-data-jobs', {
      token: admin,
      body: { service_type: 3 },
    })
    expect(hotels.body.queued).toBe(Number(byType.n))
    const all = await call<{ queued: number }>(ctx, 'POST', '/core/v1/tools/service-data-jobs', {
      token: admin,
      body: {},
    })
    const total = await ctx.db
      .selectFrom('service')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(all.body.queued).toBe(Number(total.n))
    const none = await call<{ queued: number }>(ctx, 'POST', '/core/v1/tools/service-data-jobs', {
      token: admin,
      body: { supplier_id: 999_999 },
    })
    expect(none.body).toEqual({ queued: 0 })
  })

  it('is for admins only, and names a bad field', async () => {
    const refused = await call(ctx, 'GET', '/core/v1/tools/service-data-jobs', { token: partner })
    expect(refused.status).toBe(403)
    const bad = await call<{ errors: { path: string }[] }>(ctx, 'POST', '/core/v1/tools/service-data-jobs', {
      token: admin,
      body: { service_type: 99 },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]!.path).toBe('service_type')
  })
})
