import type { DB } from './db/database.js'
import type { ReadReplica } from './db/read-replica.js'
import type { Config } from './env.js'
import { requireAuth } from './lib/auth.js'
import type { JobQueue } from './lib/job-queue.js'
import { onError } from './lib/errors.js'
import { declarePublicOperations, OPENAPI_INFO } from './lib/openapi-document.js'
import { apiDocsRouter } from './modules/api-docs/index.js'
import { compressAnswers } from './lib/compression.js'
import { limitJsonBody } from './lib/body-limit.js'
import { readAppLocale } from './lib/locale.js'
import { securityHeaders } from './lib/security-headers.js'
import { createPublicCors } from './lib/public-cors.js'
import { useRateLimits, useSearchAnswers, useSearchGate } from './lib/rate-limit/rate-limit.js'
import { SearchAnswers } from './lib/search-answers.js'
import { currentSearchGeneration } from './modules/search/search-generation.js'
import { createBusyGate } from './lib/busy-gate.js'
import { createRateLimits } from './lib/rate-limit/rate-limits.js'
import { dropNullQueryParams } from './lib/null-query.js'
import { createRouter } from './lib/router.js'
import { authRouter } from './modules/auth/index.js'
import { frontEndsRouter, type FrontEndBuilds } from './modules/front-ends/index.js'
import { guestListRouter } from './modules/guest-list/index.js'
import { healthRouter } from './modules/health/index.js'
import { hotelsRouter } from './modules/hotels/index.js'
import { bulkCancellationRouter } from './modules/bulk-cancellation/index.js'
import { cartRouter } from './modules/cart/index.js'
import { chatbotRouter } from './modules/chatbot/index.js'
import { checkoutRouter } from './modules/checkout/index.js'
import {
  customerLoginRouter,
  customerRouter,
  isCustomerPath,
  requireCustomer,
} from './modules/customer/index.js'
import { createCardProvider } from './modules/payments/card-provider.js'
import { paymentsRouter } from './modules/payments/index.js'
import { dashboardRouter } from './modules/dashboard/index.js'
import { devMailRouter } from './modules/mail/dev-mail.js'
import { legalTextsRouter } from './modules/legal-texts/index.js'
import { adminLegalTextsRouter } from './modules/admin-legal-texts/index.js'
import { adminTagsRouter } from './modules/admin-tags/index.js'
import { currenciesRouter } from './modules/currencies/index.js'
import { locationsRouter } from './modules/locations/index.js'
import { productFeaturesRouter } from './modules/product-features/index.js'
import { cancellationPoliciesRouter } from './modules/cancellation-policies/index.js'
import { packagesRouter } from './modules/packages/index.js'
import { supplierConsentsRouter } from './modules/supplier-consents/index.js'
import { langsRouter } from './modules/langs/index.js'
import { mediaRouter } from './modules/media/index.js'
import { partnerSitesRouter } from './modules/partner-sites/index.js'
import { sitePagesRouter } from './modules/site-pages/index.js'
import { siteWidgetsRouter } from './modules/site-widgets/index.js'
import { contentApiRouter } from './modules/content-api/index.js'
import { backOfficeAlertsRouter } from './modules/back-office-alerts/index.js'
import { mailTextsRouter } from './modules/mail-texts/index.js'
import { serviceDataRouter } from './modules/service-data/index.js'
import { autoTranslationRouter } from './modules/auto-translation/index.js'
import { externalSyncRouter } from './modules/external-sync/index.js'
import { marketplaceSettingsRouter } from './modules/marketplace-settings/index.js'
import { searchRouter } from './modules/search/index.js'
import { activityCalendarRouter } from './modules/activity-calendar/index.js'
import { hotelCalendarRouter } from './modules/hotel-calendar/index.js'
import { adminProductsRouter } from './modules/admin-products/index.js'
import { adminHotelsRouter } from './modules/admin-hotels/index.js'
import { adminActivitiesRouter } from './modules/admin-activities/index.js'
import { businessTypesRouter } from './modules/business-types/index.js'
import { marketplaceSeoRouter } from './modules/marketplace-seo/index.js'
import { selectsRouter } from './modules/selects/index.js'
import { partnerSelectsRouter } from './modules/selects/partner-selects.js'
import { supplierToursRouter } from './modules/supplier-tours/index.js'
import { supplierHotelsRouter } from './modules/supplier-hotels/index.js'
import { reservationsRouter } from './modules/reservations/index.js'
import { bookingActionsRouter } from './modules/booking-actions/index.js'
import { earningsRouter } from './modules/earnings/index.js'
import { payoutConnectRouter } from './modules/payout-connect/index.js'
import { payoutsRouter } from './modules/payouts/index.js'
import { guestPaymentsRouter } from './modules/guest-payments/index.js'
import { salesReportsRouter } from './modules/sales-reports/index.js'
import { siteCatalogueRouter } from './modules/site-catalogue/index.js'
import { tourSettingsRouter } from './modules/tour-settings/index.js'
import { destinationBoxesRouter } from './modules/destination-boxes/index.js'
import { toursRouter } from './modules/tours/index.js'
import { isUploadRequest, uploadsRouter } from './modules/uploads/index.js'
import { usersRouter } from './modules/users/index.js'
import { logInAsAuditRouter } from './modules/log-in-as-audit/index.js'
import { terminalsRouter } from './modules/terminals/index.js'
import { terminalDeskRouter } from './modules/terminal-desk/index.js'
import { terminalConnectRouter } from './modules/terminal-connect/index.js'
import { signUpRouter } from './modules/sign-up/index.js'
import { subUsersRouter } from './modules/sub-users/index.js'
import { systemStatusRouter } from './modules/system-status/index.js'
import { adminTaxCategoriesRouter } from './modules/admin-tax-categories/index.js'
import { adminCategoriesRouter } from './modules/admin-categories/index.js'
import { adminCommissionRouter } from './modules/admin-commission/index.js'

