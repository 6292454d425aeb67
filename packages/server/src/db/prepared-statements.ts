import { createHash } from 'node:crypto'
import type { PostgresPool, PostgresPoolClient } from 'kysely'
import type pg from 'pg'

/** A connection keeps at most this many prepared statements; past it, a new text runs unprepared. */
export const PREPARED_PER_CONNECTION = 1000

// A search's best plan depends on how many documents its words and filters match: a generic plan
// cannot know, and measured slower at 100k products (p95 3.6 s against 3.1 s for an uncached search).
const PLANNED_EACH_TIME = 'search_document'

const preparedOn = new WeakMap<pg.PoolClient, Set<string>>()

const names = new Map<string, string>()
const NAMES_KEPT = 5000

/** A statement's name is its text's hash: the same text gets the same name on every connection. */
export function statementName(text: string) {
  let name = names.get(text)
  if (!name) {
    name = `j${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`
    if (names.size >= NAMES_KEPT) names.clear()
    names.set(text, name)
  }
  return name
}

/**
 * Kysely sends each statement as unnamed, so PostgreSQL parses and plans it on every call; for the short
 * statements of a booking, planning cost more than running them. Each statement with parameters is sent
 * as a prepared statement named after its text, parsed once per connection, and PostgreSQL keeps a
 * generic plan once it is no worse than the custom ones (`plan_cache_mode` auto). Statements without
 * parameters (transaction control, a migration's several commands) stay in the simple protocol, and
 * searches are planned for their own values.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => preparing(await pool.connect()),
    end: () => pool.end(),
  }
}

// The pool listens for a lost connection only while it is idle: one lost while a call holds it (the server
// restarted between two of its statements) would be an unhandled 'error' event, and end the process.
// Heard here, the call's next statement fails instead ("not queryable"), and the pool drops the client.
const heardLost = (error: Error) => console.error(`database connection lost during a call: ${error.message}`)

function preparing(client: pg.PoolClient): PostgresPoolClient {
  let prepared = preparedOn.get(client)
  if (!prepared) preparedOn.set(client, (prepared = new Set()))
  const named = prepared
  client.on('error', heardLost)
  return {
    query: ((text: unknown, values?: unknown[]) => {
      if (typeof text !== 'string' || !values?.length || text.includes(PLANNED_EACH_TIME))
        return client.query(text as string, values)
      const name = statementName(text)
      if (!named.has(name)) {
        if (named.size >= PREPARED_PER_CONNECTION) return client.query(text, values)
        named.add(name)
      }
      return client.query({ name, text, values })
    }) as unknown as PostgresPoolClient['query'],
    release: () => {
      client.removeListener('error', heardLost)
      client.release()
    },
  }
}
