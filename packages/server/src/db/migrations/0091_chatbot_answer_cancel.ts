import { sql, type Kysely } from 'kysely'

/**
 * A guest's "stop" may reach another API process than the one writing the answer (#26), so whether an
 * answer is being written, and whether it was asked to stop, live on the conversation.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table chatbot_interaction add column answering_since timestamptz;
    alter table chatbot_interaction add column cancel_requested_at timestamptz;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table chatbot_interaction drop column cancel_requested_at;
    alter table chatbot_interaction drop column answering_since;
  `.execute(db)
}
