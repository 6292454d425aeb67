import { sql, type Kysely } from 'kysely'

/** Tools › SEO: the marketplace's title, description and noindex per hosted-site page, per language. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table marketplace_seo (
      page_key text primary key,
      noindex boolean not null default false,
      texts jsonb not null default '{}',
      updated_at timestamptz not null default now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table marketplace_seo;`.execute(db)
}
