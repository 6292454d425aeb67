import { readFileSync } from 'node:fs'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { loadConfig } from '../env.js'
import { startUp } from '../start-up.js'
import { dropDatabase, uniqueName, urlForDatabase } from '../test/postgres-template.js'
import { openDatabase, type DB } from './database.js'
import { underStartupLock } from './startup-lock.js'

const pgUrl = process.env.PG_TEST_URL
const name = uniqueName('jaunt_startup')

const config = loadConfig({ NODE_ENV: 'test', APP_HOST: 'localhost:8080', SEED_DEMO: 'true' })

/** What main.ts does before it listens, and its job queue's start once it listens, stopped again. */
async function start(db: DB) {
  const { seeded, jobs } = await startUp(db, config)
  await jobs.start()
  await jobs.stop({ graceful: false, wait: true })
  return seeded
}

const open = (database: string) => openDatabase({ kind: 'postgres', url: urlForDatabase(pgUrl!, database) })

const usersIn = async (db: DB) =>
  (
    await db
      .selectFrom('app_user')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow()
  ).n

describe.runIf(pgUrl)('two API processes starting at once on one PostgreSQL database', () => {
  let first: DB
  let second: DB

  beforeAll(async () => {
    const admin = await openDatabase({ kind: 'postgres', url: pgUrl! })
    await sql`create database ${sql.id(name)}`.execute(admin)
    await admin.destroy()
    // Two pools, as two processes have.
    ;[first, second] = await Promise.all([open(name), open(name)])
  })
  afterAll(async () => {
    await Promise.all([first?.destroy(), second?.destroy()])
    await dropDatabase(pgUrl!, name)
  })

  it('lets one migrate, seed and create the job queues while the other waits, then finds the demo data there once', async () => {
    const seeded = await Promise.all([start(first), start(second)])
    expect(seeded.sort()).toEqual([false, true])
    const template = await open(inject('postgresTemplate'))
    try {
      expect(await usersIn(first)).toBe(await usersIn(template))
    } finally {
      await template.destroy()
    }
  }, 120_000)

  it('runs the second start only after the first has finished', async () => {
    const steps: string[] = []
    const work = (who: string) => async () => {
      steps.push(`${who} in`)
      await new Promise((resolve) => setTimeout(resolve, 200))
      steps.push(`${who} out`)
    }
    const a = underStartupLock(first, work('a'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    await Promise.all([a, underStartupLock(second, work('b'))])
    expect(steps).toEqual(['a in', 'a out', 'b in', 'b out'])
  })
})

describe.skipIf(pgUrl)('starting on PGlite', () => {
  it('takes no lock: the data dir lock already keeps a second process out', async () => {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))])
    const db = await openDatabase({ kind: 'pglite-snapshot', snapshot })
    try {
      expect(await underStartupLock(db, async () => usersIn(db))).toBeGreaterThan(0)
    } finally {
      await db.destroy()
    }
  })
})
