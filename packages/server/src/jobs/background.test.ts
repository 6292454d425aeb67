import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.js'
import { jobsStartedLater } from './background.js'
import { QUEUES } from './index.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('the job queue starting beside the first requests', () => {
  it('takes a job sent before pg-boss has started, once it has', async () => {
    const jobs = jobsStartedLater(ctx.db, ctx.config)
    try {
      // Sent at once, as a route answering the first request may: pg-boss has not started yet.
      const sent = jobs.queue.send(QUEUES.releaseExpiredHolds, {})
      const boss = await jobs.start()
      const id = await sent
      expect(id).toEqual(expect.any(String))
      expect(await boss.getJobById(QUEUES.releaseExpiredHolds, id!)).toMatchObject({ id })
    } finally {
      await jobs.stop({ graceful: false, wait: true })
    }
  })
})
