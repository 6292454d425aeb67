import { createPublicClient } from '@jaunt/api-client'
import { use, useEffect, useMemo, type ReactNode } from 'react'
import type { ElementConfig } from '../elements/attributes'
import { log } from '../log'
import { ThemeStyle } from '../theme/ThemeStyle'
import { usePreviewedTheme } from '../theme/themePreview'
import { themeDeclarations } from '../theme/themeVariables'
import { connectSite } from './registry'
import type { SiteStore } from './siteStore'
import { WidgetContext } from './WidgetContext'

type Connection = { store: SiteStore } | { failure: string }

const connections = new Map<string, Promise<Connection>>()

/** A site that failed to load is asked for again after this long (by an element that renders again). */
const RETRY_FAILED_SITE_MS = 30_000

// One settled promise per site and API, so every render of every element reads the same one.
function connection(config: ElementConfig): Promise<Connection> {
  const key = `${config.apiBase}|${JSON.stringify(config.site)}`
  let found = connections.get(key)
  if (!found) {
    found = connectSite({ apiBase: config.apiBase, site: config.site, locale: config.locale }).then(
      (store) => ({ store }),
      (error: unknown) => {
        setTimeout(() => connections.delete(key), RETRY_FAILED_SITE_MS)
        const reason = error instanceof Error ? error.message : String(error)
        return {
          failure: `could not load site ${JSON.stringify(config.site)} from ${config.apiBase}: ${reason}`,
        }
      },
    )
    connections.set(key, found)
  }
  return found
}

export type SiteGateProps = {
  tag: string
  config: ElementConfig
  owner: string
  host: HTMLElement | null
  children: ReactNode
}

/** Loads the element's site once per page, then gives its features the shared store and the theme. */
export function SiteGate({ tag, config, owner, host, children }: SiteGateProps) {
  const connected = use(connection(config))
  const http = useMemo(
    () => createPublicClient({ apiBase: config.apiBase, getLocale: () => config.locale }),
    [config.apiBase, config.locale],
  )
  const failure = 'failure' in connected ? connected.failure : null
  useEffect(() => {
    if (failure) log.warn(`<${tag}> shows nothing: ${failure}`)
  }, [tag, failure])
  const store = 'store' in connected ? connected.store : null
  const value = useMemo(
    () => (store ? { store, config, owner, host, http } : null),
    [store, config, owner, host, http],
  )
  const theme = usePreviewedTheme(store?.getState().site.site_settings.theme_settings)
  const declarations = useMemo(() => (store ? themeDeclarations(theme) : ''), [store, theme])
  if (!value) return null
  return (
    <WidgetContext.Provider value={value}>
      <ThemeStyle $declarations={declarations} />
      {children}
    </WidgetContext.Provider>
  )
}

/** Forgets the connections (tests start each case from an empty page). */
export function resetSiteConnections() {
  connections.clear()
}
