import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import pg from 'pg'

/** The bench's own connection to the database a server is stopped on: PostgreSQL at `url`, or PGlite in `dataDir`. */
export async function openDatabase({ url, dataDir }) {
  if (url) {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    return { query: (text, params) => client.query(text, params), close: () => client.end() }
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } })
  return { query: (text, params) => client.query(text, params), close: () => client.close() }
}
