import { sql, type Kysely } from 'kysely'

/**
 * Product features get a type ("Facilities", "Accessibility") that groups them; a feature without one
 * is shown ungrouped. A type in use cannot be deleted (the service answers 409 first).
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table feature_type (
      id serial primary key,
      name jsonb not null
    );
    alter table feature add column feature_type_id integer references feature_type(id) on delete restrict;
    create index feature_feature_type_idx on feature (feature_type_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table feature drop column feature_type_id;
    drop table feature_type;
  `.execute(db)
}
