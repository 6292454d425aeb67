import { sql, type Kysely } from 'kysely'

/**
 * A supplier's consent to partners selling their products in packages: for all their products or
 * those mapped to it, from and until optional days.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table supplier_consent (
      id serial primary key,
      supplier_user_id integer not null references app_user(id) on delete cascade,
      name text not null,
      all_services boolean not null default false,
      valid_from date,
      valid_to date,
      terms text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index supplier_consent_supplier on supplier_consent (supplier_user_id);
    create table supplier_consent_mapping (
      id serial primary key,
      supplier_consent_id integer not null references supplier_consent(id) on delete cascade,
      service_id integer not null references service(id) on delete cascade,
      unique (supplier_consent_id, service_id)
    );
    create index supplier_consent_mapping_service on supplier_consent_mapping (service_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table supplier_consent_mapping; drop table supplier_consent;`.execute(db)
}
