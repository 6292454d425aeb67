import { sql, type Kysely } from 'kysely'

/**
 * A guest's check-in at the meeting point: whether the booking has arrived, when and by whom (the
 * supplier or one of their sub-users), so a shared list on two phones says who ticked it.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table reservation add column checkin_status smallint not null default 0;
    alter table reservation add column checked_in_at timestamptz;
    alter table reservation add column checked_in_by integer references app_user(id) on delete set null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table reservation drop column checked_in_by;
    alter table reservation drop column checked_in_at;
    alter table reservation drop column checkin_status;
  `.execute(db)
}
