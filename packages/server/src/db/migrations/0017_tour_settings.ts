import { sql, type Kysely } from 'kysely'

/**
 * An activity's settings pages: titled sections for its page, the text mailed to guests with their
 * confirmation, and the products recommended beside it. Texts are per language in jsonb, English the fallback.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table tour_custom_section (
      id serial primary key,
      service_id integer not null references service(id) on delete cascade,
      position integer not null default 0,
      texts jsonb not null default '{}'
    );
    create index tour_custom_section_service_idx on tour_custom_section (service_id, position);

    alter table service add column special_instruction jsonb not null default '{}';

    create table service_recommendation (
      service_id integer not null references service(id) on delete cascade,
      recommended_service_id integer not null references service(id) on delete cascade,
      position integer not null default 0,
      primary key (service_id, recommended_service_id),
      check (service_id <> recommended_service_id)
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table service_recommendation;
    alter table service drop column special_instruction;
    drop table tour_custom_section;
  `.execute(db)
}
