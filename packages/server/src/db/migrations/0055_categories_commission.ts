import { sql, type Kysely } from 'kysely'

/** The category tree's order among siblings, and the marketplace's default commission as a stored setting. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table category add column position integer not null default 0 check (position between 0 and 9999);
    create table marketplace_commission (
      id boolean primary key default true check (id),
      default_percent numeric(5, 2) not null check (default_percent between 0 and 100),
      updated_at timestamptz not null default now()
    );
    insert into marketplace_commission (default_percent) values (15);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table marketplace_commission;
    alter table category drop column position;
  `.execute(db)
}
