import type { Locale } from '@jaunt/domain'
import type { CatalogModule } from './catalogs'

// The back office's catalog, loaded by the admin app only (on top of the guests' one in catalogs.ts).
export const adminCatalogLoaders: Readonly<Record<Locale, () => Promise<CatalogModule>>> = {
  en: () => import('./locales/en/admin'),
  no: () => import('./locales/no/admin'),
  sv: () => import('./locales/sv/admin'),
  hi: () => import('./locales/hi/admin'),
  gu: () => import('./locales/gu/admin'),
  da: () => import('./locales/da/admin'),
  de: () => import('./locales/de/admin'),
  bg: () => import('./locales/bg/admin'),
  nl: () => import('./locales/nl/admin'),
  ru: () => import('./locales/ru/admin'),
  es: () => import('./locales/es/admin'),
  it: () => import('./locales/it/admin'),
  fi: () => import('./locales/fi/admin'),
  fr: () => import('./locales/fr/admin'),
}
