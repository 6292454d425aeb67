import type { SystemStatus } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueMail } from '../mail/outbox.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('the admin’s system status (tools/system)', () => {
  it('reports the version, the database and the mail waiting in the outbox', async () => {
    const admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
    const before = await call<SystemStatus>(ctx, 'GET', '/core/v1/admin/system-status', { token: admin })
    expect(before.status).toBe(200)
    await queueMail(ctx.db, {
      kind: 'test',
      to: 'ops@example.test',
      locale: 'en',
      subject: 'Queued',
      text: 'Queued',
      html: '<p>Queued</p>',
    })
    const after = await call<SystemStatus>(ctx, 'GET', '/core/v1/admin/system-status', { token: admin })
    expect(after.body).toMatchObject({
      version: '0.1.0',
      database: { kind: process.env.PG_TEST_URL ? 'postgres' : 'pglite' },
    })
    expect(after.body.database.size_bytes).toBeGreaterThan(1_000_000)
    expect(after.body.database.latest_migration).toMatch(/^\d{4}_/)
    expect(after.body.mail.waiting).toBe(before.body.mail.waiting + 1)
    expect(after.body.mail.oldest_waiting_at).not.toBeNull()
    expect(Array.isArray(after.body.jobs)).toBe(true)
  })

  it('is for admins only', async () => {
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await call(ctx, 'GET', '/core/v1/admin/system-status', { token: partner })).status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/admin/system-status')).status).toBe(401)
  })
})
