import { sql, type Kysely } from 'kysely'

/** Legal texts partners and suppliers accept; a country may have its own version of the terms. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table legal_text (
      id serial primary key,
      kind text not null check (kind in ('terms-and-conditions', 'privacy-policy', 'terms-of-use')),
      country_code text,
      version integer not null,
      title text not null,
      content_html text not null,
      published_at timestamptz not null default now(),
      unique (kind, country_code, version)
    );
    alter table app_user add column accepted_terms_id integer references legal_text(id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table app_user drop column accepted_terms_id; drop table legal_text;`.execute(db)
}
