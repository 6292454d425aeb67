// The .po modules are declared in a script file, which an import cannot bring in; this reference does,
// for every package that type-checks these loaders.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import type { Messages } from '@lingui/core'
import type { Locale } from '@jaunt/domain'

export type CatalogModule = { messages: Messages }
export type CatalogLoaders = Readonly<Record<Locale, () => Promise<CatalogModule>>>

// One dynamic import per locale, so a bundle only fetches the catalog of the locale it shows. The
// .po files are compiled when Vite loads them (vitePlugins.ts).

/** The widget's texts: what every element needs, on partners' pages and on the hosted site. */
export const widgetCatalogLoaders: CatalogLoaders = {
  en: () => import('./locales/en/widget.po'),
  no: () => import('./locales/no/widget.po'),
  sv: () => import('./locales/sv/widget.po'),
  hi: () => import('./locales/hi/widget.po'),
  gu: () => import('./locales/gu/widget.po'),
  da: () => import('./locales/da/widget.po'),
  de: () => import('./locales/de/widget.po'),
  bg: () => import('./locales/bg/widget.po'),
  nl: () => import('./locales/nl/widget.po'),
  ru: () => import('./locales/ru/widget.po'),
  es: () => import('./locales/es/widget.po'),
  it: () => import('./locales/it/widget.po'),
  fi: () => import('./locales/fi/widget.po'),
  fr: () => import('./locales/fr/widget.po'),
}

/** The hosted site shell's own texts, loaded on top of the widget's (loadSiteI18n). */
export const siteCatalogLoaders: CatalogLoaders = {
  en: () => import('./locales/en/site.po'),
  no: () => import('./locales/no/site.po'),
  sv: () => import('./locales/sv/site.po'),
  hi: () => import('./locales/hi/site.po'),
  gu: () => import('./locales/gu/site.po'),
  da: () => import('./locales/da/site.po'),
  de: () => import('./locales/de/site.po'),
  bg: () => import('./locales/bg/site.po'),
  nl: () => import('./locales/nl/site.po'),
  ru: () => import('./locales/ru/site.po'),
  es: () => import('./locales/es/site.po'),
  it: () => import('./locales/it/site.po'),
  fi: () => import('./locales/fi/site.po'),
  fr: () => import('./locales/fr/site.po'),
}
