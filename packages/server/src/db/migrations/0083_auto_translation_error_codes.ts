import { sql, type Kysely } from 'kysely'

/**
 * Why a run or a product's translation failed, as a code the back office says in its language
 * (AUTO_TRANSLATION_ERRORS); `error` keeps the English detail. Earlier failures are `unexpected`.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table auto_translation_run add column error_code text;
    alter table auto_translation_failure add column error_code text;
    update auto_translation_run set error_code = 'unexpected' where error is not null;
    update auto_translation_failure set error_code = 'unexpected' where error is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table auto_translation_failure drop column error_code;
    alter table auto_translation_run drop column error_code;
  `.execute(db)
}
