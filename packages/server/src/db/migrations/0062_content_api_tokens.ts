import { sql, type Kysely } from 'kysely'

/**
 * Content API tokens: read-only keys to one partner site's published content. Only the SHA-256 of a
 * token is kept (a token is 32 random bytes, so no slow hash is needed); `prefix` lets people tell
 * tokens apart. A revoked token stays listed with `revoked_at`.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table content_api_token (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      name text not null,
      prefix text not null,
      token_hash text not null unique,
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      revoked_at timestamptz
    );
    create index content_api_token_site on content_api_token (site_id, id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table content_api_token;`.execute(db)
}
