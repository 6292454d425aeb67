import type { Locale } from '@jaunt/domain'
import { createHttpClient, type HttpClient } from '../http'

export interface PublicClientOptions {
  /** The API's origin, e.g. `https://book.example.com`; the calls add their service bases. */
  apiBase: string
  /** Sent as APP-LOCALE on every call. */
  getLocale: () => Locale
  fetch?: typeof fetch
}

/** The guests' client: no token, every call under the API's origin. */
export function createPublicClient({ apiBase, getLocale, fetch }: PublicClientOptions): HttpClient {
  return createHttpClient({ baseUrl: apiBase, getLocale, fetch })
}

/** Product images are served by the API (`/media/...`): make them absolute against its origin. */
export function mediaUrl(apiBase: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined
  if (/^(https?:|data:|blob:)/i.test(url)) return url
  const base = apiBase.endsWith('/') ? apiBase.slice(0, -1) : apiBase
  return `${base}${url.startsWith('/') ? '' : '/'}${url}`
}
