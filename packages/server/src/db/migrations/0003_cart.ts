import { sql, type Kysely } from 'kysely'

/** Carts and their reservations: what a guest has chosen, priced by the server when added. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table cart (
      id serial primary key,
      cart_ref uuid not null unique,
      site_id integer references partner_site(id) on delete set null,
      currency_code text check (currency_code ~ '^[A-Z]{3}$'),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table reservation (
      id serial primary key,
      reservation_ref uuid not null unique,
      cart_id integer not null references cart(id) on delete cascade,
      service_id integer not null references service(id),
      service_type integer not null,
      status integer not null default 1,
      price numeric(12, 2) not null check (price >= 0),
      currency_code text not null,
      start_date date not null,
      end_date date,
      start_time time,
      option_id integer references tour_option(id),
      tour_slot_id integer references tour_slot(id),
      guests integer not null default 0,
      num_adults integer not null default 0,
      num_children integer not null default 0,
      comments text not null default '',
      created_at timestamptz not null default now()
    );
    create index reservation_cart_idx on reservation (cart_id);
    create index reservation_slot_idx on reservation (tour_slot_id);

    create table reservation_ticket (
      reservation_id integer not null references reservation(id) on delete cascade,
      ticket_id integer not null references tour_ticket(id),
      guest_type text not null,
      count integer not null check (count > 0),
      unit_price numeric(12, 2) not null,
      price_type integer not null,
      member_count integer not null,
      cost numeric(12, 2) not null,
      primary key (reservation_id, ticket_id)
    );

    create table reservation_room (
      id serial primary key,
      reservation_id integer not null references reservation(id) on delete cascade,
      room_type_id integer not null references room_type(id),
      rate_plan_id integer not null references rate_plan(id),
      num_of_rooms integer not null check (num_of_rooms > 0),
      num_of_adults integer not null,
      num_of_children integer not null,
      price numeric(12, 2) not null
    );

    create table reserved_package (
      id serial primary key,
      cart_id integer not null references cart(id) on delete cascade,
      package_id integer not null references service(id),
      package_slot_id integer not null references package_slot(id),
      date date not null,
      adults integer not null,
      children integer not null,
      rooms jsonb not null default '[]',
      price numeric(12, 2) not null,
      currency_code text not null,
      status integer not null default 1,
      created_at timestamptz not null default now()
    );
    create index reserved_package_cart_idx on reserved_package (cart_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table reserved_package, reservation_room, reservation_ticket, reservation, cart;`.execute(db)
}
