import type { ApiClient } from '@jaunt/api-client'
import { UNPAGED } from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import { createRaHttpClient } from './httpClient'
import { destinationBoxOverrides } from '../resources/destination-boxes/destinationBoxData'
import { legalTextOverrides } from '../resources/legal-texts/legalTextData'
import { tagOverrides } from '../resources/tags/tagData'
import { productFeatureOverrides } from '../resources/product-features/featureData'
import { packageFeatureOverrides, packageTaxonomyOverrides } from '../resources/packages/packageFeatureData'
import { packageDebugOverrides } from '../resources/package-debug/packageDebugData'
import { cancellationPolicyOverrides } from '../resources/cancellation-policies/policyData'
import { subUserOverrides } from '../resources/sub-users/subUsersData'
import { taxCategoryOverrides } from '../resources/tax-categories/taxCategoryData'
import { currencyOverrides } from '../resources/currencies/currencyData'
import { locationOverrides } from '../resources/locations/locationData'
import { faqOverrides } from '../resources/faq/faqData'
import { marketplaceSettingOverrides } from '../resources/marketplace-settings/marketplaceSettingsData'
import { categoryOverrides } from '../resources/service-categories/categoryData'
import { commissionOverrides } from '../resources/commission/commissionData'
import { calendarOverrides } from '../resources/calendar/calendarData'
import { hotelCalendarOverrides } from '../resources/hotel-calendar/hotelCalendarData'
import { partnerSiteOverrides } from '../resources/partner-sites/partnerSitesData'
import { sitePageOverrides } from '../resources/site-pages/sitePagesData'
import { siteWidgetOverrides } from '../resources/site-widgets/siteWidgetsData'
import { contentTokenOverrides } from '../resources/content-tokens/contentTokensData'
import { alertOverrides } from '../resources/alerts/alertsData'
import { logInAsAuditOverrides } from '../resources/log-in-as-audit/logInAsAuditData'
import { bulkCancellationOverrides } from '../resources/bulk-cancellation/bulkCancellationData'
import { siteCatalogueOverrides } from '../resources/site-catalogue/siteCatalogueData'
import { siteDirectoryOverrides } from '../resources/site-directory/siteDirectoryData'
import { siteChangeOverrides } from '../resources/site-changes/siteChangesData'
import { siteMappingOverrides } from '../resources/site-mappings/siteMappingsData'
import { packageOverrides } from '../resources/packages/packagesData'
import { taxonomyOverrides } from '../resources/tours/taxonomyData'
import { fileOverrides } from '../resources/tours/filesData'
import { tourOptionOverrides } from '../resources/tours/tourOptionsData'
import { tourScheduleOverrides } from '../resources/tours/tourScheduleData'
import { tourSettingsOverrides } from '../resources/tours/settings/tourSettingsData'
import { tourTicketOverrides } from '../resources/tours/tourTicketsData'
import { tourMappingOverrides } from '../resources/tours/tourMappingData'
import { tourVoucherCodeOverrides } from '../resources/tours/tourVoucherCodesData'
import { tourOverrides } from '../resources/tours/toursData'
import { guestListOverrides } from '../resources/guest-list/guestListData'
import { reservationOverrides } from '../resources/reservations/reservationsData'
import { hotelOverrides } from '../resources/hotels/hotelsData'
import { adminHotelOverrides } from '../resources/admin-hotels/adminHotelsData'
import { adminActivityOverrides } from '../resources/admin-activities/adminActivitiesData'
import { businessTypeOverrides } from '../resources/business-types/businessTypeData'
import { marketplaceSeoOverrides } from '../resources/marketplace-seo/seoData'
import { cancellationOverrides } from '../resources/cancellations/cancellationsData'
import { earningOverrides } from '../resources/earnings/earningsData'
import { payoutAccountOverrides } from '../resources/users/payoutAccountData'
import { dateChangeOverrides } from '../resources/reservations/dateChangeData'
import { chatbotOverrides } from '../resources/ai-chatbot/chatbotData'
import { chatbotSyncOverrides } from '../resources/ai-chatbot-sync/chatbotSyncData'
import { terminalSettingsOverrides } from '../resources/terminal-settings/terminalSettingsData'
import { userOverrides } from '../resources/users/usersData'
import { supplierConsentOverrides } from '../resources/supplier-consents/consentData'
import { wholeListing, withResourceOverrides } from './overrides'

