import { sql, type Kysely } from 'kysely'

/**
 * An activity's custom booking option: the questions asked of the guest at checkout (labels per
 * language, English the fallback), and each reservation's answers to them, kept as asked.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table service add column booking_questions jsonb not null default '[]';
    alter table reservation add column answers jsonb not null default '[]';
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table reservation drop column answers;
    alter table service drop column booking_questions;
  `.execute(db)
}
