import { sql, type Kysely } from 'kysely'

/** Commission settings, and each booked item's split between marketplace, partner and supplier. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table category add column commission_percent numeric(5, 2) check (commission_percent between 0 and 100);
    alter table partner_site add column partner_share_percent numeric(5, 2) not null default 0
      check (partner_share_percent between 0 and 100);
    alter table reservation
      add column commission_percent numeric(5, 2),
      add column commission_amount numeric(12, 2),
      add column partner_amount numeric(12, 2),
      add column supplier_amount numeric(12, 2);
    alter table reserved_package
      add column commission_percent numeric(5, 2),
      add column commission_amount numeric(12, 2),
      add column partner_amount numeric(12, 2),
      add column supplier_amount numeric(12, 2);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table reserved_package drop column commission_percent, drop column commission_amount,
      drop column partner_amount, drop column supplier_amount;
    alter table reservation drop column commission_percent, drop column commission_amount,
      drop column partner_amount, drop column supplier_amount;
    alter table partner_site drop column partner_share_percent;
    alter table category drop column commission_percent;
  `.execute(db)
}
