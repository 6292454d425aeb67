import { sql, type Kysely } from 'kysely'

/**
 * What a booked package took from each of its services: the departure and guests of an activity, the
 * room type, nights and rooms of a stay. Kept while the package is held or booked, so exactly that is
 * given back when the hold ends or the booking is cancelled.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table reserved_package_component (
      id serial primary key,
      reserved_package_id integer not null references reserved_package(id) on delete cascade,
      service_id integer not null references service(id),
      tour_slot_id integer references tour_slot(id),
      guests integer not null default 0 check (guests >= 0),
      room_type_id integer references room_type(id),
      check_in date,
      check_out date,
      rooms integer not null default 0 check (rooms >= 0),
      check ((tour_slot_id is null) <> (room_type_id is null)),
      check (room_type_id is null or (check_in is not null and check_out > check_in))
    );
    create index reserved_package_component_package on reserved_package_component (reserved_package_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table reserved_package_component`.execute(db)
}
