import { z } from 'zod'
import activities from '../data/products/activities.json' with { type: 'json' }
import attractions from '../data/products/attractions.json' with { type: 'json' }
import events from '../data/products/events.json' with { type: 'json' }
import hotels from '../data/products/hotels.json' with { type: 'json' }
import packages from '../data/products/packages.json' with { type: 'json' }
import rentals from '../data/products/rentals.json' with { type: 'json' }
import restaurants from '../data/products/restaurants.json' with { type: 'json' }
import locations from '../data/locations.json' with { type: 'json' }
import suppliers from '../data/suppliers.json' with { type: 'json' }
import taxonomy from '../data/taxonomy.json' with { type: 'json' }
import { readDemoData } from '../read-data.js'
import {
  demoLocationSchema,
  demoProductSchema,
  demoSupplierSchema,
  demoTaxonomySchema,
  type DemoProduct,
} from './types.js'

const products = (file: string, data: unknown) =>
  readDemoData(`products/${file}.json`, z.array(demoProductSchema), data)

/** Packages come last so that the products they bundle are seeded before them. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  ...products('activities', activities),
  ...products('events', events),
  ...products('hotels', hotels),
  ...products('rentals', rentals),
  ...products('restaurants', restaurants),
  ...products('attractions', attractions),
  ...products('packages', packages),
]
export const DEMO_LOCATIONS = readDemoData('locations.json', z.array(demoLocationSchema), locations)
export const DEMO_SUPPLIERS = readDemoData('suppliers.json', z.array(demoSupplierSchema), suppliers)
export const DEMO_TAXONOMY = readDemoData('taxonomy.json', demoTaxonomySchema, taxonomy)
export const {
  categories: DEMO_CATEGORIES,
  tags: DEMO_TAGS,
  features: DEMO_FEATURES,
  cancellation_policies: DEMO_CANCELLATION_POLICIES,
} = DEMO_TAXONOMY

/** A product named by its code in another data file. */
export const demoProductCodeSchema = z
  .string()
  .refine((code) => DEMO_PRODUCTS.some((product) => product.code === code), {
    message: 'Expected the code of a product in seed/data/products',
  })
