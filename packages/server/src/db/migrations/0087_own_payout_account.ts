import { sql, type Kysely } from 'kysely'

/**
 * Owners connect their own payout account through Stripe Connect OAuth (#20): the one-time states of
 * those round trips, and on each payout account whether Stripe's OAuth made it (so disconnecting ends
 * the platform's access only to an account the owner connected that way).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table payout_connect_state (
      nonce text primary key,
      user_id integer not null references app_user(id) on delete cascade,
      return_path text not null,
      expires_at timestamptz not null
    );
    alter table payout_account add column connected_with_stripe boolean not null default false;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table payout_account drop column connected_with_stripe;
    drop table payout_connect_state;
  `.execute(db)
}
