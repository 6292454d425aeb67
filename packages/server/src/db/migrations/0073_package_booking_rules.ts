import { sql, type Kysely } from 'kysely'

/** A package's booking rules: notice before a start, a last booking day, room choice, a partner's note. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table package_site
      add column min_notice_hours integer not null default 0,
      add column booking_cut_off date,
      add column guest_chooses_room boolean not null default false,
      add column internal_note text not null default '';
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table package_site
      drop column min_notice_hours,
      drop column booking_cut_off,
      drop column guest_chooses_room,
      drop column internal_note;
  `.execute(db)
}
