import type { ChatbotSiteSync } from '@jaunt/domain'
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

const statuses = async () =>
  (await call<ChatbotSiteSync[]>(ctx, 'GET', '/core/v1/ai-chatbots/sync-status', { token: admin })).body

describe('the admins’ chatbot sync tool', () => {
  it('starts a site’s sync as a job, which the job queue completes', async () => {
    const started = await call<ChatbotSiteSync[]>(ctx, 'POST', '/core/v1/ai-chatbots/sync-jobs', {
      token: admin,
      body: { site_id: demo },
    })
    expect(started.status).toBe(202)
    expect(started.body).toEqual([expect.objectContaining({ site_id: demo, status: 'started' })])
    expect((await statuses()).find((sync) => sync.site_id === demo)?.status).toBe('started')

    // No queue runs in API tests: the started sync waits for the jobs, which pick it up when they start.
    const boss = await startJobs(ctx.db, ctx.config)
    try {
      await expect
        .poll(async () => (await statuses()).find((sync) => sync.site_id === demo), {
          timeout: 20_000,
          interval: 250,
        })
        .toMatchObject({ status: 'completed', is_enabled: true })
    } finally {
      await boss.stop({ graceful: false, wait: true })
    }
    const demoSync = (await statuses()).find((sync) => sync.site_id === demo)!
    expect(demoSync.documents).toBeGreaterThan(0)
    expect(demoSync.last_synced_at).not.toBeNull()
    expect(demoSync.site_name).toBeTruthy()
  })

  it('starts every site’s sync at once', async () => {
    const started = await call<ChatbotSiteSync[]>(ctx, 'POST', '/core/v1/ai-chatbots/sync-jobs', {
      token: admin,
      body: {},
    })
    expect(started.status).toBe(202)
    expect(started.body.length).toBeGreaterThan(1)
    expect(new Set(started.body.map((sync) => sync.status))).toEqual(new Set(['started']))
  })

  it('is for admins only, and names a missing site or a bad id', async () => {
    const refused = await call(ctx, 'POST', '/core/v1/ai-chatbots/sync-jobs', { token: partner, body: {} })
    expect(refused.status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/ai-chatbots/sync-status', { token: partner })).status).toBe(403)
    const missing = await call(ctx, 'POST', '/core/v1/ai-chatbots/sync-jobs', {
      token: admin,
      body: { site_id: 999999 },
    })
    expect(missing.status).toBe(404)
    const bad = await call<{ errors: { path: string }[] }>(ctx, 'POST', '/core/v1/ai-chatbots/sync-jobs', {
      token: admin,
      body: { site_id: 'all' },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0]!.path).toBe('site_id')
  })
})
