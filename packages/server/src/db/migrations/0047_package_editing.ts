import { sql, type Kysely } from 'kysely'

/**
 * A partner's package belongs to one of their sites (`package_site`), which also holds its settings:
 * the dates it starts on, its nights, the party it is priced for and the partner's margin. Every status
 * change is kept with who made it.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table package_site (
      package_id integer primary key references service(id) on delete cascade,
      site_id integer not null references partner_site(id) on delete cascade,
      date_from date,
      date_to date,
      nights integer not null default 1 check (nights between 0 and 60),
      adults integer not null default 2 check (adults between 1 and 20),
      children integer not null default 0 check (children between 0 and 20),
      rooms integer not null default 1 check (rooms between 0 and 10),
      pricing_rule integer not null default 1 check (pricing_rule in (1, 2)),
      margin numeric(12, 2) not null default 0 check (margin >= 0),
      places integer not null default 20 check (places >= 0),
      cloned_from integer references service(id) on delete set null,
      check (date_to is null or date_from is null or date_to >= date_from)
    );
    create index package_site_site_idx on package_site (site_id);

    create table package_status_history (
      id serial primary key,
      package_id integer not null references service(id) on delete cascade,
      user_id integer references app_user(id) on delete set null,
      from_status integer,
      to_status integer not null,
      changed_at timestamptz not null default now()
    );
    create index package_status_history_package_idx on package_status_history (package_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table package_status_history, package_site;`.execute(db)
}
