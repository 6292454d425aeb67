import { useEffect, useEffectEvent, type ReactNode } from 'react'
import { Loading, useLogout } from 'react-admin'
import { useLocation, useNavigate } from 'react-router-dom'
import { useServices } from '../AdminServicesContext'
import { routerPath } from '../routing/routerPath'
import { ErrorPage } from './ErrorPage'
import { panelGate, type GateDecision } from './gates'
import { useCurrentUser } from './useCurrentUser'

/**
 * Applies the login gates (access/gates.ts) to every page: nothing of the panel shows until the
 * user has passed them, and each page the gates require is reached from anywhere.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const { base, session, loadPage } = useServices()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()
  const { user, isPending, error, refetch } = useCurrentUser()
  const hasSession = session.hasSession()

  let decision: GateDecision | null = null
  if (!hasSession || error?.status === 401) decision = { kind: 'login', clearCookies: false }
  else if (!isPending && !error) {
    decision = panelGate({ hasSession, user, area: base.area, path: routerPath(pathname, base.basename) })
  }
  const key = decision ? JSON.stringify(decision) : ''

  // Acts once per decision (its key), with the session, router and services of the moment.
  const act = useEffectEvent(() => {
    if (!decision) return
    if (decision.kind === 'login') {
      if (decision.clearCookies) session.tokens.clear()
      void logout()
    } else if (decision.kind === 'navigate') {
      navigate(`${base.basename}${decision.to}`, { replace: true })
    } else if (decision.kind === 'switch-area') {
      const to = decision.to === '/' ? '/' : decision.to
      loadPage(`/${base.locale}/${decision.area}${to}`, { replace: true })
    }
  })
  useEffect(() => act(), [key])

  if (error && error.status !== 401)
    return <ErrorPage message={error.message} onRetry={() => void refetch()} />
  if (decision?.kind !== 'allow') return <Loading />
  return <>{children}</>
}
