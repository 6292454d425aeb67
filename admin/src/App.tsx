import { ApiProvider } from '@jaunt/api-client/react'
import { I18nProvider as LinguiProvider } from '@lingui/react'
import type { I18n } from '@lingui/core'
import { Children, cloneElement, isValidElement, useMemo, type ReactElement } from 'react'
import { Admin, CustomRoutes, Resource, localStorageStore, type ResourceProps } from 'react-admin'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom'
import { AdminServicesProvider } from './AdminServicesContext'
import { AccessDenied } from './access/AccessDenied'
import { NotFound } from './access/NotFound'
import { pagesOf, type PageDef } from './access/pages'
import { LoginPage } from './auth/LoginPage'
import { LogoutRoute } from './auth/LogoutRoute'
import { Dashboard } from './dashboard/Dashboard'
import { AppLayout, GateLayout } from './layout/AppLayout'
import { AppNotification } from './layout/AppNotification'
import { themeFor } from './layout/theme'
import { GuardedPage } from './pages/GuardedPage'
import { ChangePasswordPage } from './profile/ChangePasswordPage'
import { ProfilePage } from './profile/ProfilePage'
import type { AdminBase } from './routing/adminBase'
import { createAdminServices, type AdminServices } from './services'
import { ThemeSettingsPage } from './resources/theme/ThemeSettingsPage'
import { BulkCancellationPage } from './resources/bulk-cancellation'
import { MarketplacePage } from './resources/site-catalogue/MarketplacePage'
import { PackageEditPage } from './resources/packages/PackageEditPage'
import { PackageListPage } from './resources/packages/PackageListPage'
import { CardReaderPage } from './resources/card-reader/CardReaderPage'
import { destinationBoxes } from './resources/destination-boxes'
import { legalTexts, partnerTerms, privacyPolicy, termsOfUse } from './resources/legal-texts'
import { tags } from './resources/tags'
import { cancellationPolicies } from './resources/cancellation-policies'
import { productSettings } from './resources/supplier-consents'
import { chatbotSyncTool } from './resources/ai-chatbot-sync'
import { GeneralSettingsPage } from './resources/partner-sites/GeneralSettingsPage'
import { PendingSitesPage } from './resources/partner-sites/PendingSitesPage'
import { siteDirectory } from './resources/site-directory'
import { SiteSettingsPage } from './resources/partner-sites/SiteSettingsPage'
import { TerminalSettingsPage } from './resources/terminal-settings/TerminalSettingsPage'
import { attractions, rentals, restaurants } from './resources/products'
import { activityCalendar } from './resources/calendar'
import { hotelCalendar } from './resources/hotel-calendar'
import { ChangeAllotmentsPage } from './resources/calendar/ChangeAllotmentsPage'
import { reservations } from './resources/reservations'
import { cancellations } from './resources/cancellations'
import { earnings } from './resources/earnings'
import { guestPayments } from './resources/payments'
import { logInAsAudit } from './resources/log-in-as-audit'
import { MonthlyReportPage, SalesReportPage } from './resources/reports'
import { tours } from './resources/tours'
import { hotels } from './resources/hotels'
import { adminHotels } from './resources/admin-hotels'
import { guestList } from './resources/guest-list'
import { users } from './resources/users'
import { subUsers } from './resources/sub-users'
import { taxCategories } from './resources/tax-categories'
import { currencies } from './resources/currencies'
import { locations } from './resources/locations'
import { alerts } from './resources/alerts'
import { faq } from './resources/faq'
import { marketplaceSettingScreens } from './resources/marketplace-settings'
import { SystemStatusPage } from './resources/system-status/SystemStatusPage'
import { PackageDebugPage } from './resources/package-debug/PackageDebugPage'
import { SendServiceDataPage } from './resources/service-data/SendServiceDataPage'
import { AutoTranslationPage } from './resources/auto-translation/AutoTranslationPage'
import { ExternalSyncPage } from './resources/external-sync/ExternalSyncPage'
import { EmailTranslationPage } from './resources/mail-texts/EmailTranslationPage'
import { MailTemplatesPage } from './resources/mail-texts/MailTemplatesPage'
import { TermsPage } from './terms/TermsPage'
import { ChatbotPage } from './resources/ai-chatbot/ChatbotPage'
import { ForgotPasswordPage } from './sign-up/ForgotPasswordPage'
import { SetPasswordPage } from './sign-up/SetPasswordPage'
import { SignUpPage } from './sign-up/SignUpPage'
import { PagesPage } from './resources/site-pages/PagesPage'
import { WidgetsPage } from './resources/site-widgets/WidgetsPage'
import { ContentTokensPage } from './resources/content-tokens/ContentTokensPage'
import { serviceCategories } from './resources/service-categories'
import { commission, commissionCategories } from './resources/commission'
import { adminActivities } from './resources/admin-activities'
import { businessTypes } from './resources/business-types'
import { marketplaceSeo } from './resources/marketplace-seo'
import { SitemapPage } from './resources/marketplace-seo/SitemapPage'
import { siteChanges } from './resources/site-changes'
import { siteMappings } from './resources/site-mappings'

