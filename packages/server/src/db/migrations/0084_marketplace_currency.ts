import { sql, type Kysely } from 'kysely'

/**
 * The currencies the marketplace sells in (#23). It starts with the ones the demo uses and every
 * currency a product is already priced in, so no existing product falls outside the list.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table marketplace_currency (
      code char(3) primary key check (code ~ '^[A-Z]{3}$'),
      enabled boolean not null default true,
      created_at timestamptz not null default now()
    );
    insert into marketplace_currency (code)
      select code from unnest(array['NOK', 'EUR', 'SEK', 'DKK', 'USD', 'GBP', 'CHF']) as code
      union
      select distinct upper(currency_code) from service where currency_code ~* '^[A-Z]{3}$'
    on conflict do nothing;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table marketplace_currency`.execute(db)
}
