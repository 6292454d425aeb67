import { sql, type Kysely } from 'kysely'

/**
 * The search generation (#26): a number that changes in the same commit as anything a public search
 * answers from (its documents, a site's catalogue or languages, a place's or a category's name). A
 * search answer kept in memory is good while the generation it was read at is still the current one, so
 * every API process, and a read replica, agrees on when it is stale.
 *
 * The bump is a deferred constraint trigger: it runs at commit, after the transaction's other locks, so
 * waiting for the generation's row can never close a cycle of locks; and it bumps once per transaction.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table search_generation (
      id integer primary key check (id = 1),
      n bigint not null
    );
    insert into search_generation (id, n) values (1, 1);

    create function bump_search_generation() returns trigger language plpgsql as $$
    begin
      if current_setting('jaunt.search_generation_bumped', true) = 'yes' then
        return null;
      end if;
      perform set_config('jaunt.search_generation_bumped', 'yes', true);
      update search_generation set n = n + 1 where id = 1;
      return null;
    end $$;
  `.execute(db)
  for (const table of SEARCHED_TABLES) {
    await sql`
      create constraint trigger ${sql.raw(`${table}_search_generation`)}
        after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred
        for each row execute function bump_search_generation()
    `.execute(db)
  }
}

/** What public searches read: their documents, and the sites, places, categories and hotel features they name. */
const SEARCHED_TABLES = [
  'search_document',
  'site_catalogue',
  'partner_site',
  'location',
  'category',
  'service_feature',
]

export async function down(db: Kysely<unknown>) {
  for (const table of SEARCHED_TABLES)
    await sql`drop trigger ${sql.raw(`${table}_search_generation`)} on ${sql.table(table)}`.execute(db)
  await sql`drop function bump_search_generation(); drop table search_generation;`.execute(db)
}
