import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>) {
  await sql`
    create table app_user (
      id serial primary key,
      name text not null,
      email text not null unique check (email = lower(email)),
      password_hash text not null,
      role_ids integer[] not null default '{}',
      policies text[] not null default '{}',
      parent_user_id integer references app_user(id) on delete cascade,
      can_login boolean not null default true,
      first_time_login boolean not null default false,
      terms_and_condition_accepted boolean not null default false,
      terms_accepted_at timestamptz,
      country_code text not null default 'NO',
      user_currency_type text not null default 'NOK',
      is_zaui_stay_user boolean not null default false,
      profile_pic_url text,
      approval_status integer not null default 2,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );

    create table refresh_token (
      id uuid primary key,
      family_id uuid not null,
      user_id integer not null references app_user(id) on delete cascade,
      token_hash text not null unique,
      impersonator_id integer references app_user(id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index refresh_token_family_idx on refresh_token (family_id);
    create index refresh_token_user_idx on refresh_token (user_id);

    create table login_attempt (
      id serial primary key,
      email text not null,
      ip text not null,
      succeeded boolean not null,
      created_at timestamptz not null default now()
    );
    create index login_attempt_email_idx on login_attempt (email, created_at);
    create index login_attempt_ip_idx on login_attempt (ip, created_at);

    create table impersonation_audit (
      id serial primary key,
      admin_user_id integer not null references app_user(id) on delete cascade,
      target_user_id integer not null references app_user(id) on delete cascade,
      ip text not null,
      created_at timestamptz not null default now()
    );

    create table partner_site (
      id serial primary key,
      owner_user_id integer not null references app_user(id) on delete cascade,
      name text not null,
      sub_domain text not null unique check (sub_domain ~ '^[a-z0-9]([a-z0-9-]*[a-z0-9])?$'),
      domain text unique,
      status integer not null default 1,
      approval_status integer not null default 2,
      merchant_of_record jsonb not null,
      general_settings jsonb not null,
      redirection_settings jsonb not null,
      script_settings jsonb not null,
      theme_settings jsonb not null,
      header_settings jsonb not null,
      footer_settings jsonb not null,
      booking_flow_settings jsonb not null,
      allowed_origins text[] not null default '{}',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create index partner_site_owner_idx on partner_site (owner_user_id);
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    drop table partner_site;
    drop table impersonation_audit;
    drop table login_attempt;
    drop table refresh_token;
    drop table app_user;
  `.execute(db)
}
