import { sql, type Kysely } from 'kysely'

/** rate-limiter-flexible's table for limits shared by every API process (see lib/rate-limit). */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table rate_limit (
      key varchar(255) primary key,
      points integer not null default 0,
      expire bigint
    );
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table rate_limit;`.execute(db)
}
