import { sql, type Kysely } from 'kysely'

/**
 * Earnings are computed from the bookings; only where each stands (pending, approved, paid) is stored,
 * per owner, month and currency, with every change an admin made to it.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table earning_status (
      kind text not null check (kind in ('supplier', 'partner')),
      owner_user_id integer not null references app_user(id) on delete cascade,
      month text not null check (month ~ '^\\d{4}-(0[1-9]|1[0-2])$'),
      currency_code text not null,
      status integer not null check (status in (1, 2, 3)),
      updated_at timestamptz not null default now(),
      primary key (kind, owner_user_id, month, currency_code)
    );
    create table earning_status_history (
      id serial primary key,
      kind text not null,
      owner_user_id integer not null references app_user(id) on delete cascade,
      month text not null,
      currency_code text not null,
      from_status integer,
      to_status integer not null,
      note text not null default '',
      changed_by integer references app_user(id) on delete set null,
      changed_at timestamptz not null default now()
    );
    create index earning_status_history_idx on earning_status_history (kind, owner_user_id, month, currency_code);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table earning_status_history, earning_status`.execute(db)
}
