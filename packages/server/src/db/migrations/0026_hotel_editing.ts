import { sql, type Kysely } from 'kysely'

/**
 * The supplier's hotels: a room type's most guests, and rate plans with a meal plan and, when
 * connected, the parent they derive their nightly price from by a price rule.
 */
export async function up(db: Kysely<unknown>) {
  await sql`
    alter table room_type
      add column max_occupancy integer check (max_occupancy >= 1);
    alter table rate_plan
      add column meal_plan integer not null default 1,
      add column parent_rate_plan_id integer references rate_plan(id),
      add column price_rule_type integer check (price_rule_type in (1, 2)),
      add column price_rule_value numeric(12, 2),
      add column position integer not null default 0,
      add check (parent_rate_plan_id is null or parent_rate_plan_id <> id),
      add check ((parent_rate_plan_id is null) = (price_rule_type is null));
    alter table rate_plan alter column connected set default false;
    update rate_plan set connected = parent_rate_plan_id is not null;
  `.execute(db)
}

export async function down(db: Kysely<unknown>) {
  await sql`
    alter table rate_plan alter column connected set default true;
    alter table rate_plan
      drop column position, drop column price_rule_value, drop column price_rule_type,
      drop column parent_rate_plan_id, drop column meal_plan;
    alter table room_type drop column max_occupancy;
  `.execute(db)
}
