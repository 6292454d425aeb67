import {
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
} from 'kysely'
import type { DB } from './database.js'
import type { Database } from './schema.js'

const LOST_CODES = new Set(['57P01', '57P02', '57P03', 'ECONNRESET', 'EPIPE', 'ECONNREFUSED'])

/** The connection itself is gone (the server stopped, the backend was ended, the socket broke), not a statement. */
export function isConnectionLoss(error: unknown) {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (code.startsWith('08') || LOST_CODES.has(code))) return true
  return typeof message === 'string' && /connection terminated|connection ended|not queryable/i.test(message)
}

/**
 * A call's reads on one replica connection that go on on the primary once that connection is lost: a
 * search is reads only, and the primary is never behind its replica, so the answer is as fresh. From the
 * loss on, each statement takes a primary connection of its own.
 */
export function readsFailingOver(
  replica: DatabaseConnection,
  primary: DB,
  lost: (error: unknown) => void,
): { db: DB; failedOver: () => boolean } {
  let failed = false
  const connection: DatabaseConnection = {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (!failed) {
        try {
          return await replica.executeQuery<R>(query)
        } catch (error) {
          if (!isConnectionLoss(error)) throw error
          failed = true
          lost(error)
        }
      }
      return primary.executeQuery<R>(query)
    },
    streamQuery: () => {
      throw new Error('a search does not stream')
    },
  }
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: () => Promise.reject(new Error('a search reads outside transactions')),
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  }
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => driver,
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  })
  return { db, failedOver: () => failed }
}
