import { sql, type Kysely } from 'kysely'

/**
 * Payouts of earnings through Stripe Connect transfers: the connected account each owner is paid to, and
 * every attempt to pay an earning (kind, owner, month, currency) with its transfer or Stripe's refusal.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table payout_account (
      user_id integer primary key references app_user(id) on delete cascade,
      stripe_account_id text not null check (stripe_account_id ~ '^acct_[A-Za-z0-9]+$'),
      updated_by integer references app_user(id) on delete set null,
      updated_at timestamptz not null default now()
    );
    create table payout (
      id serial primary key,
      kind text not null check (kind in ('supplier', 'partner')),
      owner_user_id integer not null references app_user(id) on delete cascade,
      month text not null check (month ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
      currency_code text not null,
      amount numeric(12, 2) not null check (amount > 0),
      stripe_account_id text not null,
      idempotency_key text not null unique,
      stripe_transfer_id text unique,
      status text not null check (status in ('pending', 'paid', 'failed')),
      error text not null default '',
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      settled_at timestamptz
    );
    create index payout_earning_idx on payout (kind, owner_user_id, month, currency_code);
    -- An earning is paid at most once, and only one attempt at a time is in flight.
    create unique index payout_one_live_idx on payout (kind, owner_user_id, month, currency_code)
      where status in ('pending', 'paid');
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table payout, payout_account`.execute(db)
}
