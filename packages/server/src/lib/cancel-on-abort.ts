import type { Context, MiddlewareHandler, Next } from 'hono'
import { CompiledQuery, sql } from 'kysely'
import { postgresPoolOf, type DB } from '../db/database.js'
import type { ReadReplica } from '../db/read-replica.js'
import { isConnectionLoss, readsFailingOver } from '../db/replica-failover.js'
import type { AppEnv } from './types.js'

/**
 * On PostgreSQL, a call whose client has gone cancels the statement it is running (`pg_cancel_backend`)
 * instead of finishing work for no one: the call's queries run on one connection whose backend is known.
 * The connection goes back to the pool only after a cancel sent for it has been handled, so a cancel can
 * never reach another call's statement (PostgreSQL ignores a cancel that finds its backend idle).
 * PGlite runs in this process one statement at a time and cannot cancel; there the busy gate bounds the work.
 * A request class may bound its statements tighter than the connection's `statement_timeout`: the
 * connection is set for the call and reset before it goes back to the pool.
 * With a read replica that is fresh enough, the call's search reads (`readDb`) run on a replica connection
 * held the same way, and its other statements stay on the primary; a replica that cannot give a connection
 * sends the call to the primary.
 */
export const cancelOnAbort =
  (statementTimeoutMs?: number, replica?: ReadReplica): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const db = c.get('db')
    if (replica && (await replica.usable())) {
      let started = false
      try {
        await onReplicaConnection(c, next, replica, statementTimeoutMs, () => (started = true))
        return
      } catch (error) {
        // Once the call has run, its error is its own; before, the replica failed it and the primary serves.
        if (started) throw error
        replica.lost(error)
      }
    }
    if (!postgresPoolOf(db)) return next()
    await onOwnConnection(c, next, db, ['db', 'readDb'], statementTimeoutMs)
  }

/**
 * The call's search reads on one replica connection, as `onOwnConnection`; if that connection is lost
 * midway (the replica stops), the rest of its reads go to the primary and the guest still gets an answer.
 */
async function onReplicaConnection(
  c: Context<AppEnv>,
  next: Next,
  replica: ReadReplica,
  statementTimeoutMs: number | undefined,
  starting: () => void,
) {
  const pool = postgresPoolOf(replica.db)!
  const signal = c.req.raw.signal
  const before = c.get('readDb')
  await replica.db.getExecutor().provideConnection(async (connection) => {
    const { rows } = await connection.executeQuery<{ pid: number }>(
      CompiledQuery.raw('select pg_backend_pid() as pid'),
    )
    const pid = rows[0]!.pid
    if (statementTimeoutMs)
      await connection.executeQuery(
        CompiledQuery.raw("select set_config('statement_timeout', $1, false)", [String(statementTimeoutMs)]),
      )
    const reads = readsFailingOver(connection, c.get('db'), (error) => replica.lost(error))
    let cancelling: Promise<unknown> | undefined
    // Once the reads have gone to the primary, the replica's backend is gone: nothing there to cancel.
    const cancel = () => {
      if (!reads.failedOver())
        cancelling = pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined)
    }
    signal.addEventListener('abort', cancel, { once: true })
    c.set('readDb', reads.db)
    starting()
    try {
      await next()
    } finally {
      signal.removeEventListener('abort', cancel)
      c.set('readDb', before)
      await cancelling
      // A connection lost after the call's last read is dropped by the pool; its timeout goes with it.
      if (statementTimeoutMs && !reads.failedOver())
        await connection
          .executeQuery(CompiledQuery.raw('reset statement_timeout'))
          .catch((error: unknown) => {
            if (!isConnectionLoss(error)) throw error
          })
    }
  })
}

async function onOwnConnection(
  c: Context<AppEnv>,
  next: Next,
  db: DB,
  roles: ('db' | 'readDb')[],
  statementTimeoutMs: number | undefined,
  starting = () => {},
) {
  const pool = postgresPoolOf(db)!
  const signal = c.req.raw.signal
  const before = roles.map((role) => c.get(role))
  await db.connection().execute(async (own) => {
    const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(own)
    const pid = rows[0]!.pid
    if (statementTimeoutMs)
      await sql`select set_config('statement_timeout', ${String(statementTimeoutMs)}, false)`.execute(own)
    let cancelling: Promise<unknown> | undefined
    const cancel = () => {
      cancelling = pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined)
    }
    signal.addEventListener('abort', cancel, { once: true })
    for (const role of roles) c.set(role, own)
    starting()
    try {
      await next()
    } finally {
      signal.removeEventListener('abort', cancel)
      roles.forEach((role, index) => c.set(role, before[index]!))
      await cancelling
      // Back to the connection's own timeout (the server's, given when it connected).
      if (statementTimeoutMs) await sql`reset statement_timeout`.execute(own)
    }
  })
}
