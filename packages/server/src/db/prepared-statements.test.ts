import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openDatabase, type DB } from './database.js'
import { statementName } from './prepared-statements.js'

const pgUrl = process.env.PG_TEST_URL

/** The statements this connection has prepared, by name (PostgreSQL's own view of the session). */
const preparedOn = async (db: DB) =>
  (await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db)).rows.map(
    (row) => row.name,
  )

const until = async (check: () => Promise<boolean>) => {
  const end = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe.runIf(pgUrl)('statements are prepared once per connection (PostgreSQL)', () => {
  let db: DB

  beforeAll(async () => {
    db = await openDatabase({ kind: 'postgres', url: pgUrl! })
  })
  afterAll(() => db.destroy())

  it('prepares a statement with parameters under its text hash, and answers each call with its own values', async () => {
    const text = 'select $1::int + 1 as next'
    await db.connection().execute(async (own) => {
      const first = await sql<{ next: number }>`select ${41}::int + 1 as next`.execute(own)
      const second = await sql<{ next: number }>`select ${1}::int + 1 as next`.execute(own)
      expect([first.rows[0]!.next, second.rows[0]!.next]).toEqual([42, 2])
      const prepared = await preparedOn(own)
      expect(prepared.filter((name) => name === statementName(text))).toHaveLength(1)
    })
  })

  it('leaves statements without parameters and searches unprepared', async () => {
    await db.connection().execute(async (own) => {
      await sql`select 1 as one`.execute(own)
      await sql`select ${'fjord'}::text as search_document`.execute(own)
      const prepared = await preparedOn(own)
      expect(prepared).not.toContain(statementName('select 1 as one'))
      expect(prepared).not.toContain(statementName('select $1::text as search_document'))
    })
  })

  it('a statement that fails to prepare fails its call, and the next call of it is prepared again', async () => {
    await db.connection().execute(async (own) => {
      await expect(sql`select ${1}::int from no_such_table`.execute(own)).rejects.toThrow(/no_such_table/)
      await sql`create temporary table no_such_table (id int)`.execute(own)
      const { rows } = await sql<{ int4: number }>`select ${1}::int from no_such_table`.execute(own)
      expect(rows).toEqual([])
    })
  })

  it('a connection the server ends while a call holds it fails that call, not the process', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      await db.connection().execute(async (own) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(own)
        await sql`select pg_terminate_backend(${rows[0]!.pid})`.execute(db)
        await until(async () => error.mock.calls.length > 0)
        await expect(sql`select ${1}::int as one`.execute(own)).rejects.toThrow(/not queryable/)
      })
      expect(String(error.mock.calls[0]![0])).toMatch(/^database connection lost during a call/)
      const { rows } = await sql<{ one: number }>`select ${1}::int as one`.execute(db)
      expect(rows).toEqual([{ one: 1 }])
    } finally {
      error.mockRestore()
    }
  })
})
