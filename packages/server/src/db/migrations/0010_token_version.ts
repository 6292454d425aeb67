import { sql, type Kysely } from 'kysely'

/** Access tokens carry the user's token version; raising it (logout, new password) ends them at once. */
export async function up(db: Kysely<unknown>) {
  await sql`alter table app_user add column token_version integer not null default 0;`.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`alter table app_user drop column token_version;`.execute(db)
}
