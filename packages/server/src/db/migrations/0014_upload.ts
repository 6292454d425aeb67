import { sql, type Kysely } from 'kysely'

/** Pictures that back-office users upload: the stored file's key, its type and size, and who owns it. */
export async function up(db: Kysely<unknown>) {
  await sql`
    create table upload (
      id serial primary key,
      owner_user_id integer not null references app_user(id) on delete cascade,
      storage_key text not null unique,
      mime text not null,
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      bytes integer not null check (bytes > 0),
      created_at timestamptz not null default now()
    );
    create index upload_owner on upload (owner_user_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`drop table upload;`.execute(db)
}
