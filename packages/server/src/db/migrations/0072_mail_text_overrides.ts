import { sql, type Kysely } from 'kysely'

/** Texts › Email translations: an admin's own wording of one mail text in one language. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table mail_text_override (
      locale text not null,
      message_id text not null,
      message text not null,
      updated_by integer references app_user(id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (locale, message_id)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table mail_text_override;`.execute(db)
}
