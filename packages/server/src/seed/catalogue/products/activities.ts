import type { DemoBookable } from '../types.js'
import { CITY_TOUR_ACTIVITIES } from './activities-city-tours.js'
import { CITY_WATER_ACTIVITIES } from './activities-city-water.js'
import { EUROPE_ACTIVITIES } from './activities-europe.js'
import { FLAM_ACTIVITIES } from './activities-flam.js'
import { GEIRANGER_ACTIVITIES } from './activities-geiranger.js'
import { LOFOTEN_ACTIVITIES } from './activities-lofoten.js'
import { TROMSO_ACTIVITIES } from './activities-tromso.js'

export const DEMO_ACTIVITIES: DemoBookable[] = [
  ...FLAM_ACTIVITIES,
  ...GEIRANGER_ACTIVITIES,
  ...TROMSO_ACTIVITIES,
  ...LOFOTEN_ACTIVITIES,
  ...CITY_TOUR_ACTIVITIES,
  ...CITY_WATER_ACTIVITIES,
  ...EUROPE_ACTIVITIES,
]
