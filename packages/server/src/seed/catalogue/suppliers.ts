import type { DemoSupplier } from './types.js'

/** Companies that sell in the demo marketplace next to the `supplier` and `both` accounts. */
export const DEMO_SUPPLIERS: DemoSupplier[] = [
  {
    key: 'fjordline',
    name: 'Fjordlinjen Sightseeing AS',
    email: 'fjordline@jaunt.test',
    country_code: 'NO',
    user_currency_type: 'NOK',
  },
  {
    key: 'arctic',
    name: 'Arctic Trails Tromsø AS',
    email: 'arctic@jaunt.test',
    country_code: 'NO',
    user_currency_type: 'NOK',
  },
  {
    key: 'citywalks',
    name: 'Nordic City Walks AB',
    email: 'citywalks@jaunt.test',
    country_code: 'SE',
    user_currency_type: 'SEK',
  },
  {
    key: 'grandhotels',
    name: 'Grand Nordic Hotels A/S',
    email: 'grandhotels@jaunt.test',
    country_code: 'DK',
    user_currency_type: 'DKK',
  },
]
