import type { Messages } from '@lingui/core'
import type { Locale } from '@jaunt/domain'

export type CatalogModule = { messages: Messages }

// One dynamic import per locale, so a bundle only fetches the catalog of the locale it shows.
export const catalogLoaders: Readonly<Record<Locale, () => Promise<CatalogModule>>> = {
  en: () => import('./locales/en/messages'),
  no: () => import('./locales/no/messages'),
  sv: () => import('./locales/sv/messages'),
  hi: () => import('./locales/hi/messages'),
  gu: () => import('./locales/gu/messages'),
  da: () => import('./locales/da/messages'),
  de: () => import('./locales/de/messages'),
  bg: () => import('./locales/bg/messages'),
  nl: () => import('./locales/nl/messages'),
  ru: () => import('./locales/ru/messages'),
  es: () => import('./locales/es/messages'),
  it: () => import('./locales/it/messages'),
  fi: () => import('./locales/fi/messages'),
  fr: () => import('./locales/fr/messages'),
}
