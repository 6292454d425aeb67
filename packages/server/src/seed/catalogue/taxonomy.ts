import type { DemoCancellationPolicy, DemoCategory, DemoFeature, DemoNamed } from './types.js'

export const DEMO_CATEGORIES: DemoCategory[] = [
  { slug: 'outdoor', name: { en: 'Outdoor', no: 'Friluftsliv', de: 'Natur & Outdoor' } },
  { slug: 'hiking', parent: 'outdoor', name: { en: 'Hiking', no: 'Fotturer', de: 'Wandern' } },
  { slug: 'water', name: { en: 'On the water', no: 'På vannet', de: 'Auf dem Wasser', fi: 'Vesillä' } },
  {
    slug: 'fjord-cruises',
    parent: 'water',
    name: { en: 'Fjord cruises', no: 'Fjordcruise', de: 'Fjordkreuzfahrten' },
  },
  { slug: 'food-drink', name: { en: 'Food & drink', no: 'Mat og drikke', de: 'Essen & Trinken' } },
  { slug: 'culture', name: { en: 'Culture', no: 'Kultur', de: 'Kultur' } },
  { slug: 'museums', parent: 'culture', name: { en: 'Museums', no: 'Museer', de: 'Museen' } },
  {
    slug: 'city-tours',
    parent: 'culture',
    name: { en: 'City tours', no: 'Byturer', de: 'Stadtführungen', fi: 'Kaupunkikierrokset' },
  },
  { slug: 'winter', name: { en: 'Winter', no: 'Vinter', de: 'Winter' } },
  {
    slug: 'northern-lights-tours',
    parent: 'winter',
    name: { en: 'Northern lights tours', no: 'Nordlysturer', de: 'Nordlichttouren' },
  },
  { slug: 'family', name: { en: 'Family', no: 'Familie', de: 'Familie' } },
  { slug: 'stays', name: { en: 'Stays', no: 'Overnatting', de: 'Unterkünfte' } },
]

export const DEMO_TAGS: DemoNamed[] = [
  {
    slug: 'family-friendly',
    name: { en: 'Family-friendly', no: 'Familievennlig', de: 'Familienfreundlich', fi: 'Perheystävällinen' },
  },
  { slug: 'small-group', name: { en: 'Small group', no: 'Liten gruppe', de: 'Kleingruppe' } },
  {
    slug: 'wheelchair-accessible',
    name: { en: 'Wheelchair accessible', no: 'Tilgjengelig for rullestol', de: 'Rollstuhlgerecht' },
  },
  { slug: 'northern-lights', name: { en: 'Northern lights', no: 'Nordlys', de: 'Nordlicht' } },
  { slug: 'guided', name: { en: 'Guided', no: 'Med guide', de: 'Mit Guide', fi: 'Opastettu' } },
  { slug: 'self-guided', name: { en: 'Self-guided', no: 'På egen hånd', de: 'Auf eigene Faust' } },
  { slug: 'food', name: { en: 'Food', no: 'Mat', de: 'Kulinarik' } },
  { slug: 'photography', name: { en: 'Photography', no: 'Fotografering', de: 'Fotografie' } },
  { slug: 'private', name: { en: 'Private', no: 'Privat', de: 'Privat' } },
  {
    slug: 'eco-certified',
    name: {
      en: 'Eco-certified',
      no: 'Miljøsertifisert',
      de: 'Umweltzertifiziert',
      fi: 'Ympäristösertifioitu',
    },
  },
  {
    slug: 'unesco',
    name: { en: 'UNESCO World Heritage', no: 'UNESCOs verdensarv', de: 'UNESCO-Welterbe' },
  },
  { slug: 'live-music', name: { en: 'Live music', no: 'Livemusikk', de: 'Livemusik' } },
  {
    slug: 'rainy-day',
    name: { en: 'Rainy-day idea', no: 'Tips for regnværsdager', de: 'Schlechtwettertipp' },
  },
  { slug: 'wildlife', name: { en: 'Wildlife', no: 'Dyreliv', de: 'Tierbeobachtung' } },
]

export const DEMO_FEATURES: DemoFeature[] = [
  {
    slug: 'free-wifi',
    icon: 'wifi',
    most_popular: true,
    name: { en: 'Free Wi-Fi', no: 'Gratis wifi', de: 'Kostenloses WLAN' },
  },
  {
    slug: 'breakfast',
    icon: 'coffee',
    most_popular: true,
    name: { en: 'Breakfast included', no: 'Frokost inkludert', de: 'Frühstück inklusive' },
  },
  {
    slug: 'parking',
    icon: 'parking',
    most_popular: true,
    name: { en: 'Parking', no: 'Parkering', de: 'Parkplatz' },
  },
  { slug: 'sauna', icon: 'flame', most_popular: true, name: { en: 'Sauna', no: 'Badstue', de: 'Sauna' } },
  {
    slug: 'sea-view',
    icon: 'waves',
    most_popular: true,
    name: { en: 'Sea view', no: 'Havutsikt', de: 'Meerblick' },
  },
  { slug: 'spa', icon: 'spa', name: { en: 'Spa', no: 'Spa', de: 'Spa' } },
  {
    slug: 'pet-friendly',
    icon: 'paw',
    name: { en: 'Pets allowed', no: 'Kjæledyr tillatt', de: 'Haustiere erlaubt' },
  },
  { slug: 'ski-storage', icon: 'ski', name: { en: 'Ski storage', no: 'Skibod', de: 'Skiraum' } },
  { slug: 'gym', icon: 'dumbbell', name: { en: 'Gym', no: 'Treningsrom', de: 'Fitnessraum' } },
  { slug: 'restaurant', icon: 'utensils', name: { en: 'Restaurant', no: 'Restaurant', de: 'Restaurant' } },
  { slug: 'bar', icon: 'wine', name: { en: 'Bar', no: 'Bar', de: 'Bar' } },
  { slug: 'ev-charging', icon: 'plug', name: { en: 'EV charging', no: 'Elbillading', de: 'E-Ladestation' } },
  {
    slug: 'family-rooms',
    icon: 'baby',
    name: { en: 'Family rooms', no: 'Familierom', de: 'Familienzimmer' },
  },
  {
    slug: 'airport-shuttle',
    icon: 'bus',
    name: { en: 'Airport shuttle', no: 'Flyplasstransport', de: 'Flughafentransfer' },
  },
  {
    slug: 'equipment-included',
    icon: 'backpack',
    name: {
      en: 'Equipment included',
      no: 'Utstyr inkludert',
      de: 'Ausrüstung inklusive',
      fi: 'Varusteet sisältyvät',
    },
  },
  {
    slug: 'hotel-pickup',
    icon: 'car',
    name: { en: 'Hotel pickup', no: 'Henting på hotellet', de: 'Abholung vom Hotel' },
  },
]

export const DEMO_CANCELLATION_POLICIES: DemoCancellationPolicy[] = [
  { slug: 'flexible', name: 'Flexible', entries: [{ hours: 24, refund_percentage: 100 }] },
  {
    slug: 'moderate',
    name: 'Moderate',
    entries: [
      { hours: 72, refund_percentage: 100 },
      { hours: 24, refund_percentage: 50 },
    ],
  },
  { slug: 'strict', name: 'Strict', entries: [{ hours: 168, refund_percentage: 50 }] },
  { slug: 'non-refundable', name: 'Non-refundable', entries: [{ hours: 0, refund_percentage: 0 }] },
]
