import type { DemoPackage } from '../types.js'
import { CITY_BREAK_PACKAGES } from './packages-city-breaks.js'
import { NATURE_PACKAGES } from './packages-nature.js'

export const DEMO_PACKAGES: DemoPackage[] = [...NATURE_PACKAGES, ...CITY_BREAK_PACKAGES]
