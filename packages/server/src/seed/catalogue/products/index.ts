import type { DemoProduct } from '../types.js'
import { DEMO_ACTIVITIES } from './activities.js'
import { FJORDS_NORTH_ACTIVITIES_NORDIC } from './activities-fjords-north.nordic.js'
import { DEMO_ATTRACTIONS } from './attractions.js'
import { CITY_ACTIVITIES_EVENTS_NORDIC } from './city-activities-events.nordic.js'
import { DEMO_EVENTS } from './events.js'
import { DEMO_HOTELS } from './hotels.js'
import { NORWAY_HOTELS_NORDIC } from './hotels-norway.nordic.js'
import { withNordicTexts } from './nordic-texts.js'
import { DEMO_PACKAGES } from './packages.js'
import { PACKAGES_NORDIC } from './packages.nordic.js'
import { DEMO_RENTALS } from './rentals.js'
import { RENTALS_ATTRACTIONS_NORDIC } from './rentals-attractions.nordic.js'
import { DEMO_RESTAURANTS } from './restaurants.js'
import { STAYS_DINING_NORDIC } from './stays-dining.nordic.js'

/** Packages come last so that the products they bundle are seeded before them. */
export const DEMO_PRODUCTS: DemoProduct[] = withNordicTexts(
  [
    ...DEMO_ACTIVITIES,
    ...DEMO_EVENTS,
    ...DEMO_HOTELS,
    ...DEMO_RENTALS,
    ...DEMO_RESTAURANTS,
    ...DEMO_ATTRACTIONS,
    ...DEMO_PACKAGES,
  ],
  {
    ...FJORDS_NORTH_ACTIVITIES_NORDIC,
    ...CITY_ACTIVITIES_EVENTS_NORDIC,
    ...NORWAY_HOTELS_NORDIC,
    ...STAYS_DINING_NORDIC,
    ...RENTALS_ATTRACTIONS_NORDIC,
    ...PACKAGES_NORDIC,
  },
)
