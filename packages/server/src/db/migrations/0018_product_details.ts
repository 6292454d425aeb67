import { sql, type Kysely } from 'kysely'

/**
 * A rental's, restaurant's or attraction's own fields (pick-up point, cuisine, opening hours…), as
 * the admin's form edits them; their shape is the kind's schema in @jaunt/domain (productEditing.ts).
 */
export async function up(db: Kysely<unknown>) {
  await sql`alter table service add column details jsonb not null default '{}'::jsonb`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table service drop column details`.execute(db)
}
