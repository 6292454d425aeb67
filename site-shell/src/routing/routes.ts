import { DEFAULT_LOCALE, isLocale, type Locale } from '@jaunt/domain'

export type Route =
  | { kind: 'home'; lang: Locale }
  | { kind: 'customer-login'; lang: Locale }
  | { kind: 'customer-token'; lang: Locale; token: string | null }
  | { kind: 'customer-bookings'; lang: Locale; tab: 'upcoming' | 'cancelled' }
  | { kind: 'customer-booking'; lang: Locale; resRef: string }
  | { kind: 'customer-package'; lang: Locale; paymentId: string; id: string | null }
  | { kind: 'product'; lang: Locale; type: ProductPageType; id: number }
  | { kind: 'search'; lang: Locale; serviceType: string | null }
  | { kind: 'page'; lang: Locale; slug: string }
  | { kind: 'not-found'; lang: Locale }
  /** A path without a known language: the same page under the default one. */
  | { kind: 'redirect'; to: string }

const AREA = 'customer-reservation'

/** The product pages of spec part 1 §2 and the widget type each shows (`adventure` is an activity). */
export const PRODUCT_PAGES = {
  activity: 'activity',
  adventure: 'activity',
  hotel: 'hotel',
  package: 'package',
  rental: 'rental',
  restaurant: 'restaurant',
} as const
export type ProductPageType = (typeof PRODUCT_PAGES)[keyof typeof PRODUCT_PAGES]

const isProductPage = (segment: string): segment is keyof typeof PRODUCT_PAGES =>
  Object.hasOwn(PRODUCT_PAGES, segment)

/** The hosted site's page for a path and query (spec part 1 §2, part 2 §2). */
export function matchRoute(pathname: string, search = ''): Route {
  const parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  const [first, ...rest] = parts
  if (!first) return { kind: 'home', lang: DEFAULT_LOCALE }
  if (!isLocale(first)) {
    return parts[0] === AREA ? { kind: 'redirect', to: `/${DEFAULT_LOCALE}${pathname}${search}` } : notFound()
  }
  const lang = first
  if (rest.length === 0) return { kind: 'home', lang }
  const [section = '', id, extra] = rest
  if (isProductPage(section) && id && /^[1-9]\d{0,9}$/.test(id) && extra === undefined)
    return { kind: 'product', lang, type: PRODUCT_PAGES[section], id: Number(id) }
  if (section === 'search' && extra === undefined) return { kind: 'search', lang, serviceType: id ?? null }
  if (section === 'page' && id && extra === undefined) return { kind: 'page', lang, slug: id }
  if (rest[0] !== AREA) return { kind: 'not-found', lang }
  const [, page, a, b, c] = rest
  const query = new URLSearchParams(search)
  if (page === 'login' && a === undefined) return { kind: 'customer-login', lang }
  if (page === 'login' && a === 'token' && b === undefined)
    return { kind: 'customer-token', lang, token: query.get('token') }
  if (page === 'booking' && a === undefined)
    return {
      kind: 'customer-bookings',
      lang,
      tab: query.get('tab') === 'cancelled' ? 'cancelled' : 'upcoming',
    }
  if (page === 'booking' && a === 'package' && b && c === undefined)
    return { kind: 'customer-package', lang, paymentId: b, id: null }
  if (page === 'booking' && a === 'package' && b && c)
    return { kind: 'customer-package', lang, paymentId: b, id: c }
  if (page === 'booking' && a && b === undefined) return { kind: 'customer-booking', lang, resRef: a }
  return { kind: 'not-found', lang }

  function notFound(): Route {
    return { kind: 'not-found', lang: DEFAULT_LOCALE }
  }
}

/** The same page in another language: the path with its language segment swapped. */
export function pathInLanguage(pathname: string, search: string, lang: Locale): string {
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0] && isLocale(parts[0])) parts.shift()
  return `/${[lang, ...parts].join('/')}${search}`
}

/** Paths of the customer area, under a language. */
export const customerPaths = {
  login: (lang: Locale) => `/${lang}/${AREA}/login`,
  bookings: (lang: Locale, tab: 'upcoming' | 'cancelled' = 'upcoming') =>
    `/${lang}/${AREA}/booking${tab === 'cancelled' ? '?tab=cancelled' : ''}`,
  booking: (lang: Locale, resRef: string) => `/${lang}/${AREA}/booking/${encodeURIComponent(resRef)}`,
  package: (lang: Locale, paymentId: string, id: string) =>
    `/${lang}/${AREA}/booking/package/${encodeURIComponent(paymentId)}/${encodeURIComponent(id)}`,
}
