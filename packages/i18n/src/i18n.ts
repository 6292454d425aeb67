import { setupI18n, type I18n } from '@lingui/core'
import type { Locale } from '@jaunt/domain'
import { catalogLoaders } from './catalogs'

// Carries React's thenable fields, so `use(loadI18n(locale))` reads a settled load without suspending.
type TrackedLoad = Promise<I18n> & {
  status?: 'pending' | 'fulfilled' | 'rejected'
  value?: I18n
  reason?: unknown
}

const instances = new Map<Locale, I18n>()
const loads = new Map<Locale, TrackedLoad>()

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

/** Loads the catalog of a locale into its instance, once; the same promise on every call. */
export function loadI18n(locale: Locale): Promise<I18n> {
  const existing = loads.get(locale)
  if (existing) return existing
  const load: TrackedLoad = catalogLoaders[locale]().then(({ messages }) => {
    const i18n = getI18n(locale)
    i18n.load(locale, messages)
    return i18n
  })
  load.status = 'pending'
  load.then(
    (i18n) => Object.assign(load, { status: 'fulfilled', value: i18n }),
    (reason: unknown) => {
      Object.assign(load, { status: 'rejected', reason })
      loads.delete(locale) // a failed chunk load may succeed on the next try
    },
  )
  loads.set(locale, load)
  return load
}
