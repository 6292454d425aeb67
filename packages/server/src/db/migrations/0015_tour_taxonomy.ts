import { sql, type Kysely } from 'kysely'

/**
 * The activity's taxation and seasons: tax categories that admins keep (rows come from the seed),
 * each product's category and whether its prices include the tax, the rate in force on each booking
 * line, and the periods in which a product is sold (none is all year).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table tax_category (
      id serial primary key,
      slug text not null unique,
      name jsonb not null,
      rate numeric(5, 2) not null check (rate >= 0 and rate <= 100)
    );
    alter table service
      add column tax_category_id integer references tax_category(id) on delete set null,
      add column prices_include_tax boolean not null default true;
    alter table reservation
      add column tax_rate numeric(5, 2),
      add column prices_include_tax boolean;
    create table service_season (
      id serial primary key,
      service_id integer not null references service(id) on delete cascade,
      from_date date not null,
      to_date date not null check (to_date >= from_date)
    );
    create index service_season_service_idx on service_season (service_id, from_date);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table service_season;
    alter table reservation drop column tax_rate, drop column prices_include_tax;
    alter table service drop column tax_category_id, drop column prices_include_tax;
    drop table tax_category;
  `.execute(db)
}
