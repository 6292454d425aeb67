import { sql, type Kysely } from 'kysely'

/**
 * What each service of a booked package earns (#20): the package's price shared over its services as the
 * package was priced, each share split by its own categories' commission and taxed at its own rate, as a
 * booked item is; the partner's margin is what is left. Written at confirmation and kept after a
 * cancellation (the places taken, in `reserved_package_component`, go back; the money does not).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table reserved_package_share (
      id serial primary key,
      reserved_package_id integer not null references reserved_package(id) on delete cascade,
      service_id integer not null references service(id),
      service_date date not null,
      price numeric(12, 2) not null check (price >= 0),
      commission_percent numeric(5, 2),
      commission_amount numeric(12, 2) not null,
      partner_amount numeric(12, 2) not null,
      supplier_amount numeric(12, 2) not null,
      tax_rate numeric(5, 2),
      tax_amount numeric(12, 2) not null default 0,
      unique (reserved_package_id, service_id, service_date)
    );
    create index reserved_package_share_service on reserved_package_share (service_id);
    alter table reserved_package add column margin_amount numeric(12, 2);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table reserved_package drop column margin_amount;
    drop table reserved_package_share;
  `.execute(db)
}
