import { sql, type Kysely } from 'kysely'

/** An emailed link may also invite: a partner's operator or a user the admin made sets their password. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table user_link_token drop constraint user_link_token_purpose_check;
    alter table user_link_token add constraint user_link_token_purpose_check
      check (purpose in ('verify', 'reset', 'invite'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    delete from user_link_token where purpose = 'invite';
    alter table user_link_token drop constraint user_link_token_purpose_check;
    alter table user_link_token add constraint user_link_token_purpose_check
      check (purpose in ('verify', 'reset'));
  `.execute(db)
}
