import { ServiceType, serviceTypeName } from '../enums/serviceType'
import { DEFAULT_LOCALE, isLocale, normalizeLocale, type Locale } from '../locales'

export type AccountPage = 'user-sign-up' | 'link-expired' | 'set-password'

/** The hosted site's pages (spec part 1 §2): what a path shows, for the browser and the server's head. */
export type Route =
  | { kind: 'home'; lang: Locale }
  | { kind: 'page'; lang: Locale; slug: string }
  | { kind: 'product'; lang: Locale; type: ProductPageType; id: number }
  | { kind: 'search'; lang: Locale; serviceType: string | null }
  | { kind: 'login'; lang: Locale }
  | { kind: 'logout'; lang: Locale }
  | { kind: 'privacy-policy'; lang: Locale }
  | { kind: 'terms'; lang: Locale; countryCode: string | null }
  | { kind: 'account'; lang: Locale; page: AccountPage }
  | { kind: 'widget'; lang: Locale; widgetUuid: string | null }
  | { kind: 'setup-terminal'; lang: Locale; settings: boolean }
  | { kind: 'booking-details'; lang: Locale; paymentRef: string | null }
  | { kind: 'customer-login'; lang: Locale }
  | { kind: 'customer-token'; lang: Locale; token: string | null }
  | { kind: 'customer-bookings'; lang: Locale; tab: 'upcoming' | 'cancelled' }
  | { kind: 'customer-booking'; lang: Locale; resRef: string }
  | { kind: 'customer-package'; lang: Locale; paymentId: string; id: string | null }
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

type ProductPage = keyof typeof PRODUCT_PAGES

/** The page a product of each service type has on the hosted site. */
const PAGE_OF_SERVICE_TYPE: Record<ServiceType, ProductPage> = {
  [ServiceType.Activities]: 'activity',
  [ServiceType.Events]: 'activity',
  [ServiceType.Attractions]: 'activity',
  [ServiceType.Hotels]: 'hotel',
  [ServiceType.Restaurants]: 'restaurant',
  [ServiceType.Rentals]: 'rental',
  [ServiceType.Packages]: 'package',
}

/** A product's own page on the hosted site. */
export const productPagePath = (lang: Locale, serviceType: ServiceType, id: number) =>
  `/${lang}/${PAGE_OF_SERVICE_TYPE[serviceType]}/${id}`

/** The service types a product page shows (an activity page shows events and attractions too). */
export function serviceTypesOfPage(type: ProductPageType): ServiceType[] {
  return (Object.keys(PAGE_OF_SERVICE_TYPE).map(Number) as ServiceType[]).filter(
    (serviceType) => PRODUCT_PAGES[PAGE_OF_SERVICE_TYPE[serviceType]] === type,
  )
}

/** The search's type for a product page without an id (`/hotel` lists hotels). */
const SEARCH_TYPE_OF: Record<keyof typeof PRODUCT_PAGES, string> = {
  activity: 'activities',
  adventure: 'activities',
  hotel: 'hotels',
  package: 'packages',
  rental: 'rentals',
  restaurant: 'restaurants',
}

