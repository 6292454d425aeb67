import { sql, type Kysely } from 'kysely'

/** What a supplier sets per option: its length, meeting point (address and map pin), start times and cut-off. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table tour_option
      add column duration_minutes integer check (duration_minutes > 0),
      add column meeting_point jsonb not null default '{}',
      add column start_times text[] not null default '{}',
      add column cut_off_minutes integer not null default 0 check (cut_off_minutes >= 0);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table tour_option
      drop column duration_minutes, drop column meeting_point, drop column start_times, drop column cut_off_minutes;
  `.execute(db)
}
