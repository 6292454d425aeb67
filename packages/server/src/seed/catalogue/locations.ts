import type { DemoLocation } from './types.js'

export const DEMO_LOCATIONS: DemoLocation[] = [
  {
    slug: 'oslo',
    name: { en: 'Oslo', no: 'Oslo', de: 'Oslo' },
    country_code: 'NO',
    lat: 59.9139,
    lng: 10.7522,
  },
  {
    slug: 'bergen',
    name: { en: 'Bergen', no: 'Bergen', de: 'Bergen' },
    country_code: 'NO',
    lat: 60.3913,
    lng: 5.3221,
  },
  {
    slug: 'flam',
    name: { en: 'Flåm', no: 'Flåm', de: 'Flåm' },
    country_code: 'NO',
    lat: 60.8628,
    lng: 7.1136,
  },
  {
    slug: 'geiranger',
    name: { en: 'Geiranger', no: 'Geiranger', de: 'Geiranger' },
    country_code: 'NO',
    lat: 62.1008,
    lng: 7.2059,
  },
  {
    slug: 'tromso',
    name: { en: 'Tromsø', no: 'Tromsø', de: 'Tromsø' },
    country_code: 'NO',
    lat: 69.6492,
    lng: 18.9553,
  },
  {
    // Svolvær is the hub; the demo products sit between Svolvær and Henningsvær.
    slug: 'lofoten',
    name: { en: 'Lofoten', no: 'Lofoten', de: 'Lofoten' },
    country_code: 'NO',
    lat: 68.2343,
    lng: 14.5683,
  },
  {
    slug: 'stockholm',
    name: { en: 'Stockholm', no: 'Stockholm', de: 'Stockholm', fi: 'Tukholma' },
    country_code: 'SE',
    lat: 59.3293,
    lng: 18.0686,
  },
  {
    slug: 'copenhagen',
    name: { en: 'Copenhagen', no: 'København', de: 'Kopenhagen' },
    country_code: 'DK',
    lat: 55.6761,
    lng: 12.5683,
  },
  {
    slug: 'berlin',
    name: { en: 'Berlin', no: 'Berlin', de: 'Berlin' },
    country_code: 'DE',
    lat: 52.52,
    lng: 13.405,
  },
  {
    slug: 'edinburgh',
    name: { en: 'Edinburgh', no: 'Edinburgh', de: 'Edinburgh' },
    country_code: 'GB',
    lat: 55.9533,
    lng: -3.1883,
  },
]
