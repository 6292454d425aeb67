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
}

/**
 * ra-data-simple-rest over the admin session, with the resources whose calls differ from its
 * conventions answered by overrides (whole lists, POST listings and data-tables).
 */
export function createDataProvider({ apiBase, fetch }: DataProviderOptions): DataProvider {
  const root = `${apiBase}${ADMIN_API_BASE}`
  const httpClient = createRaHttpClient(fetch)
  const base = simpleRestProvider(root, httpClient)
  return withResourceOverrides(base, {
    // Sites come unpaged: ?item_per_page=-1&left_off=-1, in `data.data`.
    'partner-sites': {
      getList: wholeListing(
        httpClient,
        () => `${root}/partner-sites?item_per_page=${UNPAGED}&left_off=${UNPAGED}`,
      ),
    },
    tour: tourOverrides(base, httpClient, root),
    'tour-option': tourOptionOverrides(httpClient, root),
    'tour-ticket': tourTicketOverrides(httpClient, root),
    'tour-schedule': tourScheduleOverrides(httpClient, root),
    'site-catalogue': siteCatalogueOverrides(base, httpClient, root),
    ...tourVoucherCodeOverrides(base, httpClient, root),
    ...tourMappingOverrides(httpClient, root),
    // The admin's products: the same calls as activities, at /rentals, /restaurants, /attractions.
    rental: tourOverrides(base, httpClient, root, 'rentals'),
    restaurant: tourOverrides(base, httpClient, root, 'restaurants'),
    attraction: tourOverrides(base, httpClient, root, 'attractions'),
    supplier: { getList: wholeListing(httpClient, () => `${root}/select/supplier`) },
    file: fileOverrides(httpClient, root),
    ...tourSettingsOverrides(httpClient, root),
    // The product forms' choices, whole: GET /select/location and /select/service-category.
    location: { getList: wholeListing(httpClient, () => `${root}/select/location`) },
    'service-category': { getList: wholeListing(httpClient, () => `${root}/select/service-category`) },
    ...taxonomyOverrides(httpClient, root),
    ...destinationBoxOverrides(base, httpClient, root),
    ...guestListOverrides(httpClient, `${apiBase}${BOOKING_API_BASE}`),
    ...calendarOverrides(httpClient, apiBase),
    ...hotelCalendarOverrides(httpClient, apiBase),
    ...hotelOverrides(base, httpClient, root),
    ...partnerSiteOverrides(httpClient, root),
    ...siteDirectoryOverrides(httpClient, root),
    ...chatbotOverrides(httpClient, root),
    ...bulkCancellationOverrides(httpClient, apiBase),
    ...terminalSettingsOverrides(httpClient, root),
    ...packageOverrides(base, httpClient, root),
    ...reservationOverrides(httpClient, apiBase),
    ...cancellationOverrides(httpClient, apiBase),
    ...dateChangeOverrides(httpClient, apiBase),
    ...userOverrides(httpClient, root),
    ...legalTextOverrides(base),
    ...tagOverrides(base),
    ...productFeatureOverrides(base),
    ...packageFeatureOverrides(httpClient, root),
    ...packageTaxonomyOverrides(httpClient, root),
    ...packageDebugOverrides(httpClient, root),
    ...supplierConsentOverrides(base, httpClient, root),
    ...cancellationPolicyOverrides(base),
    ...chatbotSyncOverrides(httpClient, root),
    ...subUserOverrides(base, httpClient, root),
    ...taxCategoryOverrides(base),
    ...currencyOverrides(base),
    ...locationOverrides(base),
    ...earningOverrides(httpClient, root),
    ...payoutAccountOverrides(httpClient, root),
    ...sitePageOverrides(httpClient, root),
    ...adminHotelOverrides(base, httpClient, root),
    ...adminActivityOverrides(base, httpClient, root),
    ...businessTypeOverrides(base),
    ...marketplaceSeoOverrides(base),
    ...siteWidgetOverrides(httpClient, root),
    ...contentTokenOverrides(httpClient, root),
    ...alertOverrides(base, httpClient, root),
    ...logInAsAuditOverrides(base),
    ...faqOverrides(base),
    ...marketplaceSettingOverrides(httpClient, root),
    ...categoryOverrides(base),
    ...commissionOverrides(base, httpClient, root),
    ...siteChangeOverrides(httpClient, root),
    ...siteMappingOverrides(base),
  })
}
