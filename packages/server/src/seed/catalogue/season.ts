import { sql } from 'kysely'
import type { DB } from '../../db/database.js'

/** How far ahead the demo calendar is filled: a season from today on. */
export const SEASON_DAYS = 180

/** The day `offset` days from today, as the database sees today. */
export const dayFromToday = (offset: number) => sql<string>`(current_date + ${offset}::int)`

export async function seasonDays(db: DB) {
  const { rows } = await sql<{ day: string; offset: number; isodow: number }>`
    select (current_date + g)::date::text as day, g as offset, extract(isodow from current_date + g)::int as isodow
    from generate_series(0, ${SEASON_DAYS - 1}::int) as g
  `.execute(db)
  return rows
}
