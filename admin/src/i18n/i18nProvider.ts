import type { I18n } from '@lingui/core'
import { LOCALE_NAMES, LOCALES, type Locale } from '@jaunt/domain'
import { defaultI18nProvider, type I18nProvider } from 'react-admin'
import type { AdminBase } from '../routing/adminBase'
import { FIELD_MESSAGES } from './fieldMessages'
import { RA_MESSAGES } from './raMessages'

/** The same page in another language: the language is the path's first segment. */
export function pathInLocale(pathname: string, locale: Locale): string {
  return pathname.replace(/^\/[^/]+/, `/${locale}`)
}

/** react-admin's values, minus its default text (`_`); `smart_count` is a lingui plural's count here. */
function valuesOf(options: Record<string, unknown> | undefined): Record<string, unknown> {
  const { _: _default, ...values } = options ?? {}
  return values
}

/**
 * react-admin's i18nProvider bridged to lingui: its texts listed in RA_MESSAGES (and the shared
 * schemas' field messages, FIELD_MESSAGES) come from our
 * catalogs in the page's language; any other key falls back to react-admin's English. The language
 * is the URL's, so changing it loads the same page under the other language's path.
 */
export function createI18nProvider(
  i18n: I18n,
  base: AdminBase,
  loadPage: (url: string) => void,
): I18nProvider {
  return {
    translate(key: string, options?: Record<string, unknown>) {
      const descriptor = RA_MESSAGES[key] ?? FIELD_MESSAGES[key]
      // Through a variable: the extractor only reads literal i18n._() calls, and these are extracted where defined.
      const translateDescriptor = i18n._.bind(i18n)
      if (descriptor) return translateDescriptor({ ...descriptor, values: valuesOf(options) })
      return defaultI18nProvider.translate(key, options)
    },
    async changeLocale(locale: string) {
      if (locale === base.locale || !(LOCALES as readonly string[]).includes(locale)) return
      const { pathname, search, hash } = window.location
      loadPage(`${pathInLocale(pathname, locale as Locale)}${search}${hash}`)
    },
    getLocale: () => base.locale,
    getLocales: () => LOCALES.map((locale) => ({ locale, name: LOCALE_NAMES[locale] })),
  }
}
