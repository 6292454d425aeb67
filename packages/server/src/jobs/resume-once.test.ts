import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueServiceDataJobs, resumeServiceDataJobs } from '../modules/service-data/service-data.service.js'
import { createTestContext, type TestContext } from '../test/test-app.js'
import { createBoss } from './boss.js'
import { createRunQueues, QUEUES } from './index.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

/** The jobs waiting in a queue for these runs. */
async function waiting(queue: string, runIds: number[]) {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.job
    where name = ${queue} and state = 'created' and (data ->> 'job_id')::int = any(${runIds})`.execute(ctx.db)
  return rows[0]!.n
}

describe('a run resumed by two processes at start', () => {
  it('is queued once', async () => {
    const services = await ctx.db.selectFrom('service').select('id').orderBy('id').limit(2).execute()
    // Two product data jobs left queued, as a stop leaves them; no worker takes them here.
    await queueServiceDataJobs(ctx.db, null, { service_ids: services.map((service) => service.id) })
    const { rows: jobs } = await sql<{ id: number }>`select id from service_data_job
      where status = 'queued' order by id`.execute(ctx.db)
    const runIds = jobs.map((job) => job.id)

    // Two processes start: each creates the queues and resumes what was left.
    const [first, second] = [createBoss(ctx.db), createBoss(ctx.db)]
    await first.start()
    await second.start()
    try {
      for (const boss of [first, second]) {
        await createRunQueues(boss)
        await resumeServiceDataJobs(ctx.db, boss)
      }
      expect(runIds.length).toBe(2)
      expect(await waiting(QUEUES.serviceData, runIds)).toBe(2)
      for (const queue of [QUEUES.bulkCancel, QUEUES.chatbotSync, QUEUES.serviceData, QUEUES.autoTranslation])
        expect((await first.getQueue(queue))?.policy).toBe('short')
    } finally {
      await first.stop({ graceful: false, wait: true })
      await second.stop({ graceful: false, wait: true })
    }
  })
})
