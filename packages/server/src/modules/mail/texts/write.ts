import type { Locale } from '@jaunt/domain'
import { mailI18n, type MessageDescriptor } from '@jaunt/i18n/mail'

export type MailValues = Record<string, string | number>

/** Says one of a mail's texts in a language, filling in its placeholders. */
export type MailWriter = (text: MessageDescriptor, values?: MailValues) => string

/** The catalog's wording of the mails in `locale`. */
export const catalogWriter =
  (locale: Locale): MailWriter =>
  (text, values) =>
    mailI18n(locale)._(text.id, values)
