import { sql, type Kysely } from 'kysely'

/**
 * The AI chatbot: each site's settings, the index of its pages and FAQ that answers are grounded
 * in, and the guests' conversations with their messages and feedback.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table chatbot_settings (
      site_id integer primary key references partner_site(id) on delete cascade,
      is_enabled boolean not null default false,
      greeting jsonb not null default '{}',
      tone text not null default 'friendly',
      suggested_questions jsonb not null default '{}',
      use_catalogue boolean not null default true,
      use_pages boolean not null default true,
      use_faq boolean not null default true,
      provider text not null default 'platform',
      sync_status text,
      last_synced_at timestamptz,
      updated_at timestamptz not null default now()
    );

    create table chatbot_document (
      id serial primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      kind text not null,
      locale text not null,
      title text not null,
      body text not null,
      search_vector tsvector not null
    );
    create index chatbot_document_site_idx on chatbot_document (site_id, locale);
    create index chatbot_document_search_idx on chatbot_document using gin (search_vector);

    create table chatbot_interaction (
      id text primary key,
      site_id integer not null references partner_site(id) on delete cascade,
      locale text not null,
      tokens_used integer not null default 0,
      feedback text,
      feedback_comment text,
      created_at timestamptz not null default now()
    );
    create index chatbot_interaction_site_idx on chatbot_interaction (site_id);

    create table chatbot_message (
      id serial primary key,
      interaction_id text not null references chatbot_interaction(id) on delete cascade,
      role text not null,
      content text not null,
      state text not null default 'complete',
      service_ids jsonb not null default '[]',
      created_at timestamptz not null default now()
    );
    create index chatbot_message_interaction_idx on chatbot_message (interaction_id, id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table chatbot_message;
    drop table chatbot_interaction;
    drop table chatbot_document;
    drop table chatbot_settings;
  `.execute(db)
}