export interface AppDependencies {
  db: DB
  config: Config
  /** Where the built front ends are; without it the app serves the API alone (as in API tests). */
  frontEnds?: FrontEndBuilds
  /** The job queue of a running server; without it work is recorded and runs when jobs next start. */
  jobs?: JobQueue
  /** A streaming replica the guest searches read while it is fresh enough (`DATABASE_READ_URL`). */
  readReplica?: ReadReplica
}

export function createApp({ db, config, frontEnds, jobs, readReplica }: AppDependencies) {
  const app = createRouter()
  const cards = createCardProvider(config)

  app.use('*', async (c, next) => {
    c.set('db', db)
    c.set('readDb', db)
    c.set('config', config)
    c.set('cards', cards)
    c.set('jobs', jobs ?? null)
    await next()
  })
  app.use('*', compressAnswers)
  app.use('*', securityHeaders)
  app.use('*', readAppLocale)
  app.use('*', dropNullQueryParams)
  // The customer area has its own session token; a back-office token does not open it, nor the reverse.
  app.use('/core/v1/*', (c, next) => (isCustomerPath(c.req.path) ? next() : requireAuth(c, next)))
  app.use('/core/v1/customer/*', requireCustomer)
  app.use('/booking/v1/*', requireAuth)
  const publicCors = createPublicCors()
  for (const base of [
    '/core/public/*',
    '/availability/public/*',
    '/booking/public/*',
    '/gateway/*',
    '/media/*',
  ]) {
    app.use(base, publicCors)
  }
  // After CORS, so a widget on a partner's page can read the 413 and the 429.
  app.use('*', (c, next) => (isUploadRequest(c.req.method, c.req.path) ? next() : limitJsonBody(c, next)))
  useRateLimits(app, createRateLimits(db, config))
  if (config.SEARCH_ANSWERS_KEPT > 0)
    useSearchAnswers(app, new SearchAnswers(() => currentSearchGeneration(db), config.SEARCH_ANSWERS_KEPT))
  useSearchGate(
    app,
    createBusyGate(config.SEARCH_CONCURRENCY, config.SEARCH_QUEUE),
    config.SEARCH_STATEMENT_TIMEOUT_MS,
    readReplica,
  )

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', 'contentToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A content API token (jct_…) that an admin made for one partner site',
  })

  const routers = [
    healthRouter,
    authRouter,
    usersRouter,
    partnerSitesRouter,
    sitePagesRouter,
    langsRouter,
    mediaRouter,
    uploadsRouter,
    searchRouter,
    toursRouter,
    supplierToursRouter,
    supplierHotelsRouter,
    guestListRouter,
    siteCatalogueRouter,
    adminProductsRouter,
    adminHotelsRouter,
    tourSettingsRouter,
    destinationBoxesRouter,
    activityCalendarRouter,
    selectsRouter,
    partnerSelectsRouter,
    hotelsRouter,
    // Before packagesRouter: its partner guard covers /core/v1/package/*.
    supplierConsentsRouter,
    packagesRouter,
    cartRouter,
    legalTextsRouter,
    adminLegalTextsRouter,
    adminTagsRouter,
    currenciesRouter,
    locationsRouter,
    productFeaturesRouter,
    cancellationPoliciesRouter,
    dashboardRouter,
    checkoutRouter,
    paymentsRouter,
    bulkCancellationRouter,
    customerLoginRouter,
    reservationsRouter,
    hotelCalendarRouter,
    bookingActionsRouter,
    chatbotRouter,
    terminalsRouter,
    terminalDeskRouter,
    terminalConnectRouter,
    signUpRouter,
    subUsersRouter,
    systemStatusRouter,
    adminTaxCategoriesRouter,
    earningsRouter,
    guestPaymentsRouter,
    siteWidgetsRouter,
    contentApiRouter,
    backOfficeAlertsRouter,
    salesReportsRouter,
    marketplaceSettingsRouter,
    adminCategoriesRouter,
    adminCommissionRouter,
    adminActivitiesRouter,
    businessTypesRouter,
    marketplaceSeoRouter,
    mailTextsRouter,
    payoutsRouter,
    payoutConnectRouter,
    serviceDataRouter,
    autoTranslationRouter,
    externalSyncRouter,
    logInAsAuditRouter,
  ]
  for (const router of routers) app.route('/', router)
  app.route('/', customerRouter)

  declarePublicOperations(app)
  app.doc31('/api/openapi.json', OPENAPI_INFO)
  app.route('/', apiDocsRouter())

  app.route('/', devMailRouter)
  if (frontEnds) app.route('/', frontEndsRouter(frontEnds))

  app.notFound((c) => c.json({ message: 'Not Found' }, 404))
  app.onError(onError)
  return app
}

export type App = ReturnType<typeof createApp>
