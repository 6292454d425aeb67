import type { CatalogLoaders } from './catalogs'

// The back office's catalog, loaded by the admin app only (on top of the widget's one in catalogs.ts,
// whose reference declares the .po modules).
export const adminCatalogLoaders: CatalogLoaders = {
  en: () => import('./locales/en/admin.po'),
  no: () => import('./locales/no/admin.po'),
  sv: () => import('./locales/sv/admin.po'),
  hi: () => import('./locales/hi/admin.po'),
  gu: () => import('./locales/gu/admin.po'),
  da: () => import('./locales/da/admin.po'),
  de: () => import('./locales/de/admin.po'),
  bg: () => import('./locales/bg/admin.po'),
  nl: () => import('./locales/nl/admin.po'),
  ru: () => import('./locales/ru/admin.po'),
  es: () => import('./locales/es/admin.po'),
  it: () => import('./locales/it/admin.po'),
  fi: () => import('./locales/fi/admin.po'),
  fr: () => import('./locales/fr/admin.po'),
}
