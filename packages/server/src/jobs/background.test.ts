import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../test/test-app.js'
import { startJobsInBackground } from './background.js'
import { QUEUES } from './index.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('the job queue starting beside the first requests', () => {
  it('takes a job sent before pg-boss has started, once its queues exist', async () => {
    const jobs = startJobsInBackground(ctx.db, ctx.config)
    try {
      // Sent at once, as a route answering the first request may: pg-boss has not started yet.
      const id = await jobs.queue.send(QUEUES.releaseExpiredHolds, {})
      expect(id).toEqual(expect.any(String))
      const boss = await jobs.started
      expect(await boss.getJobById(QUEUES.releaseExpiredHolds, id!)).toMatchObject({ id })
    } finally {
      await jobs.stop({ graceful: false, wait: true })
    }
  })
})
