import { sql, type Kysely } from 'kysely'

/** The admin's Settings pages: one row per settings group, and the guests' FAQ. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table marketplace_setting (
      settings_group text primary key,
      value jsonb not null,
      updated_at timestamptz not null default now()
    );
    create table faq_entry (
      id serial primary key,
      question jsonb not null,
      answer jsonb not null,
      position integer not null default 0,
      published boolean not null default true
    );
    create index faq_entry_position on faq_entry (position, id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table faq_entry; drop table marketplace_setting;`.execute(db)
}