const ACCOUNT_PAGES: readonly string[] = [
  'user-sign-up',
  'link-expired',
  'set-password',
] satisfies AccountPage[]
/** A page's slug: lower-case letters and digits in dash-separated words (zod-free, for guest pages). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
const ID = /^[1-9]\d{0,9}$/
const COUNTRY = /^[A-Za-z]{2}$/
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const isProductPage = (segment: string): segment is keyof typeof PRODUCT_PAGES =>
  Object.hasOwn(PRODUCT_PAGES, segment)

/** The hosted site's page for a path and query (spec part 1 §2, part 2 §2). */
export function matchRoute(pathname: string, search = ''): Route {
  let parts: string[]
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return { kind: 'not-found', lang: DEFAULT_LOCALE }
  }
  const [first, ...rest] = parts
  if (!first) return { kind: 'home', lang: DEFAULT_LOCALE }
  if (!isLocale(first)) {
    // `nb` is Norwegian too; any other first segment is a path that lacks its language.
    const lang = first === 'nb' ? normalizeLocale(first) : DEFAULT_LOCALE
    const path = first === 'nb' ? pathname.slice(pathname.indexOf('nb') + 2) : pathname
    return { kind: 'redirect', to: `/${lang}${path === '/' ? '' : path}${search}` }
  }
  const lang = first
  const query = new URLSearchParams(search)
  const [section = '', a, b, c, d] = rest
  if (rest.length === 0) return { kind: 'home', lang }
  if (isProductPage(section) && b === undefined) {
    if (a === undefined) return { kind: 'search', lang, serviceType: SEARCH_TYPE_OF[section] }
    if (ID.test(a)) return { kind: 'product', lang, type: PRODUCT_PAGES[section], id: Number(a) }
  }
  if (section === 'search' && b === undefined)
    return { kind: 'search', lang, serviceType: a ?? query.get('type') ?? null }
  if (section === 'page' && a && SLUG_PATTERN.test(a) && b === undefined)
    return { kind: 'page', lang, slug: a }
  if (rest.length === 1) {
    if (section === 'login' || section === 'logout') return { kind: section, lang }
    if (section === 'privacy-policy') return { kind: 'privacy-policy', lang }
    if (section === 'terms-and-conditions') return { kind: 'terms', lang, countryCode: null }
    if (ACCOUNT_PAGES.includes(section)) return { kind: 'account', lang, page: section as AccountPage }
    if (section === 'widget') return { kind: 'widget', lang, widgetUuid: null }
    if (section === 'setup-terminal') return { kind: 'setup-terminal', lang, settings: false }
  }
  if (rest.length === 2) {
    if (COUNTRY.test(section) && a === 'terms-and-conditions')
      return { kind: 'terms', lang, countryCode: section.toUpperCase() }
    if (UUID.test(section) && a === 'marketplace') return { kind: 'widget', lang, widgetUuid: section }
    if (section === 'setup-terminal' && a === 'settings')
      return { kind: 'setup-terminal', lang, settings: true }
  }
  if (section === 'booking-details' && b === undefined)
    return { kind: 'booking-details', lang, paymentRef: a ?? null }
  if (section !== AREA) return { kind: 'not-found', lang }
  if (a === 'login' && b === undefined) return { kind: 'customer-login', lang }
  if (a === 'login' && b === 'token' && c === undefined)
    return { kind: 'customer-token', lang, token: query.get('token') }
  if (a === 'booking' && b === undefined)
    return {
      kind: 'customer-bookings',
      lang,
      tab: query.get('tab') === 'cancelled' ? 'cancelled' : 'upcoming',
    }
  if (a === 'booking' && b === 'package' && c && d === undefined)
    return { kind: 'customer-package', lang, paymentId: c, id: null }
  if (a === 'booking' && b === 'package' && c && d && rest.length === 5)
    return { kind: 'customer-package', lang, paymentId: c, id: d }
  if (a === 'booking' && b && c === undefined) return { kind: 'customer-booking', lang, resRef: b }
  return { kind: 'not-found', lang }
}

/** The same page in another language: the path with its language segment swapped. */
export function pathInLanguage(pathname: string, search: string, lang: Locale): string {
  const parts = pathname.split('/').filter(Boolean)
  if (parts[0] && isLocale(parts[0])) parts.shift()
  return `/${[lang, ...parts].join('/')}${search}`
}

/** The search page, narrowed to a service type when one is given (a site's `redirect_to_service`). */
export const searchPath = (lang: Locale, serviceType: ServiceType | null) =>
  `/${lang}/search${serviceType ? `/${serviceTypeName(serviceType)}` : ''}`

/** Paths of the customer area, under a language. */
export const customerPaths = {
  login: (lang: Locale) => `/${lang}/${AREA}/login`,
  bookings: (lang: Locale, tab: 'upcoming' | 'cancelled' = 'upcoming') =>
    `/${lang}/${AREA}/booking${tab === 'cancelled' ? '?tab=cancelled' : ''}`,
  booking: (lang: Locale, resRef: string) => `/${lang}/${AREA}/booking/${encodeURIComponent(resRef)}`,
  package: (lang: Locale, paymentId: string, id: string) =>
    `/${lang}/${AREA}/booking/package/${encodeURIComponent(paymentId)}/${encodeURIComponent(id)}`,
}
