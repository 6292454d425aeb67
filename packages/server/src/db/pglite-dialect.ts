import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely'

/** One PGlite session is one connection: a lock keeps concurrent transactions from interleaving on it. */
export class PGliteDialect implements Dialect {
  constructor(private readonly client: PGlite) {}
  createAdapter = () => new PostgresAdapter()
  createDriver = (): Driver => new PGliteDriver(this.client)
  createIntrospector = (db: Parameters<Dialect['createIntrospector']>[0]) => new PostgresIntrospector(db)
  createQueryCompiler = () => new PostgresQueryCompiler()
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve()
  private readonly connection: PGliteConnection

  constructor(private readonly client: PGlite) {
    this.connection = new PGliteConnection(client)
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void
    const previous = this.queue
    this.queue = new Promise<void>((resolve) => (release = resolve))
    await previous
    this.connection.release = release
    return this.connection
  }

  async releaseConnection(connection: DatabaseConnection) {
    ;(connection as PGliteConnection).release()
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'))
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'))
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'))
  }

  async destroy() {
    await this.queue
    await this.client.close()
  }
}

class PGliteConnection implements DatabaseConnection {
  release: () => void = () => {}
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters, exec takes several statements at once (migrations); query takes only one.
    const result =
      compiledQuery.parameters.length === 0
        ? ((await this.client.exec(compiledQuery.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
    const affected = result.affectedRows
    return {
      rows: result.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results')
  }
}
