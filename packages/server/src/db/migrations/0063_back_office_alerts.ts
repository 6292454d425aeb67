import { sql, type Kysely } from 'kysely'

/** Tools › Alerts: messages admins show in the back office, per language, to some roles (none: all), in a period. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table back_office_alert (
      id serial primary key,
      message jsonb not null,
      severity text not null default 'info',
      roles integer[] not null default '{}',
      starts_at timestamptz,
      ends_at timestamptz,
      created_by integer references app_user(id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table back_office_alert;`.execute(db)
}
