import { sql, type Kysely } from 'kysely'

/** The language a back-office user reads their mails in (sign-up links, decisions, notices). */
export async function up(db: Kysely<unknown>) {
  // The 14 locales as the migration was written, so later changes to the list need their own migration.
  await sql`
    alter table app_user
      add column locale text not null default 'en'
      constraint app_user_locale_known
      check (locale in ('en', 'no', 'sv', 'hi', 'gu', 'da', 'de', 'bg', 'nl', 'ru', 'es', 'it', 'fi', 'fr'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table app_user drop column locale;`.execute(db)
}
