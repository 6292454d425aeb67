import { sql, type Kysely } from 'kysely'

/**
 * Card terminals: a site's reader locations and readers, mirrored from the card provider (their ids
 * there are `provider_ref`), and the site's setup credential that lets its operators start the reader.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table terminal_location (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      provider_ref text not null unique,
      name text not null,
      address_line_1 text not null,
      address_line_2 text,
      city text not null,
      postal_code text not null,
      state text not null,
      country text not null,
      created_at timestamptz not null default now()
    );
    create index terminal_location_site_idx on terminal_location (site_id);

    create table terminal_reader (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      location_id integer not null references terminal_location(id) on delete restrict,
      provider_ref text not null unique,
      name text not null,
      registration_code text not null,
      created_at timestamptz not null default now()
    );
    create index terminal_reader_site_idx on terminal_reader (site_id);

    create table terminal_setup_credential (
      site_id integer primary key references partner_site(id) on delete cascade,
      password_hash text not null,
      updated_at timestamptz not null default now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table terminal_setup_credential;
    drop table terminal_reader;
    drop table terminal_location;
  `.execute(db)
}
