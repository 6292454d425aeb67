import type { DemoBookable } from '../types.js'
import { EUROPE_EVENTS } from './events-europe.js'
import { NORWAY_EVENTS } from './events-norway.js'

export const DEMO_EVENTS: DemoBookable[] = [...NORWAY_EVENTS, ...EUROPE_EVENTS]
