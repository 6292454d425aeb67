import { sql, type Kysely } from 'kysely'

/** Tools › Send service data to queue: one row per product refresh, with its outcome. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table service_data_job (
      id serial primary key,
      service_id integer not null references service(id) on delete cascade,
      status text not null default 'queued' check (status in ('queued', 'completed', 'failed')),
      error text,
      sites integer not null default 0,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index service_data_job_status on service_data_job (status, id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table service_data_job;`.execute(db)
}
