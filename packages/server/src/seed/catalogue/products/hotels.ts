import type { DemoHotel } from '../types.js'
import { FJORD_HOTELS } from './hotels-fjords.js'
import { HARBOUR_HOTELS } from './hotels-harbours.js'
import { NORTH_HOTELS } from './hotels-north.js'
import { OLD_TOWN_HOTELS } from './hotels-old-towns.js'

export const DEMO_HOTELS: DemoHotel[] = [
  ...HARBOUR_HOTELS,
  ...FJORD_HOTELS,
  ...NORTH_HOTELS,
  ...OLD_TOWN_HOTELS,
]
