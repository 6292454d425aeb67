import { sql, type Kysely } from 'kysely'

/** The hosted site's pages from the page builder and its menu. Texts are per language, as jsonb. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table site_page (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      slug text not null,
      title jsonb not null,
      description jsonb not null,
      sections jsonb not null,
      is_published boolean not null default true,
      position integer not null default 0,
      updated_at timestamptz not null default now(),
      unique (site_id, slug)
    );

    create table site_menu_item (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      position integer not null,
      title jsonb not null,
      page_slug text,
      url text,
      check (num_nonnulls(page_slug, url) = 1)
    );
    create index site_menu_item_site_idx on site_menu_item (site_id, position);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table site_menu_item, site_page;`.execute(db)
}
