import { sql, type Kysely } from 'kysely'

/**
 * A partner site's widgets: one embeddable element with its options and the embed's analytics, named by
 * the partner; `uuid` is what the pasted element carries (`widget-uuid`) and the widget's events report.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table site_widget (
      id serial primary key,
      uuid text not null unique,
      site_id integer not null references partner_site(id) on delete cascade,
      name text not null,
      element text not null,
      settings jsonb not null default '{}',
      service_id integer references service(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index site_widget_site on site_widget (site_id, id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table site_widget;`.execute(db)
}
