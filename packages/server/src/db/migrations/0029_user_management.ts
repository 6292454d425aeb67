import { sql, type Kysely } from 'kysely'

/** Users are deleted softly: their products and bookings keep pointing at them. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table app_user add column deleted_at timestamptz;
    create index app_user_role_status_idx on app_user (approval_status) where deleted_at is null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index app_user_role_status_idx;
    alter table app_user drop column deleted_at;
  `.execute(db)
}
