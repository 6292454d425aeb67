import { getSitePage, type HttpClient } from '@jaunt/api-client'
import { matchRoute, type Locale } from '@jaunt/domain'

/** The key and call of a partner page's data, shared by the page and the links that prefetch it. */
export const pageKey = (siteId: number, slug: string | null, lang: Locale) =>
  `page-${siteId}-${slug ?? ''}-${lang}`
export const pageCall = (siteId: number, slug: string | null) => (http: HttpClient, signal: AbortSignal) =>
  getSitePage(http, siteId, slug, signal)

export const menuKey = (siteId: number, lang: Locale) => `menu-${siteId}-${lang}`

/** The partner page a path of the site shows, if it is one. */
export function pageOfPath(path: string): { slug: string | null; lang: Locale } | null {
  const route = matchRoute(path)
  if (route.kind === 'home') return { slug: null, lang: route.lang }
  if (route.kind === 'page') return { slug: route.slug, lang: route.lang }
  return null
}
