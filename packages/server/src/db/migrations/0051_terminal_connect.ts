import { sql, type Kysely } from 'kysely'

/**
 * A partner's own Stripe account per site and currency (Stripe Connect Standard OAuth), the one-time
 * states of the OAuth round trips, and on each location and payment the account it lives on (null:
 * the platform's), so a later call reaches the same account even after the connection changed.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table terminal_stripe_account (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      currency_code text not null,
      account_id text not null,
      connected_by_user_id integer references app_user(id) on delete set null,
      connected_at timestamptz not null default now(),
      unique (site_id, currency_code)
    );

    create table terminal_connect_state (
      nonce text primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      currency_code text not null,
      user_id integer not null references app_user(id) on delete cascade,
      return_path text not null,
      expires_at timestamptz not null
    );

    alter table terminal_location add column currency_code text;
    alter table terminal_location add column provider_account text;
    alter table payment add column provider_account text;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table payment drop column provider_account;
    alter table terminal_location drop column provider_account;
    alter table terminal_location drop column currency_code;
    drop table terminal_connect_state;
    drop table terminal_stripe_account;
  `.execute(db)
}
