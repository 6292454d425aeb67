import { sql, type Kysely } from 'kysely'

/** Stripe may reverse a transfer after it was made: the payout is then `reversed` and frees its earning. */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table payout drop constraint payout_status_check;
    alter table payout add constraint payout_status_check
      check (status in ('pending', 'paid', 'failed', 'reversed'));
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    update payout set status = 'failed' where status = 'reversed';
    alter table payout drop constraint payout_status_check;
    alter table payout add constraint payout_status_check check (status in ('pending', 'paid', 'failed'));
  `.execute(db)
}
