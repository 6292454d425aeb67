import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'

/** Wrong passwords allowed at full speed before each further try has to wait (2 s, then 4 s, …). */
const FREE_FAILURES = 2

const backoffMs = (failures: number) =>
  failures < FREE_FAILURES + 1 ? 0 : 2 ** (failures - FREE_FAILURES) * 1000

/**
 * How long this address must wait before trying this account again, or null when it may try now.
 * Failures count per address and account (since that pair's last success) and per address, in the
 * database so the counts hold across processes and restarts. A stranger's guesses only ever hold back
 * the stranger's own address: the owner logs in from theirs as usual.
 */
export async function loginWaitMs(db: DB, config: Config, email: string, ip: string) {
  const window = sql`make_interval(mins => ${config.LOGIN_THROTTLE_WINDOW_MINUTES})`
  const lastSuccess = db
    .selectFrom('login_attempt')
    .select(sql<Date>`coalesce(max(created_at), '-infinity')`.as('at'))
    .where('email', '=', email)
    .where('ip', '=', ip)
    .where('succeeded', '=', true)
  const row = await db
    .selectFrom('login_attempt')
    .select([
      sql<number>`count(*)::int`.as('by_address'),
      sql<number>`count(*) filter (where email = ${email} and created_at > (${lastSuccess}))::int`.as(
        'by_account',
      ),
      sql<
        number | null
      >`extract(epoch from now() - max(created_at) filter (where email = ${email})) * 1000`.as(
        'since_last_ms',
      ),
      sql<
        number | null
      >`extract(epoch from min(created_at) filter (where email = ${email}) + ${window} - now()) * 1000`.as(
        'account_unlock_ms',
      ),
      sql<number | null>`extract(epoch from min(created_at) + ${window} - now()) * 1000`.as(
        'address_unlock_ms',
      ),
    ])
    .where('ip', '=', ip)
    .where('succeeded', '=', false)
    .where('created_at', '>', sql<Date>`now() - ${window}`)
    .executeTakeFirstOrThrow()
  if (row.by_address >= config.LOGIN_MAX_FAILURES_PER_IP) return Number(row.address_unlock_ms)
  if (row.by_account >= config.LOGIN_MAX_FAILURES_PER_EMAIL) return Number(row.account_unlock_ms)
  const wait = backoffMs(row.by_account) - Number(row.since_last_ms ?? 0)
  return wait > 0 ? wait : null
}

export async function recordLoginAttempt(db: DB, email: string, ip: string, succeeded: boolean) {
  await db.insertInto('login_attempt').values({ email, ip, succeeded }).execute()
}
