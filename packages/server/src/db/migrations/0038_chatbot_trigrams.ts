import { sql, type Kysely } from 'kysely'

/**
 * Trigram similarity for the chatbot's retrieval, so a misspelt word ("dogsled Tromso") still finds the
 * product. PostgreSQL ships pg_trgm as a contrib extension; PGlite loads it in openDatabase.
 */
export async function up(db: Kysely<unknown>) {
  await sql`create extension if not exists pg_trgm`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop extension if exists pg_trgm`.execute(db)
}
