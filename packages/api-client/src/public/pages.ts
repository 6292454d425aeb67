import type { MenuItemsResponse, SitePage } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

/** A published page of a partner site by its slug, or its index page without one; in APP-LOCALE. */
export function getSitePage(
  http: HttpClient,
  siteId: number,
  slug: string | null,
  signal?: AbortSignal,
): Promise<SitePage> {
  return typedCall(http, 'get', '/core/public/partner-sites/{id}/pages', {
    params: { path: { id: siteId }, query: { slug: slug ?? undefined } },
    signal,
  })
}

/** The site's menu, its links to the site's pages starting with `urlPrefix` (the language path). */
export function getMenuItems(
  http: HttpClient,
  siteId: number,
  urlPrefix: string,
  signal?: AbortSignal,
): Promise<MenuItemsResponse> {
  return typedCall(http, 'get', '/core/public/partner-sites/{id}/menu-items', {
    params: { path: { id: siteId }, query: { url_prefix: urlPrefix } },
    signal,
  })
}

/** The marketplace's current legal text of a kind, for a country when it has its own. */
export interface LegalText {
  id: number
  version: number
  country_code: string | null
  title: string
  content_html: string
  published_at: string
}

/** The privacy policy, the guests' booking terms (`terms-of-use`) or the partners' terms, in APP-LOCALE. */
export function getLegalText(
  http: HttpClient,
  kind: 'privacy-policy' | 'terms-of-use' | 'terms-and-conditions',
  countryCode: string | null,
  signal?: AbortSignal,
): Promise<LegalText> {
  return typedCall(http, 'get', '/core/public/legal-texts/{kind}', {
    params: { path: { kind }, query: { country_code: countryCode ?? undefined } },
    signal,
  })
}
