import { sql, type Kysely } from 'kysely'

/**
 * Every change of a booking's state, with who made it and when: the booking's history in the back
 * office. Written in the same transaction as the change by checkout, the guest's cancellation, a bulk
 * cancellation and the back office's actions. The cancellation also remembers which user cancelled.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table reservation_history (
      id serial primary key,
      reservation_id integer references reservation(id) on delete cascade,
      reserved_package_id integer references reserved_package(id) on delete cascade,
      from_status integer,
      to_status integer not null,
      actor_kind text not null check (actor_kind in ('user', 'guest', 'system')),
      actor_user_id integer references app_user(id) on delete set null,
      actor_name text not null default '',
      note text not null default '',
      created_at timestamptz not null default now(),
      check (reservation_id is not null or reserved_package_id is not null)
    );
    create index reservation_history_reservation_idx on reservation_history (reservation_id);
    create index reservation_history_package_idx on reservation_history (reserved_package_id);
    alter table cancellation add column cancelled_by integer references app_user(id) on delete set null;
    create index cancellation_refund_provider_idx on cancellation (refund_provider_ref);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index cancellation_refund_provider_idx;
    alter table cancellation drop column cancelled_by;
    drop table reservation_history;
  `.execute(db)
}
