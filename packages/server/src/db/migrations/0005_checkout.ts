import { sql, type Kysely } from 'kysely'

/** Checkout: the guest's order on the cart, holds with an expiry, payments, booking numbers and mail. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table cart
      add column guest jsonb,
      add column locale text not null default 'en',
      add column hold_expires_at timestamptz,
      add column confirmed_at timestamptz;
    create index cart_hold_expiry_idx on cart (hold_expires_at) where hold_expires_at is not null and confirmed_at is null;

    alter table reservation add column booking_number text unique;
    alter table reserved_package add column booking_number text unique;

    create table payment (
      id serial primary key,
      uuid uuid not null unique,
      cart_id integer not null references cart(id) on delete cascade,
      method text not null,
      status integer not null default 1,
      amount numeric(12, 2) not null,
      currency_code text not null,
      provider_ref text unique,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index payment_cart_idx on payment (cart_id);

    create table mail_outbox (
      id serial primary key,
      kind text not null,
      to_address text not null,
      locale text not null,
      subject text not null,
      body_text text not null,
      body_html text not null,
      cart_id integer references cart(id) on delete set null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table mail_outbox, payment;
    alter table reserved_package drop column booking_number;
    alter table reservation drop column booking_number;
    alter table cart drop column guest, drop column locale, drop column hold_expires_at, drop column confirmed_at;
  `.execute(db)
}
