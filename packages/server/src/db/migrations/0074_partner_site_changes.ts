import { sql, type Kysely } from 'kysely'

/**
 * Editing requests: a live site's new name, sub-domain or domain waits here for an admin. At most one
 * request per site is pending; decided and withdrawn ones stay as the site's history.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table partner_site_change (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      requested_by integer references app_user(id) on delete set null,
      name text not null,
      sub_domain text not null,
      domain text,
      old_name text not null,
      old_sub_domain text not null,
      old_domain text,
      status text not null default 'pending',
      reason text,
      decided_by integer references app_user(id) on delete set null,
      decided_at timestamptz,
      created_at timestamptz not null default now()
    );
    create unique index partner_site_change_one_pending on partner_site_change (site_id) where status = 'pending';
    create index partner_site_change_status on partner_site_change (status, created_at);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table partner_site_change;`.execute(db)
}
