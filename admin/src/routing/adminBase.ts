import { DEFAULT_LOCALE, LOCALES, type Locale } from '@jaunt/domain'

/** The back office is served at /{lang}/npanel (partners, suppliers) and /{lang}/admin (admins). */
export type AdminArea = 'npanel' | 'admin'

export type AdminBase = {
  locale: Locale
  area: AdminArea
  /** The router's basename, e.g. `/de/npanel`. */
  basename: string
}

export const DEFAULT_ADMIN_BASE: AdminBase = {
  locale: DEFAULT_LOCALE,
  area: 'admin',
  basename: `/${DEFAULT_LOCALE}/admin`,
}

/** Reads the locale and area from a URL path, or undefined when the path is not the back office's. */
export function resolveAdminBase(pathname: string): AdminBase | undefined {
  const [, lang, area] = pathname.split('/')
  const locale = LOCALES.find((known) => known === lang)
  if (!locale || (area !== 'npanel' && area !== 'admin')) return undefined
  return { locale, area, basename: `/${locale}/${area}` }
}
