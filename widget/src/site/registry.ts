import { createPublicClient, findPublicSiteByHost, getPublicSite, type HttpClient } from '@jaunt/api-client'
import type { Locale, Site } from '@jaunt/domain'
import { createCartRefStorage } from './cartRefStorage'
import { followOtherTabs } from './otherTabs'
import { createSiteStore, type SiteStore } from './siteStore'

/** A site as an element names it: its numeric id or a host such as `demo.localhost`. */
export type SiteKey = { id: number } | { host: string }

export interface ConnectOptions {
  apiBase: string
  site: SiteKey
  /** The locale of the first element to connect; the cart's names come in it. */
  locale: Locale
  storage?: Storage | null
}

// Module state on purpose: every element on the page gets the same store for the same site and API.
const stores = new Map<string, SiteStore>()
const connections = new Map<string, Promise<SiteStore>>()
const unfollows: (() => void)[] = []

const storeKey = (apiBase: string, siteId: number) => `${apiBase}|#${siteId}`
const connectionKey = (apiBase: string, site: SiteKey) =>
  `${apiBase}|${'id' in site ? `#${site.id}` : site.host.toLowerCase()}`

/**
 * The shared store of a site, created on first use: it loads the site (by id or host) once and the
 * cart behind the ref kept in the page's storage. A failed load is forgotten, so the next element tries again.
 */
export function connectSite(options: ConnectOptions): Promise<SiteStore> {
  const key = connectionKey(options.apiBase, options.site)
  const existing = connections.get(key)
  if (existing) return existing
  const connection = loadSite(options).then((site) => storeFor(options, site))
  connection.catch(() => connections.delete(key))
  connections.set(key, connection)
  return connection
}

function loadSite({ apiBase, site, locale }: ConnectOptions): Promise<Site> {
  const http = createPublicClient({ apiBase, getLocale: () => locale })
  return 'id' in site ? getPublicSite(http, site.id) : findPublicSiteByHost(http, site.host)
}

function storeFor({ apiBase, locale, storage }: ConnectOptions, site: Site): SiteStore {
  const key = storeKey(apiBase, site.id)
  let store = stores.get(key)
  if (!store) {
    const http: HttpClient = createPublicClient({ apiBase, getLocale: () => locale })
    const cartRefs = createCartRefStorage(site.id, storage)
    store = createSiteStore({ site, http, cartRefs })
    stores.set(key, store)
    unfollows.push(followOtherTabs(store, cartRefs))
    void store.getState().refreshCart()
  }
  return store
}

/** Forgets every site and store (tests start each case from an empty page). */
export function resetSiteRegistry() {
  stores.clear()
  connections.clear()
  unfollows.splice(0).forEach((unfollow) => unfollow())
}
