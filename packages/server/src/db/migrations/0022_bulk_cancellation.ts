import { sql, type Kysely } from 'kysely'

/**
 * A supplier's bulk cancellation of departures, run as a job: the workflow with its departures, one
 * item per booking with how far it got (so a restarted job resumes where it stopped), and the partial
 * refunds a supplier gives on one reservation.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table bulk_cancellation (
      id serial primary key,
      workflow_id uuid not null unique default gen_random_uuid(),
      supplier_user_id integer not null references app_user(id) on delete cascade,
      option_id integer not null references tour_option(id) on delete cascade,
      tour_slot_ids integer[] not null,
      reason text not null,
      refund_percentage numeric(5, 2) not null check (refund_percentage between 0 and 100),
      status integer not null default 1 check (status in (1, 2, 3)),
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index bulk_cancellation_running_idx on bulk_cancellation (option_id) where status = 1;

    create table bulk_cancellation_item (
      id serial primary key,
      bulk_cancellation_id integer not null references bulk_cancellation(id) on delete cascade,
      reservation_id integer not null references reservation(id) on delete cascade,
      state text not null default 'pending' check (state in ('pending', 'cancelled', 'done', 'failed')),
      error text,
      unique (bulk_cancellation_id, reservation_id)
    );

    create table reservation_refund (
      id serial primary key,
      reservation_id integer not null references reservation(id) on delete cascade,
      payment_id integer not null references payment(id) on delete cascade,
      amount numeric(12, 2) not null check (amount > 0),
      currency_code text not null,
      reason text not null default '',
      status text not null check (status in ('pending', 'refunded', 'failed')),
      provider_ref text,
      error text,
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now()
    );
    create index reservation_refund_reservation_idx on reservation_refund (reservation_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table reservation_refund, bulk_cancellation_item, bulk_cancellation`.execute(db)
}