export type AppProps = {
  base: AdminBase
  /** The catalog-loaded lingui instance of the base's locale. */
  i18n: I18n
  /** Made from the base and i18n when not given; tests give ones that talk to a local server. */
  services?: AdminServices
}

// The screens of the menus' pages that are not resources; App.test checks every page has one or the other.
const SCREENS: Record<string, ReactElement> = {
  marketplace: <MarketplacePage />,
  'change-allotments': <ChangeAllotmentsPage />,
  'general-settings': <GeneralSettingsPage />,
  'site-settings': <SiteSettingsPage />,
  'partner-site-pending': <PendingSitesPage />,
  'activity-bulk-cancellation': <BulkCancellationPage />,
  theme: <ThemeSettingsPage />,
  'ai-chatbot': <ChatbotPage />,
  'terminal-settings': <TerminalSettingsPage />,
  'card-reader': <CardReaderPage />,
  'tools-system': <SystemStatusPage />,
  'tools-send-service-data': <SendServiceDataPage />,
  'tools-auto-translation': <AutoTranslationPage />,
  'tools-external-sync': <ExternalSyncPage />,
  'tools-package-debug': <PackageDebugPage />,
  packages: <PackageListPage />,
  'package-edit': <PackageEditPage />,
  pages: <PagesPage />,
  widgets: <WidgetsPage />,
  'tools-content-api-tokens': <ContentTokensPage />,
  'monthly-report': <MonthlyReportPage />,
  reports: <SalesReportPage />,
  'admin-reports': <SalesReportPage admin />,
  ...marketplaceSettingScreens,
  'tools-sitemap': <SitemapPage />,
  'settings-mailtemplate': <MailTemplatesPage />,
  'texts-email-translation': <EmailTranslationPage />,
}

type ResourceConfig = Omit<ResourceProps, 'name'>

// Pages that are react-admin resources (docs/back-office.md): the resource is named by the page's path.
const RESOURCES: Record<string, ResourceConfig> = {
  activities: tours,
  'guest-list': guestList,
  'activity-calendar': activityCalendar,
  'admin-rentals': rentals,
  'admin-restaurants': restaurants,
  'admin-attractions': attractions,
  'selects-destination-boxes': destinationBoxes,
  reservations,
  'admin-reservations': reservations,
  'accommodation-calendar': hotelCalendar,
  accommodations: hotels,
  'admin-accommodations': adminHotels,
  cancellations,
  'admin-cancellations': cancellations,
  'users-partners': users,
  'texts-legal': legalTexts,
  'texts-terms-of-use': termsOfUse,
  'texts-privacy': privacyPolicy,
  'texts-terms': partnerTerms,
  'selects-tags': tags,
  'users-cancellation-policy': cancellationPolicies,
  'product-settings': productSettings,
  'tools-ai-chatbot-sync': chatbotSyncTool,
  'sub-users': subUsers,
  'settings-tax-categories': taxCategories,
  'settings-currencies': currencies,
  'settings-locations': locations,
  'tools-alerts': alerts,
  'tools-log-in-as-audit': logInAsAudit,
  'supplier-earnings': earnings,
  'partner-earnings': earnings,
  'admin-supplier-earnings': earnings,
  'admin-partner-earnings': earnings,
  'admin-payments': guestPayments,
  'settings-faq': faq,
  'selects-service-categories': serviceCategories,
  'settings-commission': commission,
  'settings-commission-categories': commissionCategories,
  'admin-activities': adminActivities,
  'selects-business-types': businessTypes,
  'tools-seo': marketplaceSeo,
  'partner-site-view': siteDirectory,
  'partner-site-pending-change': siteChanges,
  'partner-site-mappings': siteMappings,
}

/** The menus' pages that have neither a resource nor a screen: none, since the last placeholder went. */
export const pagesWithoutScreen = (pages: readonly PageDef[]) =>
  pages.filter((def) => !RESOURCES[def.id] && !SCREENS[def.id]).map((def) => `${def.area}/${def.path}`)

