import { setupI18n, type I18n } from '@lingui/core'
import type { Locale } from '@jaunt/domain'
import { siteCatalogLoaders, widgetCatalogLoaders, type CatalogLoaders } from './catalogs'

// Carries React's thenable fields, so `use(loadI18n(locale))` reads a settled load without suspending.
type TrackedLoad = Promise<I18n> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: I18n
  reason?: unknown
}

const instances = new Map<Locale, I18n>()
const loads = new Map<string, TrackedLoad>()

/**
 * The one I18n instance of a locale, shared by everything that shows that locale. Never call
 * `activate()` on it: several elements on one page may each show another locale at the same time.
 * Its messages are there once `loadI18n(locale)` has resolved; before that it shows source texts.
 */
export function getI18n(locale: Locale): I18n {
  let i18n = instances.get(locale)
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: {} } })
    instances.set(locale, i18n)
  }
  return i18n
}

/** Adds a catalog of a locale to its instance, once; the same promise on every call. */
function loadCatalog(name: string, loaders: CatalogLoaders, locale: Locale): TrackedLoad {
  const key = `${name}:${locale}`
  const existing = loads.get(key)
  if (existing) return existing
  const load: TrackedLoad = loaders[locale]().then(({ messages }) => {
    const i18n = getI18n(locale)
    i18n.load(locale, messages)
    return i18n
  })
  load.status = 'pending'
  load.then(
    (i18n) => Object.assign(load, { status: 'fulfilled', value: i18n }),
    (reason: unknown) => {
      Object.assign(load, { status: 'rejected', reason })
      loads.delete(key) // a failed chunk load may succeed on the next try
    },
  )
  loads.set(key, load)
  return load
}

/** The locale's instance with the widget's catalog, which is all an element needs. */
export function loadI18n(locale: Locale): Promise<I18n> {
  return loadCatalog('widget', widgetCatalogLoaders, locale)
}

/** The locale's instance with the widget's catalog and the hosted site shell's own. */
export function loadSiteI18n(locale: Locale): Promise<I18n> {
  return Promise.all([loadI18n(locale), loadCatalog('site', siteCatalogLoaders, locale)]).then(
    ([i18n]) => i18n,
  )
}
