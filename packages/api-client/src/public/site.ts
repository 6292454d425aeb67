import type { Site } from '@jaunt/domain'
import type { HttpClient } from '../http'

const BASE = '/core/public/partner-sites'

/** A public partner site (settings, theme, languages) by its id. */
export function getPublicSite(http: HttpClient, siteId: number, signal?: AbortSignal): Promise<Site> {
  return http.get<Site>(`${BASE}/${siteId}`, { signal })
}

/** The public site a host name belongs to: its custom domain or `{sub_domain}.{app host}`. */
export function findPublicSiteByHost(http: HttpClient, host: string, signal?: AbortSignal): Promise<Site> {
  return http.get<Site>(BASE, { query: { url: host }, signal })
}