/** A page's resource with each of its screens behind the page's guard (roles, policies). */
function guardedResource(
  def: PageDef,
  { list: List, edit: Edit, create: Create, show: Show, children, ...rest }: ResourceConfig,
) {
  const guard = (Screen: ResourceConfig['list']) => {
    if (!Screen) return undefined
    const element = typeof Screen === 'function' ? <Screen /> : (Screen as ReactElement)
    return <GuardedPage def={def}>{element}</GuardedPage>
  }
  return (
    <Resource
      key={def.id}
      name={def.path}
      list={guard(List)}
      edit={guard(Edit)}
      create={guard(Create)}
      show={guard(Show)}
      {...rest}
    >
      {Children.map(children, (route) =>
        isValidElement<{ element?: ReactElement }>(route)
          ? cloneElement(route, { element: guard(route.props.element) })
          : route,
      )}
    </Resource>
  )
}

/** The spec's alerts last 5 seconds. */
// A BrowserRouter outside <Admin>, and <Admin basename> under the matching route: react-admin's way
// to live under a path (its default is a hash router).
export function App({ base, i18n, services: given }: AppProps) {
  const services = useMemo(() => given ?? createAdminServices({ base, i18n }), [given, base, i18n])
  const store = useMemo(() => {
    const store = localStorageStore(undefined, 'JauntAdmin')
    // The URL says the language; a language remembered from another page must not switch it.
    store.setItem('locale', base.locale)
    return store
  }, [base.locale])
  const theme = useMemo(() => themeFor(base.area), [base.area])
  // One cache per app: what one user's session fetched is never shown in another's.
  const swrConfig = useMemo(() => ({ provider: () => new Map() }), [])
  const pages = pagesOf(base.area)

  return (
    <LinguiProvider i18n={i18n}>
      <AdminServicesProvider services={services}>
        <ApiProvider client={services.session.client} config={swrConfig}>
          <BrowserRouter>
            <Routes>
              <Route
                path={`${base.basename}/*`}
                element={
                  <Admin
                    title="Jaunt"
                    basename={base.basename}
                    dataProvider={services.dataProvider}
                    authProvider={services.authProvider}
                    i18nProvider={services.i18nProvider}
                    store={store}
                    theme={theme}
                    layout={AppLayout}
                    loginPage={LoginPage}
                    dashboard={Dashboard}
                    catchAll={NotFound}
                    notification={AppNotification}
                    requireAuth
                    disableTelemetry
                  >
                    {pages
                      .filter((def) => RESOURCES[def.id])
                      .map((def) => guardedResource(def, RESOURCES[def.id]!))}
                    <CustomRoutes noLayout>
                      <Route
                        path="/change-password"
                        element={
                          <GateLayout>
                            <ChangePasswordPage />
                          </GateLayout>
                        }
                      />
                      {base.area === 'npanel' && (
                        <Route
                          path="/:countryCode/terms-and-condition"
                          element={
                            <GateLayout>
                              <TermsPage />
                            </GateLayout>
                          }
                        />
                      )}
                      <Route path="/logout" element={<LogoutRoute />} />
                      {/* Public pages (react-admin shows routes without layout to anonymous users). */}
                      {base.area === 'npanel' && <Route path="/user-sign-up" element={<SignUpPage />} />}
                      <Route path="/set-password" element={<SetPasswordPage />} />
                      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
                      <Route path="/link-expired" element={<ForgotPasswordPage expired />} />
                    </CustomRoutes>
                    <CustomRoutes>
                      <Route path="/403" element={<AccessDenied />} />
                      {/* The spec's `dashboard` link: the dashboard lives at the area's root (the
                          outer router has no basename, so the target names the area). */}
                      <Route path="/dashboard" element={<Navigate to={`${base.basename}/`} replace />} />
                      {base.area === 'npanel' ? (
                        <Route path="/profile" element={<ProfilePage />} />
                      ) : (
                        <Route path="/user/admin/:id" element={<ProfilePage />} />
                      )}
                      {pages
                        .filter((def) => !RESOURCES[def.id])
                        .map((def) => (
                          <Route
                            key={def.id}
                            path={`/${def.path}`}
                            element={<GuardedPage def={def}>{SCREENS[def.id]}</GuardedPage>}
                          />
                        ))}
                    </CustomRoutes>
                  </Admin>
                }
              />
            </Routes>
          </BrowserRouter>
        </ApiProvider>
      </AdminServicesProvider>
    </LinguiProvider>
  )
}
