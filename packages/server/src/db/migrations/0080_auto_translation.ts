import { sql, type Kysely } from 'kysely'

/**
 * Tools › Auto-translation: runs of machine translation with their per-product failures, and a mark on
 * each language's texts that a machine wrote them (a supplier's own edit of that language clears it).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table service_translation add column machine_translated boolean not null default false;
    create table auto_translation_run (
      id serial primary key,
      requested_by integer references app_user(id) on delete set null,
      source_locale text not null,
      target_locales text[] not null,
      scope text not null check (scope in ('missing', 'services')),
      service_ids integer[],
      overwrite boolean not null default false,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
      done integer not null default 0,
      failed integer not null default 0,
      total integer not null default 0,
      error text,
      created_at timestamptz not null default now(),
      finished_at timestamptz
    );
    create index auto_translation_run_status on auto_translation_run (status, id);
    create table auto_translation_failure (
      id serial primary key,
      run_id integer not null references auto_translation_run(id) on delete cascade,
      service_id integer not null references service(id) on delete cascade,
      locale text not null,
      error text not null
    );
    create index auto_translation_failure_run on auto_translation_failure (run_id, id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table auto_translation_failure;
    drop table auto_translation_run;
    alter table service_translation drop column machine_translated;
  `.execute(db)
}
