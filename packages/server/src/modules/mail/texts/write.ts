import type { Locale } from '@jaunt/domain'
import { mailI18n, type MessageDescriptor } from '@jaunt/i18n/mail'
import type { DB } from '../../../db/database.js'

export type MailValues = Record<string, string | number>

/** Says one of a mail's texts in a language, filling in its placeholders. */
export type MailWriter = (text: MessageDescriptor, values?: MailValues) => string

const PLACEHOLDER = /\{(\w+)\}/g

/** An admin's wording is plain text with `{name}` placeholders (no plurals), filled in as is. */
const fill = (message: string, values: MailValues = {}) =>
  message.replace(PLACEHOLDER, (whole, name: string) => (name in values ? String(values[name]) : whole))

/** The catalog's wording of the mails in `locale`, unless `overrides` (by message id) rewords a text. */
export const catalogWriter =
  (locale: Locale, overrides: ReadonlyMap<string, string> = new Map()): MailWriter =>
  (text, values) => {
    const own = overrides.get(text.id)
    return own === undefined ? mailI18n(locale)._(text.id, values) : fill(own, values)
  }

/** The admin's wordings of `locale` (Texts › Email translations). */
export async function mailOverrides(db: DB, locale: Locale) {
  const rows = await db
    .selectFrom('mail_text_override')
    .select(['message_id', 'message'])
    .where('locale', '=', locale)
    .execute()
  return new Map(rows.map((row) => [row.message_id, row.message]))
}

/** How mails are written when sent: the catalog's texts with the admin's wordings over them. */
export const mailWriter = async (db: DB, locale: Locale) =>
  catalogWriter(locale, await mailOverrides(db, locale))

/** The placeholders a text of the catalog has; null for a plural text, which only translators reword. */
export function placeholdersOf(message: string): string[] | null {
  if (/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/.test(message)) return null
  return [...new Set([...message.matchAll(PLACEHOLDER)].map((match) => match[1]!))]
}
