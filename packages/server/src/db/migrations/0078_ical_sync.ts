import { sql, type Kysely } from 'kysely'

/**
 * Tools › External sync: a room type's iCal import and export, and the nights its import closed,
 * with the allotment each night had before, to give back when the feed lets the night go.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table ical_link (
      room_type_id integer primary key references room_type(id) on delete cascade,
      url text not null,
      status text not null default 'pending' check (status in ('pending', 'ok', 'failed')),
      error_code text,
      error text,
      last_synced_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index ical_link_status on ical_link (status);
    create table ical_export (
      room_type_id integer primary key references room_type(id) on delete cascade,
      token text not null unique,
      created_at timestamptz not null default now()
    );
    create table ical_closure (
      room_type_id integer not null references room_type(id) on delete cascade,
      date date not null,
      allotment_before integer,
      allotment_set integer,
      primary key (room_type_id, date)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table ical_closure; drop table ical_export; drop table ical_link;`.execute(db)
}
