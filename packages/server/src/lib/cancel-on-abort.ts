import type { Context, MiddlewareHandler, Next } from 'hono'
import { CompiledQuery, type QueryResult } from 'kysely'
import type pg from 'pg'
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
  const before = c.get('readDb')
  await replica.db.getExecutor().provideConnection(async (connection) => {
    const reads = readsFailingOver(connection, c.get('db'), (error) => replica.lost(error))
    const backend = {
      run: (query: CompiledQuery) => connection.executeQuery(query),
      pool: postgresPoolOf(replica.db)!,
    }
    // Once the reads have gone to the primary, the replica's backend is gone: nothing to cancel or reset.
    await holdingBackend(
      c,
      backend,
      statementTimeoutMs,
      () => !reads.failedOver(),
      async () => {
        c.set('readDb', reads.db)
        starting()
        try {
          await next()
        } finally {
          c.set('readDb', before)
        }
      },
    )
  })
}

async function onOwnConnection(
  c: Context<AppEnv>,
  next: Next,
  db: DB,
  roles: ('db' | 'readDb')[],
  statementTimeoutMs: number | undefined,
) {
  const before = roles.map((role) => c.get(role))
  await db.connection().execute(async (own) => {
    const backend = { run: (query: CompiledQuery) => own.executeQuery(query), pool: postgresPoolOf(db)! }
    await holdingBackend(
      c,
      backend,
      statementTimeoutMs,
      () => true,
      async () => {
        for (const role of roles) c.set(role, own)
        try {
          await next()
        } finally {
          roles.forEach((role, index) => c.set(role, before[index]!))
        }
      },
    )
  })
}

interface Backend {
  run: (query: CompiledQuery) => Promise<QueryResult<unknown>>
  /** Where the cancel is sent from: another connection of the same server. */
  pool: pg.Pool
}

/**
 * Runs `call` while this connection's backend is known: an abort of the request cancels its statement,
 * and the request class's timeout holds until the call ends. `held` says whether the backend still serves
 * the call (a replica lost midway does not).
 */
async function holdingBackend(
  c: Context<AppEnv>,
  backend: Backend,
  statementTimeoutMs: number | undefined,
  held: () => boolean,
  call: () => Promise<void>,
) {
  const signal = c.req.raw.signal
  const { rows } = await backend.run(
    statementTimeoutMs
      ? CompiledQuery.raw("select pg_backend_pid() as pid, set_config('statement_timeout', $1, false)", [
          String(statementTimeoutMs),
        ])
      : CompiledQuery.raw('select pg_backend_pid() as pid'),
  )
  const pid = (rows[0] as { pid: number }).pid
  let cancelling: Promise<unknown> | undefined
  const cancel = () => {
    if (held()) cancelling = backend.pool.query('select pg_cancel_backend($1)', [pid]).catch(() => undefined)
  }
  signal.addEventListener('abort', cancel, { once: true })
  try {
    await call()
  } finally {
    signal.removeEventListener('abort', cancel)
    await cancelling
    // Back to the connection's own timeout (the server's, given when it connected). A connection lost
    // after the call's last statement is dropped by the pool, and its timeout goes with it.
    if (statementTimeoutMs && held())
      await backend.run(CompiledQuery.raw('reset statement_timeout')).catch((error: unknown) => {
        if (!isConnectionLoss(error)) throw error
      })
  }
}
