import type { Site } from '@jaunt/domain'
import type { HttpClient } from '../http'
import { typedCall } from '../typed/typedCall'

/** A public partner site (settings, theme, languages) by its id. */
export function getPublicSite(http: HttpClient, siteId: number, signal?: AbortSignal): Promise<Site> {
  return typedCall(http, 'get', '/core/public/partner-sites/{id}', {
    params: { path: { id: siteId } },
    signal,
  })
}

/** The public site a host name belongs to: its custom domain or `{sub_domain}.{app host}`. */
export function findPublicSiteByHost(http: HttpClient, host: string, signal?: AbortSignal): Promise<Site> {
  return typedCall(http, 'get', '/core/public/partner-sites', { params: { query: { url: host } }, signal })
}
