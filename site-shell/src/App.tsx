import { useEffect } from 'react'
import { CustomerArea } from './customer/CustomerArea'
import { HomePage } from './pages/HomePage'
import { NotFoundPage } from './pages/NotFoundPage'
import { useNavigation } from './routing/navigation'
import { matchRoute } from './routing/routes'

/** The hosted site's pages by path; the site is the one this host names. */
export function App({ siteId, siteName }: { siteId: number | null; siteName: string }) {
  const { pathname, search, navigate } = useNavigation()
  const route = matchRoute(pathname, search)
  useEffect(() => {
    if (route.kind === 'redirect') navigate(route.to, { replace: true })
  }, [route, navigate])
  useEffect(() => {
    if ('lang' in route) document.documentElement.lang = route.lang
  }, [route])
  switch (route.kind) {
    case 'redirect':
      return null
    case 'home':
      return <HomePage siteName={siteName} />
    case 'not-found':
      return <NotFoundPage />
    default:
      return <CustomerArea route={route} siteId={siteId} />
  }
}
