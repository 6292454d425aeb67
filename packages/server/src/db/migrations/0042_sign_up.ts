import { sql, type Kysely } from 'kysely'

/**
 * Public sign-up and password links: each emailed link is a row holding only its token's SHA-256,
 * usable once before it expires. A user's email counts as verified once a verify link was used.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table app_user add column email_verified_at timestamptz;
    create table user_link_token (
      id serial primary key,
      user_id integer not null references app_user(id) on delete cascade,
      purpose text not null check (purpose in ('verify', 'reset')),
      token_hash text not null unique,
      expires_at timestamptz not null,
      used_at timestamptz,
      ip text not null default '',
      created_at timestamptz not null default now()
    );
    create index user_link_token_user_idx on user_link_token (user_id, created_at);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table user_link_token;
    alter table app_user drop column email_verified_at;
  `.execute(db)
}
