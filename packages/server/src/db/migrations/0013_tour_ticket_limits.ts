import { sql, type Kysely } from 'kysely'

/** How many of a ticket one booking may take: at least `min_per_booking`, at most `max_per_booking` when set. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table tour_ticket
      add column min_per_booking integer not null default 0 check (min_per_booking >= 0),
      add column max_per_booking integer check (max_per_booking >= 1),
      add constraint tour_ticket_limits check (max_per_booking is null or max_per_booking >= min_per_booking);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table tour_ticket drop constraint tour_ticket_limits, drop column min_per_booking, drop column max_per_booking;
  `.execute(db)
}
