import type { DB } from '../../db/database.js'
import type { Config } from '../../env.js'
import { CalendarFetchError, fetchCalendar } from './calendar-fetch.js'
import { externalSyncDb } from './external-sync.tables.js'
import { applyFeedNights } from './feed-closures.js'
import { addDays, isCalendar, nightsOf, readCalendarSpans } from './ical-read.js'

export const ICAL_SYNC_QUEUE = 'ical-sync'
/** Every link is read again this often (pg-boss cron). */
export const ICAL_SYNC_CRON = '*/30 * * * *'
/** Nights further ahead than this are not closed: channels publish about a year or two. */
const HORIZON_DAYS = 730

const todayUtc = () => new Date().toISOString().slice(0, 10)

export const fetchOptionsOf = (config: Config) => ({ allowPrivate: config.ICAL_ALLOW_PRIVATE_HOSTS })

/**
 * Reads a room type's feed and makes its events the room type's feed closures. A failure (the feed
 * cannot be read, or is not a calendar) is recorded and changes no night.
 */
export async function syncFeed(db: DB, config: Config, roomTypeId: number) {
  const tables = externalSyncDb(db)
  const link = await tables
    .selectFrom('ical_link')
    .select('url')
    .where('room_type_id', '=', roomTypeId)
    .executeTakeFirst()
  if (!link) return false
  try {
    const text = await fetchCalendar(link.url, fetchOptionsOf(config))
    if (!isCalendar(text)) throw new CalendarFetchError('not_calendar', 'The answer has no BEGIN:VCALENDAR')
    const today = todayUtc()
    const nights = nightsOf(readCalendarSpans(text), today, addDays(today, HORIZON_DAYS))
    await db.transaction().execute(async (trx) => {
      // One sync of a room type at a time; a link deleted meanwhile is not synced.
      const still = await externalSyncDb(trx)
        .selectFrom('ical_link')
        .select('url')
        .where('room_type_id', '=', roomTypeId)
        .forNoKeyUpdate()
        .executeTakeFirst()
      if (!still) return
      await applyFeedNights(trx, roomTypeId, nights, today)
      await record(trx, roomTypeId, { status: 'ok', error_code: null, error: null })
    })
  } catch (error) {
    if (!(error instanceof CalendarFetchError)) throw error
    await record(db, roomTypeId, { status: 'failed', error_code: error.code, error: error.message })
  }
  return true
}

const record = (
  db: DB,
  roomTypeId: number,
  outcome: { status: string; error_code: string | null; error: string | null },
) =>
  externalSyncDb(db)
    .updateTable('ical_link')
    .set({ ...outcome, last_synced_at: new Date() })
    .where('room_type_id', '=', roomTypeId)
    .execute()

/** The scheduled job: every link, one after another, so a slow feed delays only the others' turn. */
export async function syncEveryFeed(db: DB, config: Config) {
  const links = await externalSyncDb(db)
    .selectFrom('ical_link')
    .select('room_type_id')
    .orderBy('room_type_id')
    .execute()
  for (const link of links) await syncFeed(db, config, link.room_type_id)
  return links.length
}
