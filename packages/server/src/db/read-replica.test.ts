import { ServiceType, Status } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.js'
import { productOfType } from '../test/catalogue-fixtures.js'
import { urlForDatabase } from '../test/postgres-template.js'
import { call, createTestContext, loginAs, type TestContext } from '../test/test-app.js'
import { openDatabase, type DB } from './database.js'
import { openReadReplica, READ_REPLICA_APPLICATION_NAME, type ReadReplica } from './read-replica.js'
import { readsFailingOver } from './replica-failover.js'

const pgUrl = process.env.PG_TEST_URL
const readUrl = process.env.PG_TEST_READ_URL

const until = async (check: () => Promise<boolean>, what: string, timeoutMs = 20_000) => {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** The test's database is made from a template on the primary; the replica replays its creation. */
async function openOnReplica(database: string) {
  await until(async () => {
    const db = await openDatabase({ kind: 'postgres', url: urlForDatabase(readUrl!, database) })
    try {
      await sql`select 1`.execute(db)
      return true
    } catch {
      return false
    } finally {
      await db.destroy()
    }
  }, `database ${database} is on the replica`)
}

describe.runIf(pgUrl && readUrl)('guest searches on a streaming replica (DATABASE_READ_URL)', () => {
  let ctx: TestContext
  let database = ''
  let replicaServer: DB
  let admin: string
  let rental: { id: number }
  const replicas: ReadReplica[] = []

  /** The same app code on the same primary, with another replica connection and lag bound. */
  const appWith = async (url: string, maxLagMs: number) => {
    const readReplica = await openReadReplica(ctx.db, { url, maxLagMs })
    replicas.push(readReplica)
    return { ...ctx, app: createApp({ db: ctx.db, config: ctx.config, readReplica }) }
  }

  const rename = (name: string) =>
    ctx.db
      .updateTable('service_translation')
      .set({ name, search_vector: sql`to_tsvector('english', ${name})` })
      .where('service_id', '=', rental.id)
      .execute()

  const found = async (target: TestContext, word: string) => {
    const response = await call<{ services: { id: number }[] }>(
      target,
      'POST',
      '/core/public/search-box/search',
      {
        body: { query: word },
      },
    )
    expect(response.status).toBe(200)
    return response.body.services.some((card) => card.id === rental.id)
  }

  const setStatus = async (status: number) => {
    const response = await call(ctx, 'PUT', `/core/v1/rentals/${rental.id}/update-status?status=${status}`, {
      token: admin,
    })
    expect(response.status).toBe(200)
  }

  const pauseReplay = async () => {
    await sql`select pg_wal_replay_pause()`.execute(replicaServer)
    await until(async () => {
      const { rows } = await sql<{ state: string }>`select pg_get_wal_replay_pause_state() as state`.execute(
        replicaServer,
      )
      return rows[0]!.state === 'paused'
    }, 'replay is paused')
  }
  const resumeReplay = () => sql`select pg_wal_replay_resume()`.execute(replicaServer)

  beforeAll(async () => {
    ctx = await createTestContext({ DATABASE_READ_MAX_LAG_MS: '60000' }, async (name, primary, config) => {
      database = name
      await openOnReplica(name)
      return openReadReplica(primary, {
        url: urlForDatabase(readUrl!, name),
        maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
      })
    })
    replicaServer = await openDatabase({ kind: 'postgres', url: readUrl! })
    admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
    rental = await productOfType(ctx.db, ServiceType.Rentals)
  }, 120_000)
  afterAll(async () => {
    await resumeReplay().catch(() => undefined)
    await Promise.all(replicas.map((replica) => replica.destroy()))
    await replicaServer?.destroy()
    await ctx?.close()
  })

  it('finds a product published on the primary once the replica has replayed it', async () => {
    await setStatus(Status.Hide)
    await rename('Quillwort rental')
    expect(await found(ctx, 'quillwort')).toBe(false)
    await setStatus(Status.Active)
    await until(() => found(ctx, 'quillwort'), 'the guest search finds the published product')
  }, 60_000)

  it('reads the replica: a search runs on its connection and sees what it has replayed, not more', async () => {
    await pauseReplay()
    try {
      await rename('Bogbean rental')
      // Within the lag bound (60 s here) the search reads the replica, which has not replayed the rename.
      expect(await found(ctx, 'bogbean')).toBe(false)
      expect(await found(ctx, 'quillwort')).toBe(true)
      // Only the paused replica still has the old name; the search's connection there is named.
      const { rows } = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where datname = ${database} and application_name = ${READ_REPLICA_APPLICATION_NAME}
      `.execute(replicaServer)
      expect(rows.length).toBeGreaterThan(0)

      // Past a shorter bound, the same search reads the primary, which has it.
      const strict = await appWith(urlForDatabase(readUrl!, database), 200)
      expect(await found(strict, 'bogbean')).toBe(true)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(await found(strict, 'bogbean')).toBe(true)
    } finally {
      await resumeReplay()
    }
    await until(() => found(ctx, 'bogbean'), 'the replica has caught up')
  }, 60_000)

  it("keeps the back office's reads on the primary while the replica lags", async () => {
    await pauseReplay()
    try {
      await rename('Sundew rental')
      const list = await call<{ id: number; name: string }[]>(
        ctx,
        'GET',
        `/core/v1/rentals?filter=${encodeURIComponent(JSON.stringify({ q: 'Sundew' }))}`,
        { token: admin },
      )
      expect(list.status).toBe(200)
      expect(list.body.map((row) => row.id)).toContain(rental.id)
      expect(await found(ctx, 'sundew')).toBe(false)
    } finally {
      await resumeReplay()
    }
  }, 60_000)

  it('searches the primary, with a log line, when the replica cannot be reached', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const closed = new URL(readUrl!)
      closed.port = '1'
      closed.pathname = `/${database}`
      const unreachable = await appWith(closed.toString(), 60_000)
      expect(await found(unreachable, 'sundew')).toBe(true)
      expect(await found(unreachable, 'sundew')).toBe(true)
      const lines = warn.mock.calls.map(([line]) => String(line))
      expect(lines.filter((line) => line.startsWith('read replica unreachable'))).toHaveLength(1)
    } finally {
      warn.mockRestore()
    }
  }, 60_000)

  it('finishes a search on the primary when its replica connection is lost midway', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const replica = await openReadReplica(ctx.db, {
        url: urlForDatabase(readUrl!, database),
        maxLagMs: 60_000,
      })
      replicas.push(replica)
      const lost: unknown[] = []
      const answer = await replica.db.getExecutor().provideConnection(async (connection) => {
        const reads = readsFailingOver(connection, ctx.db, (reason) => lost.push(reason))
        const first = await sql<{ pid: number; standby: boolean }>`
          select pg_backend_pid() as pid, pg_is_in_recovery() as standby`.execute(reads.db)
        // The replica ends the search's backend between two of its reads, as a replica that stops would.
        await sql`select pg_terminate_backend(${first.rows[0]!.pid})`.execute(replicaServer)
        await until(async () => error.mock.calls.length > 0, 'the connection heard it was lost')
        const second = await sql<{ standby: boolean }>`select pg_is_in_recovery() as standby`.execute(
          reads.db,
        )
        return {
          first: first.rows[0]!.standby,
          second: second.rows[0]!.standby,
          failedOver: reads.failedOver(),
        }
      })
      expect(answer).toEqual({ first: true, second: false, failedOver: true })
      expect(lost).toHaveLength(1)
      expect(await found(ctx, 'sundew')).toBe(true)
    } finally {
      error.mockRestore()
      warn.mockRestore()
    }
  }, 60_000)
})
