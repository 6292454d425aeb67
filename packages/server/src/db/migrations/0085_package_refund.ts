import { sql, type Kysely } from 'kysely'

/**
 * Part of a booked package's price given back without cancelling it (#22). The request's id is unique
 * per package, so the same request sent twice finds its first refund instead of making a second.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table package_refund (
      id serial primary key,
      reserved_package_id integer not null references reserved_package(id) on delete cascade,
      payment_id integer references payment(id) on delete set null,
      request_id uuid not null,
      amount numeric(12, 2) not null check (amount > 0),
      currency_code text not null,
      reason text not null,
      status text not null check (status in ('pending', 'refunded', 'failed')),
      by_hand boolean not null,
      provider_ref text,
      error text,
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      unique (reserved_package_id, request_id)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table package_refund`.execute(db)
}
