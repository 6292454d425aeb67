import { sql, type Kysely } from 'kysely'

/** A log-in-as names its session, so the admin's return (its logout) closes the audit row. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table impersonation_audit
      add column family_id text,
      add column ended_at timestamptz;
    create index impersonation_audit_family_idx on impersonation_audit (family_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index impersonation_audit_family_idx;
    alter table impersonation_audit drop column family_id, drop column ended_at;
  `.execute(db)
}
