import { sql, type Kysely } from 'kysely'

/**
 * The customer area: emailed single-use login links, customer sessions (tokens kept only as hashes),
 * link requests counted for throttling, and the cancellations with their refunds.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table reserved_package add column reservation_ref uuid not null unique default gen_random_uuid();
    create index cart_guest_email_idx on cart (lower(guest ->> 'email')) where confirmed_at is not null;

    create table customer_login_token (
      id serial primary key,
      email text not null check (email = lower(email)),
      token_hash text not null unique,
      site_id integer references partner_site(id) on delete set null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table customer_login_request (
      id serial primary key,
      email text not null,
      ip text not null,
      created_at timestamptz not null default now()
    );
    create index customer_login_request_email_idx on customer_login_request (email, created_at);
    create index customer_login_request_ip_idx on customer_login_request (ip, created_at);

    create table customer_session (
      id serial primary key,
      email text not null check (email = lower(email)),
      token_hash text not null unique,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );

    create table cancellation (
      id serial primary key,
      reservation_id integer unique references reservation(id) on delete cascade,
      reserved_package_id integer unique references reserved_package(id) on delete cascade,
      origin integer not null check (origin in (1, 2, 3)),
      reason text not null,
      refund_percentage numeric(5, 2) not null check (refund_percentage between 0 and 100),
      refund_amount numeric(12, 2) not null check (refund_amount >= 0),
      policy_hours integer,
      currency_code text not null,
      refund_status text not null check (refund_status in ('not-required', 'pending', 'refunded', 'failed')),
      refund_provider_ref text,
      refund_error text,
      cancelled_at timestamptz not null default now(),
      check (num_nonnulls(reservation_id, reserved_package_id) = 1)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table cancellation, customer_session, customer_login_request, customer_login_token;
    drop index cart_guest_email_idx;
    alter table reserved_package drop column reservation_ref;
  `.execute(db)
}
