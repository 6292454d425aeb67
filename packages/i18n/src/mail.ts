import { setupI18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core'
import type { Locale } from '@jaunt/domain'
import { messages as en } from './locales/en/mail'
import { messages as no_ } from './locales/no/mail'
import { messages as sv } from './locales/sv/mail'
import { messages as hi } from './locales/hi/mail'
import { messages as gu } from './locales/gu/mail'
import { messages as da } from './locales/da/mail'
import { messages as de } from './locales/de/mail'
import { messages as bg } from './locales/bg/mail'
import { messages as nl } from './locales/nl/mail'
import { messages as ru } from './locales/ru/mail'
import { messages as es } from './locales/es/mail'
import { messages as it } from './locales/it/mail'
import { messages as fi } from './locales/fi/mail'
import { messages as fr } from './locales/fr/mail'

export type { MessageDescriptor }

// The mails' catalog, loaded by the server only: every language at once, as a mail may go out in any.
const MAIL_CATALOGS: Readonly<Record<Locale, Messages>> = {
  en,
  no: no_,
  sv,
  hi,
  gu,
  da,
  de,
  bg,
  nl,
  ru,
  es,
  it,
  fi,
  fr,
}

export const mailCatalogLoaders: Readonly<Record<Locale, () => Promise<{ messages: Messages }>>> =
  Object.fromEntries(
    Object.entries(MAIL_CATALOGS).map(([locale, messages]) => [locale, () => Promise.resolve({ messages })]),
  ) as Record<Locale, () => Promise<{ messages: Messages }>>

const instances = new Map<Locale, I18n>()

/** The lingui instance that writes mails in `locale`; plural rules are the language's own. */
export function mailI18n(locale: Locale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: MAIL_CATALOGS[locale] } })
    instances.set(locale, i18n)
  }
  return i18n
}
