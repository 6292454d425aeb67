import { openDatabase, postgresPoolOf, type DB } from './database.js'
import { ReplicaFreshness } from './replica-freshness.js'

/** A streaming replica the guest searches may read (`DATABASE_READ_URL`), when it is fresh enough. */
export interface ReadReplica {
  db: DB
  /** The replica when it answers and is within the lag bound; otherwise the primary must be read. */
  usable(): Promise<boolean>
  /** A read could not get a connection to it: the caller reads the primary instead. */
  lost(error: unknown): void
  destroy(): Promise<void>
}

export const READ_REPLICA_APPLICATION_NAME = 'jaunt-search-replica'

export async function openReadReplica(
  primary: DB,
  options: { url: string; maxLagMs: number; statementTimeoutMs?: number },
): Promise<ReadReplica> {
  const primaryPool = postgresPoolOf(primary)
  if (!primaryPool) throw new Error('a read replica needs a PostgreSQL primary (DATABASE_URL)')
  const db = await openDatabase({
    kind: 'postgres',
    url: options.url,
    statementTimeoutMs: options.statementTimeoutMs,
    applicationName: READ_REPLICA_APPLICATION_NAME,
    // A replica that does not answer must not hold a search long before it falls back to the primary.
    connectTimeoutMs: 1000,
  })
  const freshness = new ReplicaFreshness(primaryPool, postgresPoolOf(db)!, options.maxLagMs)
  return {
    db,
    usable: () => freshness.usable(),
    lost: (error) => freshness.lost(error),
    destroy: () => db.destroy(),
  }
}
