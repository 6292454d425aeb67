import { sql, type Kysely } from 'kysely'

/**
 * The page builder's drafts: a published page keeps serving its title, description and sections
 * while the partner edits `draft` (the same three, as jsonb); publishing copies the draft over.
 * Null: no changes since the last publish.
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table site_page add column draft jsonb;`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table site_page drop column draft;`.execute(db)
}
