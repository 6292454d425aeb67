import { companyName } from '@jaunt/domain'
import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect } from 'react'
import { AccountPage } from './pages/AccountPage'
import { BookingDetailsPage } from './pages/BookingDetailsPage'
import { HomePage } from './pages/HomePage'
import { LegalPage } from './pages/LegalPage'
import { PanelLogin } from './pages/PanelLogin'
import { SetupTerminalPage } from './pages/SetupTerminalPage'
import { WidgetPage } from './pages/WidgetPage'
import { PartnerPage } from './pages/PartnerPage'
import { NotFoundPage } from './pages/NotFoundPage'
import { ProductPage } from './pages/ProductPage'
import { SearchPage } from './pages/SearchPage'
import { useNavigation } from './routing/navigation'
import { matchRoute, pathInLanguage, searchPath, type Route } from './routing/routes'
import { siteLanguages } from './site/language'
import { PublicApiProvider } from './site/PublicApi'
import { useSite } from './site/SiteContext'
import { ErrorBoundary } from './site/ErrorBoundary'
import { SiteFooter } from './site/SiteFooter'
import { SiteHeader } from './site/SiteHeader'
import { MarketplaceAnalytics } from './site/MarketplaceAnalytics'

// Guests reach their bookings from an emailed link: the area comes in its own chunk.
const CustomerArea = lazy(() =>
  import('./customer/CustomerArea').then((module) => ({ default: module.CustomerArea })),
)

/** The hosted site's pages by path, in the languages the site has. */
export function App({
  apiBase,
  initialAnswers,
}: {
  apiBase: string
  initialAnswers?: Record<string, unknown>
}) {
  const site = useSite()
  const { i18n } = useLingui()
  const { pathname, search, navigate } = useNavigation()
  const matched = matchRoute(pathname, search)
  const { enabled, primary } = siteLanguages(site)
  const redirection = site?.site_settings.redirection_settings
  // A language the site does not show goes to its primary one (spec part 1 §9).
  const route: Route =
    'lang' in matched && site && !enabled.includes(matched.lang)
      ? { kind: 'redirect', to: pathInLanguage(pathname, search, primary) }
      : matched.kind === 'home' && pathname === '/'
        ? { kind: 'redirect', to: `/${primary}` }
        : matched.kind === 'home' && redirection?.is_redirect_search_page
          ? { kind: 'redirect', to: searchPath(matched.lang, redirection.redirect_to_service) }
          : matched
  const redirectTo = route.kind === 'redirect' ? route.to : null
  const routeLang = 'lang' in route ? route.lang : null
  useEffect(() => {
    if (redirectTo === null) return
    // Another language needs its catalog: a page load brings it.
    const target = matchRoute(redirectTo.split('?')[0] ?? '/')
    if ('lang' in target && target.lang !== i18n.locale) window.location.replace(redirectTo)
    else navigate(redirectTo, { replace: true })
  }, [redirectTo, navigate, i18n.locale])
  useEffect(() => {
    if (routeLang) document.documentElement.lang = routeLang
  }, [routeLang])
  // Pages with a title of their own set it; the others show the company's name.
  const company = companyName(site)
  useEffect(() => {
    if (!['home', 'page', 'product', 'redirect'].includes(route.kind)) document.title = company
  }, [route.kind, company])
  if (route.kind === 'redirect') return null
  return (
    <PublicApiProvider apiBase={apiBase} lang={route.lang} initialAnswers={initialAnswers}>
      <SiteHeader lang={route.lang} />
      <ErrorBoundary resetKey={pathname}>
        <Page route={route} siteId={site?.id ?? null} />
      </ErrorBoundary>
      <SiteFooter lang={route.lang} />
      <MarketplaceAnalytics />
    </PublicApiProvider>
  )
}

function Page({ route, siteId }: { route: Exclude<Route, { kind: 'redirect' }>; siteId: number | null }) {
  switch (route.kind) {
    case 'home':
      return <PartnerPage lang={route.lang} slug={null} fallback={<HomePage lang={route.lang} />} />
    case 'page':
      return <PartnerPage lang={route.lang} slug={route.slug} />
    case 'product':
      return <ProductPage lang={route.lang} type={route.type} id={route.id} />
    case 'search':
      return <SearchPage lang={route.lang} serviceType={route.serviceType} />
    case 'login':
    case 'logout':
      return <PanelLogin lang={route.lang} logout={route.kind === 'logout'} />
    case 'privacy-policy':
      return <LegalPage kind="privacy-policy" countryCode={null} />
    case 'terms':
      // The footer's "Terms and conditions" are the terms guests book under, not the partners' terms.
      return <LegalPage kind="terms-of-use" countryCode={route.countryCode} />
    case 'account':
      return <AccountPage lang={route.lang} page={route.page} />
    case 'widget':
      return <WidgetPage lang={route.lang} />
    case 'setup-terminal':
      return <SetupTerminalPage lang={route.lang} />
    case 'booking-details':
      return <BookingDetailsPage lang={route.lang} paymentRef={route.paymentRef} />
    case 'not-found':
      return <NotFoundPage />
    default:
      return (
        <Suspense fallback={null}>
          <CustomerArea route={route} siteId={siteId} />
        </Suspense>
      )
  }
}
