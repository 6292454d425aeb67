import { sql, type Kysely } from 'kysely'

/** Legal texts in several languages: each version of a text has one row per language it is written in. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table legal_text add column locale text not null default 'en';
    alter table legal_text drop constraint legal_text_kind_country_code_version_key;
    alter table legal_text add constraint legal_text_kind_country_code_locale_version_key
      unique (kind, country_code, locale, version);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    delete from legal_text where locale <> 'en';
    alter table legal_text drop constraint legal_text_kind_country_code_locale_version_key;
    alter table legal_text add constraint legal_text_kind_country_code_version_key unique (kind, country_code, version);
    alter table legal_text drop column locale;
  `.execute(db)
}
