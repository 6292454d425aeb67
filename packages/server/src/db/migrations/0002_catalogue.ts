import { sql, type Kysely } from 'kysely'

/**
 * The catalogue: every service type is a row of `service` with one translation per language.
 * Activities, events, rentals, restaurants and attractions book the same way (options, tickets per
 * guest type, dated slots with allotments); hotels book room types and rate plans per night;
 * packages bundle services and book package slots.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table location (
      id serial primary key,
      slug text not null unique,
      name jsonb not null,
      country_code text not null,
      time_zone text not null,
      lat double precision not null,
      lng double precision not null
    );

    create table category (
      id serial primary key,
      parent_id integer references category(id) on delete cascade,
      slug text not null unique,
      name jsonb not null
    );

    create table tag (
      id serial primary key,
      slug text not null unique,
      name jsonb not null
    );

    create table feature (
      id serial primary key,
      slug text not null unique,
      name jsonb not null,
      icon text not null default 'check',
      most_popular boolean not null default false
    );

    create table cancellation_policy (
      id serial primary key,
      owner_user_id integer references app_user(id) on delete cascade,
      name text not null,
      entries jsonb not null
    );

    create table service (
      id serial primary key,
      supplier_user_id integer not null references app_user(id) on delete cascade,
      service_type integer not null check (service_type between 1 and 7),
      product_type integer,
      status integer not null default 1,
      is_private boolean not null default false,
      product_code text not null unique,
      location_id integer references location(id),
      address text not null default '',
      lat double precision not null,
      lng double precision not null,
      currency_code text not null check (currency_code ~ '^[A-Z]{3}$'),
      lowest_price numeric(12, 2),
      rating numeric(2, 1) not null default 0,
      review_count integer not null default 0,
      duration_minutes integer,
      min_booking integer not null default 1 check (min_booking >= 1),
      checkin_time text,
      checkout_time text,
      cancellation_policy_id integer references cancellation_policy(id),
      images jsonb not null default '[]',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index service_type_idx on service (service_type, status);
    create index service_location_idx on service (location_id);

    create table service_translation (
      service_id integer not null references service(id) on delete cascade,
      locale text not null,
      name text not null,
      short_description text not null,
      description text not null,
      meeting_point text not null default '',
      highlights jsonb not null default '[]',
      search_vector tsvector not null,
      primary key (service_id, locale)
    );
    create index service_translation_search_idx on service_translation using gin (search_vector);

    create table service_category (
      service_id integer not null references service(id) on delete cascade,
      category_id integer not null references category(id) on delete cascade,
      primary key (service_id, category_id)
    );
    create table service_tag (
      service_id integer not null references service(id) on delete cascade,
      tag_id integer not null references tag(id) on delete cascade,
      primary key (service_id, tag_id)
    );
    create table service_feature (
      service_id integer not null references service(id) on delete cascade,
      feature_id integer not null references feature(id) on delete cascade,
      primary key (service_id, feature_id)
    );

    create table tour_option (
      id serial primary key,
      service_id integer not null references service(id) on delete cascade,
      name jsonb not null,
      position integer not null default 0
    );
    create index tour_option_service_idx on tour_option (service_id);

    create table tour_ticket (
      id serial primary key,
      option_id integer not null references tour_option(id) on delete cascade,
      guest_type text not null,
      price numeric(12, 2) not null check (price >= 0),
      price_type integer not null default 1 check (price_type in (1, 2)),
      member_count integer not null default 1 check (member_count >= 1),
      position integer not null default 0
    );
    create index tour_ticket_option_idx on tour_ticket (option_id);

    create table tour_slot (
      id serial primary key,
      option_id integer not null references tour_option(id) on delete cascade,
      date date not null,
      start_time time not null,
      allotment integer not null check (allotment >= 0),
      booked integer not null default 0,
      held integer not null default 0,
      cut_off_minutes integer not null default 0,
      status integer not null default 1,
      unique (option_id, date, start_time),
      check (booked >= 0 and held >= 0 and booked + held <= allotment)
    );
    create index tour_slot_date_idx on tour_slot (date);

    create table room_type (
      id serial primary key,
      service_id integer not null references service(id) on delete cascade,
      title jsonb not null,
      description jsonb not null,
      max_adults integer not null,
      max_children integer not null default 0,
      images jsonb not null default '[]',
      position integer not null default 0
    );

    create table rate_plan (
      id serial primary key,
      room_type_id integer not null references room_type(id) on delete cascade,
      title jsonb not null,
      cancellation_policy_id integer references cancellation_policy(id),
      connected boolean not null default true
    );

    create table room_inventory (
      room_type_id integer not null references room_type(id) on delete cascade,
      date date not null,
      allotment integer not null check (allotment >= 0),
      booked integer not null default 0,
      held integer not null default 0,
      primary key (room_type_id, date),
      check (booked >= 0 and held >= 0 and booked + held <= allotment)
    );

    create table rate_plan_day (
      rate_plan_id integer not null references rate_plan(id) on delete cascade,
      date date not null,
      price numeric(12, 2) not null check (price >= 0),
      cut_off_hours integer,
      min_stay integer,
      max_stay integer,
      no_checkin boolean not null default false,
      no_checkout boolean not null default false,
      primary key (rate_plan_id, date)
    );

    create table package_component (
      package_id integer not null references service(id) on delete cascade,
      service_id integer not null references service(id) on delete cascade,
      day_offset integer not null default 0,
      nights integer not null default 0,
      primary key (package_id, service_id)
    );

    create table package_slot (
      id serial primary key,
      package_id integer not null references service(id) on delete cascade,
      date date not null,
      adult_price numeric(12, 2) not null,
      child_price numeric(12, 2) not null,
      allotment integer not null check (allotment >= 0),
      booked integer not null default 0,
      held integer not null default 0,
      unique (package_id, date),
      check (booked >= 0 and held >= 0 and booked + held <= allotment)
    );

    create table site_catalogue (
      site_id integer not null references partner_site(id) on delete cascade,
      service_id integer not null references service(id) on delete cascade,
      position integer not null default 0,
      primary key (site_id, service_id)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table site_catalogue, package_slot, package_component, rate_plan_day, room_inventory, rate_plan,
      room_type, tour_slot, tour_ticket, tour_option, service_feature, service_tag, service_category,
      service_translation, service, cancellation_policy, feature, tag, category, location;
  `.execute(db)
}
