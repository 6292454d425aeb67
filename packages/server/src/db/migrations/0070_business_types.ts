import { sql, type Kysely } from 'kysely'

/** Selects › Business types: the kinds of business a supplier or partner runs, named per language. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table business_type (
      id serial primary key,
      name jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    alter table app_user add column business_type_id integer references business_type(id);
    create index app_user_business_type_idx on app_user(business_type_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table app_user drop column business_type_id;
    drop table business_type;
  `.execute(db)
}
