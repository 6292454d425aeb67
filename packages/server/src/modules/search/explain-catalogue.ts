/**
 * Prints the plan of the catalogue's statement on a database (docs/decisions.md, "Search documents"):
 * `npx tsx src/modules/search/explain-catalogue.ts <PGlite data dir | postgres://…> ['{"query":"fjord"}'] [en]`
 */
import { catalogueSearchSchema, isLocale, SERVICE_PAGE_SIZE } from '@jaunt/domain'
import { sql } from 'kysely'
import { openDatabase } from '../../db/database.js'
import { catalogueQuery } from './search.catalogue-statement.js'

const [target, body = '{}', locale = 'en'] = process.argv.slice(2)
if (!target || !isLocale(locale)) {
  console.error('usage: explain-catalogue.ts <data dir | postgres url> [search json] [locale]')
  process.exit(2)
}
const db = await openDatabase(
  target.startsWith('postgres') ? { kind: 'postgres', url: target } : { kind: 'pglite', dataDir: target },
)
const search = catalogueSearchSchema.parse(JSON.parse(body))
const paging = { limit: search.limit ?? SERVICE_PAGE_SIZE, page: search.page ?? 1 }
const query = catalogueQuery(db, search, locale, paging)
await query.execute(db) // once to warm the caches, as a server would be
const { rows } = await sql<{ 'QUERY PLAN': string }>`explain (analyze, buffers) ${query}`.execute(db)
console.log(rows.map((row) => row['QUERY PLAN']).join('\n'))
await db.destroy()
