import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'

/** Failed logins are counted in the database so the limit holds across processes and restarts. */
export async function isLoginThrottled(db: DB, config: Config, email: string, ip: string) {
  const since = sql<Date>`now() - make_interval(mins => ${config.LOGIN_THROTTLE_WINDOW_MINUTES})`
  const row = await db
    .selectFrom('login_attempt')
    .select([
      sql<number>`count(*) filter (where email = ${email})::int`.as('by_email'),
      sql<number>`count(*) filter (where ip = ${ip})::int`.as('by_ip'),
    ])
    .where('succeeded', '=', false)
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow()
  return row.by_email >= config.LOGIN_MAX_FAILURES_PER_EMAIL || row.by_ip >= config.LOGIN_MAX_FAILURES_PER_IP
}

export async function recordLoginAttempt(db: DB, email: string, ip: string, succeeded: boolean) {
  await db.insertInto('login_attempt').values({ email, ip, succeeded }).execute()
}
