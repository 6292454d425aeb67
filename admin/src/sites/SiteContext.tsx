import { listPartnerSites } from '@jaunt/api-client/admin'
import { useApi } from '@jaunt/api-client/react'
import { useLingui } from '@lingui/react/macro'
import { NO_SITE_ID, UserRole, chooseSite, resolveSelectedSiteId, type Site } from '@jaunt/domain'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useNotify } from 'react-admin'
import { useNavigate } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { pageById, pagePath } from '../access/pages'
import { useCurrentUser } from '../access/useCurrentUser'
import { readSiteCookie, writeSiteCookie } from './siteCookie'

export interface SiteState {
  /** Whether the user picks a site (partners); the rest of the state is empty otherwise. */
  enabled: boolean
  /** The sites the partner manages; undefined while loading. */
  sites: Site[] | undefined
  error: Error | undefined
  /** The selected site's id, -1 for none (or a new site being created). */
  selectedId: number
  selectedSite: Site | null
  /** What choosing an entry of the selector does; -1 is "Create new site". */
  choose(siteId: number): void
  /** Selects the site a page was opened for (already checked by its route guard). */
  follow(siteId: number): void
  reload(): void
}

const SiteContext = createContext<SiteState | null>(null)

/** The partner's site selection (spec part 1 §4): remembered in a cookie, first site by default. */
export function SiteProvider({ children }: { children: ReactNode }) {
  const { base, cookies } = useServices()
  const { user } = useCurrentUser()
  const { t } = useLingui()
  const notify = useNotify()
  const navigate = useNavigate()
  const enabled = Boolean(user?.role_id.includes(UserRole.Partner))
  const {
    data: sites,
    error,
    mutate,
  } = useApi(enabled && user ? (['partner-sites', user.id] as const) : null, (client) =>
    listPartnerSites(client),
  )
  const [remembered, setRemembered] = useState(() => readSiteCookie(cookies))
  const policies = useMemo(() => user?.policies ?? [], [user])
  const selectedId = sites ? resolveSelectedSiteId(sites, remembered, policies) : NO_SITE_ID

  useEffect(() => {
    if (sites && selectedId !== remembered) {
      writeSiteCookie(cookies, selectedId)
      setRemembered(selectedId)
    }
  }, [sites, selectedId, remembered, cookies])

  const choose = useCallback(
    (siteId: number) => {
      const choice = chooseSite(siteId, selectedId, sites?.length ?? 0, policies)
      if (choice.kind === 'blocked') {
        // The spec's info alert; the selector keeps the previous site.
        notify(
          t`It appears that you have reached the maximum limit of allowed sites. To increase this limit, please contact support.`,
          {
            type: 'info',
          },
        )
        return
      }
      const next = choice.kind === 'create' ? NO_SITE_ID : choice.siteId
      writeSiteCookie(cookies, next)
      setRemembered(next)
      if (choice.kind === 'create')
        navigate(`${base.basename}${pagePath(pageById('npanel', 'general-settings'), NO_SITE_ID)}`)
    },
    [selectedId, sites, policies, notify, t, cookies, navigate, base.basename],
  )

  const follow = useCallback(
    (siteId: number) => {
      if (siteId === remembered) return
      writeSiteCookie(cookies, siteId)
      setRemembered(siteId)
    },
    [remembered, cookies],
  )

  const value = useMemo<SiteState>(
    () => ({
      enabled,
      sites,
      error,
      selectedId,
      selectedSite: sites?.find((site) => site.id === selectedId) ?? null,
      choose,
      follow,
      reload: () => void mutate(),
    }),
    [enabled, sites, error, selectedId, choose, follow, mutate],
  )
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

export function useSites(): SiteState {
  const state = useContext(SiteContext)
  if (!state) throw new Error('useSites needs a <SiteProvider> above it')
  return state
}
