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

/** The mail language of each address, in one statement; English for an address that is no user's. */
export async function usersMailLocales(db: DB, emails: string[]): Promise<Map<string, Locale>> {
  const rows = emails.length
    ? await db.selectFrom('app_user').select(['email', 'locale']).where('email', 'in', emails).execute()
    : []
  const found = new Map(rows.map((row) => [row.email, normalizeLocale(row.locale)]))
  return new Map(emails.map((email) => [email, found.get(email) ?? DEFAULT_LOCALE]))
}
