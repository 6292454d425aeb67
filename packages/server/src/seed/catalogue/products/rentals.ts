import type { DemoBookable } from '../types.js'
import { BOAT_RENTALS } from './rentals-boats.js'
import { CITY_RENTALS } from './rentals-cities.js'
import { OUTDOOR_RENTALS } from './rentals-outdoors.js'

export const DEMO_RENTALS: DemoBookable[] = [...OUTDOOR_RENTALS, ...CITY_RENTALS, ...BOAT_RENTALS]
