import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'

/** The language a back-office user reads their mails in; English for an address that is no user's. */
export async function userMailLocale(db: DB, by: { id: number } | { email: string }): Promise<Locale> {
  const query = db.selectFrom('app_user').select('locale')
  const row = await (
    'id' in by ? query.where('id', '=', by.id) : query.where('email', '=', by.email)
  ).executeTakeFirst()
  return row ? normalizeLocale(row.locale) : DEFAULT_LOCALE
}
