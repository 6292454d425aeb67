import type { DemoBookable } from '../types.js'
import { EUROPE_RESTAURANTS } from './restaurants-europe.js'
import { NORWAY_RESTAURANTS } from './restaurants-norway.js'

export const DEMO_RESTAURANTS: DemoBookable[] = [...NORWAY_RESTAURANTS, ...EUROPE_RESTAURANTS]
