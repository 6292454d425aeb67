import { sql, type Kysely } from 'kysely'

/**
 * Destination boxes: the marketplace's places (a fjord, a city) that admins keep, each with the
 * products of its slider in order. Suppliers link their activities to them; site pages show a box's
 * slider with the products the site sells.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table destination_box (
      id serial primary key,
      slug text not null unique,
      name jsonb not null default '{}',
      image_url text,
      created_at timestamptz not null default now()
    );

    create table destination_box_service (
      box_id integer not null references destination_box(id) on delete cascade,
      service_id integer not null references service(id) on delete cascade,
      position integer not null default 0,
      primary key (box_id, service_id)
    );
    create index destination_box_service_service_idx on destination_box_service (service_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table destination_box_service;
    drop table destination_box;
  `.execute(db)
}
