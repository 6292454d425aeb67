import { sql, type Kysely } from 'kysely'

/** An admin's answer to a new partner site: the reason a site was rejected, shown to its partner. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table partner_site add column rejection_reason text;
    create index partner_site_approval_idx on partner_site (approval_status);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop index partner_site_approval_idx;
    alter table partner_site drop column rejection_reason;
  `.execute(db)
}
