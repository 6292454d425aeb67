import type { ColumnType } from 'kysely'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { ProductImage } from '../../db/schema.js'
import type { JobQueue } from '../../lib/job-queue.js'

/** A product's search document in one language it has texts in (migration 0089); only the database writes it. */
export interface SearchDocumentTable {
  service_id: ColumnType<number, never, never>
  locale: ColumnType<string, never, never>
  /** Every language the product has texts in: a search picks the document of the first it asks for. */
  own_locales: ColumnType<string[], never, never>
  status: ColumnType<number, never, never>
  is_private: ColumnType<boolean, never, never>
  service_type: ColumnType<number, never, never>
  category_ids: ColumnType<number[], never, never>
  /** Its categories and their parents: choosing a parent category finds its children's products. */
  category_tree_ids: ColumnType<number[], never, never>
  location_id: ColumnType<number | null, never, never>
  lat: ColumnType<number, never, never>
  lng: ColumnType<number, never, never>
  position: ColumnType<string, never, never>
  currency_code: ColumnType<string, never, never>
  lowest_price: ColumnType<number | null, never, never>
  rating: ColumnType<number, never, never>
  review_count: ColumnType<number, never, never>
  product_code: ColumnType<string, never, never>
  images: ColumnType<ProductImage[], never, never>
  duration_minutes: ColumnType<number | null, never, never>
  name: ColumnType<string, never, never>
  short_description: ColumnType<string, never, never>
  vector: ColumnType<string, never, never>
  /** The words of the product's other languages: a visitor may type a name as another language writes it. */
  other_vector: ColumnType<string, never, never>
}

export const searchDocumentsDb = (db: DB) => db.withTables<{ search_document: SearchDocumentTable }>()

export const SEARCH_REINDEX_QUEUE = 'search-reindex'

/**
 * Rebuilds the search documents of these products (of every product when null). Writes to the tables
 * they are made from rebuild them by trigger; this is for the product data job and the reindex job.
 */
export async function rebuildSearchDocuments(db: DB, serviceIds: number[] | null) {
  const ids =
    serviceIds === null
      ? sql`null`
      : serviceIds.length
        ? sql`array[${sql.join(serviceIds)}]::integer[]`
        : sql`'{}'::integer[]`
  await sql`select rebuild_search_documents(${ids})`.execute(db)
}

/**
 * Refreshes the planner's statistics of the documents and the tables a search joins. PGlite runs no
 * autovacuum, so without this a fresh database keeps `reltuples = -1`; and `ANALYZE` alone left the GIN
 * indexes' pending lists unmerged, so at 10k products the planner still read the whole table (7,822 buffers)
 * where after `VACUUM ANALYZE` it takes the GIN indexes (1,493). Vacuuming also drops a rebuild's dead rows.
 * Run after a whole rebuild (the reindex job, the bench's seeding), not on every write; never in a transaction.
 */
export async function analyzeSearchDocuments(db: DB) {
  await sql`vacuum analyze search_document`.execute(db)
  await sql`analyze site_catalogue, service_category, category, location`.execute(db)
}

/**
 * At start-up: products but no documents at all (data loaded with triggers off, or the table emptied to
 * force it) queue a rebuild of every product's documents, one statement in the background.
 */
export async function queueSearchReindexIfEmpty(db: DB, jobs: JobQueue) {
  const { rows } = await sql<{ empty: boolean }>`select not exists (select 1 from search_document)
    and exists (select 1 from service_translation) as empty`.execute(db)
  if (rows[0]?.empty) await jobs.send(SEARCH_REINDEX_QUEUE, {})
}