// The back office's API base; react-admin resources are paths under it.
export const ADMIN_API_BASE = '/core/v1'
// The bookings' calls (guest list, check-in) live under the booking service's base.
export const BOOKING_API_BASE = '/booking/v1'

export interface DataProviderOptions {
  /** The API's origin; '' is the page's own. */
  apiBase: string
  /** The admin session's fetch: bearer token, APP-LOCALE, one refresh on a 401. */
  fetch: typeof globalThis.fetch
  /** The same session's typed client, for the calls the overrides make (`api.GET('/core/v1/…')`). */
  api: ApiClient
}

/**
 * ra-data-simple-rest over the admin session, with the resources whose calls differ from its
 * conventions answered by overrides (whole lists, POST listings and data-tables).
 */
export function createDataProvider({ apiBase, fetch, api }: DataProviderOptions): DataProvider {
  const root = `${apiBase}${ADMIN_API_BASE}`
  const httpClient = createRaHttpClient(fetch)
  const base = simpleRestProvider(root, httpClient)
  return withResourceOverrides(base, {
    // Sites come unpaged: ?item_per_page=-1&left_off=-1, in `data.data`.
    'partner-sites': {
      getList: wholeListing(({ signal }) =>
        api.GET('/core/v1/partner-sites', {
          params: { query: { item_per_page: UNPAGED, left_off: UNPAGED } },
          signal,
        }),
      ),
    },
    tour: tourOverrides(base, api),
    'tour-option': tourOptionOverrides(api),
    'tour-ticket': tourTicketOverrides(api),
    'tour-schedule': tourScheduleOverrides(api),
    'site-catalogue': siteCatalogueOverrides(base, api),
    ...tourVoucherCodeOverrides(base, api),
    ...tourMappingOverrides(api),
    // The admin's products: the same calls as activities, at /rentals, /restaurants, /attractions.
    rental: tourOverrides(base, api, 'rentals'),
    restaurant: tourOverrides(base, api, 'restaurants'),
    attraction: tourOverrides(base, api, 'attractions'),
    supplier: { getList: wholeListing(({ signal }) => api.GET('/core/v1/select/supplier', { signal })) },
    file: fileOverrides(api),
    ...tourSettingsOverrides(api),
    // The product forms' choices, whole: GET /select/location and /select/service-category.
    location: { getList: wholeListing(({ signal }) => api.GET('/core/v1/select/location', { signal })) },
    'service-category': {
      getList: wholeListing(({ signal }) => api.GET('/core/v1/select/service-category', { signal })),
    },
    ...taxonomyOverrides(api),
    ...destinationBoxOverrides(base, api),
    ...guestListOverrides(api),
    ...calendarOverrides(api),
    ...hotelCalendarOverrides(api),
    ...hotelOverrides(base, api),
    ...partnerSiteOverrides(api),
    ...siteDirectoryOverrides(api),
    ...chatbotOverrides(api),
    ...bulkCancellationOverrides(api),
    ...terminalSettingsOverrides(api),
    ...packageOverrides(base, api),
    ...reservationOverrides(httpClient, apiBase, api),
    ...cancellationOverrides(httpClient, apiBase, api),
    ...dateChangeOverrides(api),
    ...userOverrides(api),
    ...legalTextOverrides(base),
    ...tagOverrides(base),
    ...productFeatureOverrides(base),
    ...packageFeatureOverrides(api),
    ...packageTaxonomyOverrides(api),
    ...packageDebugOverrides(api),
    ...supplierConsentOverrides(base, api),
    ...cancellationPolicyOverrides(base),
    ...chatbotSyncOverrides(api),
    ...subUserOverrides(base, api),
    ...taxCategoryOverrides(base),
    ...currencyOverrides(base),
    ...locationOverrides(base),
    ...earningOverrides(httpClient, root, api),
    ...payoutAccountOverrides(api),
    ...sitePageOverrides(api),
    ...adminHotelOverrides(base, api),
    ...adminActivityOverrides(base, api),
    ...businessTypeOverrides(base),
    ...marketplaceSeoOverrides(base),
    ...siteWidgetOverrides(api),
    ...contentTokenOverrides(api),
    ...alertOverrides(base, api),
    ...logInAsAuditOverrides(base),
    ...faqOverrides(base),
    ...marketplaceSettingOverrides(api),
    ...categoryOverrides(base),
    ...commissionOverrides(base, api),
    ...siteChangeOverrides(api),
    ...siteMappingOverrides(base),
  })
}
