import Alert from '@mui/material/Alert'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, type ReactNode } from 'react'
import { Loading } from 'react-admin'
import { Navigate, useParams } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { isSitePage, type PageDef } from '../access/pages'
import { guardPage } from '../access/routeGuard'
import { useUser } from '../access/useCurrentUser'
import { PageHeader } from '../layout/PageHeader'
import { useSites } from '../sites/SiteContext'

/** A page behind its route guard: access denied, site settings, or the page. */
export function GuardedPage({ def, children }: { def: PageDef; children: ReactNode }) {
  const { base } = useServices()
  const { i18n, t } = useLingui()
  const user = useUser()
  const { enabled, sites, follow } = useSites()
  const params = useParams()
  const siteId = isSitePage(def) ? Number(params.siteId) : undefined
  const waiting = isSitePage(def) && enabled && !sites
  const decision = waiting ? null : guardPage({ user, page: def, sites: sites ?? [], siteId })

  useEffect(() => {
    // Opening a page of a site selects that site.
    if (decision?.kind === 'allow' && siteId !== undefined) follow(siteId)
  }, [decision?.kind, siteId, follow])

  if (!decision) return <Loading />
  if (decision.kind === 'redirect') return <Navigate to={`${base.basename}${decision.to}`} replace />
  if (decision.kind === 'select-site' || decision.kind === 'site-limit') {
    return (
      <>
        <PageHeader title={i18n._(def.title)} />
        {decision.kind === 'site-limit' ? (
          <Alert severity="info">
            {t`It appears that you have reached the maximum limit of allowed sites. To increase this limit, please contact support.`}
          </Alert>
        ) : (
          <Alert severity="info">
            <Trans>Select a site in the top bar to open this page.</Trans>
          </Alert>
        )}
      </>
    )
  }
  return <>{children}</>
}
