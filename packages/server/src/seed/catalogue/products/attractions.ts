import type { DemoBookable } from '../types.js'
import { EUROPE_ATTRACTIONS } from './attractions-europe.js'
import { NORWAY_ATTRACTIONS } from './attractions-norway.js'

export const DEMO_ATTRACTIONS: DemoBookable[] = [...NORWAY_ATTRACTIONS, ...EUROPE_ATTRACTIONS]
