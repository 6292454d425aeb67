import { UNPAGED, UserRole } from '@jaunt/domain'
import simpleRestProvider from 'ra-data-simple-rest'
import type { DataProvider } from 'react-admin'
import { createRaHttpClient } from './httpClient'
import { tourOptionOverrides } from '../resources/tours/tourOptionsData'
import { tourScheduleOverrides } from '../resources/tours/tourScheduleData'
import { tourSettingsOverrides } from '../resources/tours/settings/tourSettingsData'
import { tourTicketOverrides } from '../resources/tours/tourTicketsData'
import { tourOverrides } from '../resources/tours/toursData'
import { wholeListing, withResourceOverrides } from './overrides'

// The back office's API base; react-admin resources are paths under it.
export const ADMIN_API_BASE = '/core/v1'

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
    // The admin's user list (the spec's `user` route): GET /admin/users?role= answers every user of the role.
    user: {
      getList: wholeListing(
        httpClient,
        ({ filter }) => `${root}/admin/users?role=${Number(filter?.role ?? UserRole.Partner)}`,
      ),
    },
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
    ...tourSettingsOverrides(httpClient, root),
    // The product forms' choices, whole: GET /select/location and /select/service-category.
    location: { getList: wholeListing(httpClient, () => `${root}/select/location`) },
    'service-category': { getList: wholeListing(httpClient, () => `${root}/select/service-category`) },
  })
}
