import type { DemoCancellationPolicy, DemoCategory, DemoFeature, DemoNamed } from './types.js'

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'outdoor',
    name: {
      en: 'Outdoor',
      no: 'Friluftsliv',
      de: 'Natur & Outdoor',
      sv: 'Friluftsliv',
      da: 'Friluftsliv',
      fi: 'Ulkoilu',
    },
  },
  {
    slug: 'hiking',
    parent: 'outdoor',
    name: { en: 'Hiking', no: 'Fotturer', de: 'Wandern', sv: 'Vandring', da: 'Vandreture', fi: 'Vaellus' },
  },
  {
    slug: 'water',
    name: {
      en: 'On the water',
      no: 'På vannet',
      de: 'Auf dem Wasser',
      fi: 'Vesillä',
      sv: 'På vattnet',
      da: 'På vandet',
    },
  },
  {
    slug: 'fjord-cruises',
    parent: 'water',
    name: {
      en: 'Fjord cruises',
      no: 'Fjordcruise',
      de: 'Fjordkreuzfahrten',
      sv: 'Fjordkryssningar',
      da: 'Fjordkrydstogter',
      fi: 'Vuonoristeilyt',
    },
  },
  {
    slug: 'food-drink',
    name: {
      en: 'Food & drink',
      no: 'Mat og drikke',
      de: 'Essen & Trinken',
      sv: 'Mat och dryck',
      da: 'Mad og drikke',
      fi: 'Ruoka ja juoma',
    },
  },
  {
    slug: 'culture',
    name: { en: 'Culture', no: 'Kultur', de: 'Kultur', sv: 'Kultur', da: 'Kultur', fi: 'Kulttuuri' },
  },
  {
    slug: 'museums',
    parent: 'culture',
    name: { en: 'Museums', no: 'Museer', de: 'Museen', sv: 'Museer', da: 'Museer', fi: 'Museot' },
  },
  {
    slug: 'city-tours',
    parent: 'culture',
    name: {
      en: 'City tours',
      no: 'Byturer',
      de: 'Stadtführungen',
      fi: 'Kaupunkikierrokset',
      sv: 'Stadsturer',
      da: 'Byture',
    },
  },
  {
    slug: 'winter',
    name: { en: 'Winter', no: 'Vinter', de: 'Winter', sv: 'Vinter', da: 'Vinter', fi: 'Talvi' },
  },
  {
    slug: 'northern-lights-tours',
    parent: 'winter',
    name: {
      en: 'Northern lights tours',
      no: 'Nordlysturer',
      de: 'Nordlichttouren',
      sv: 'Norrskensturer',
      da: 'Nordlysture',
      fi: 'Revontuliretket',
    },
  },
  {
    slug: 'family',
    name: { en: 'Family', no: 'Familie', de: 'Familie', sv: 'Familj', da: 'Familie', fi: 'Perhe' },
  },
  {
    slug: 'stays',
    name: {
      en: 'Stays',
      no: 'Overnatting',
      de: 'Unterkünfte',
      sv: 'Boende',
      da: 'Overnatning',
      fi: 'Majoitus',
    },
  },
]

export const DEMO_TAGS: DemoNamed[] = [
  {
    slug: 'family-friendly',
    name: {
      en: 'Family-friendly',
      no: 'Familievennlig',
      de: 'Familienfreundlich',
      fi: 'Perheystävällinen',
      sv: 'Familjevänlig',
      da: 'Børnevenlig',
    },
  },
  {
    slug: 'small-group',
    name: {
      en: 'Small group',
      no: 'Liten gruppe',
      de: 'Kleingruppe',
      sv: 'Liten grupp',
      da: 'Lille gruppe',
      fi: 'Pienryhmä',
    },
  },
  {
    slug: 'wheelchair-accessible',
    name: {
      en: 'Wheelchair accessible',
      no: 'Tilgjengelig for rullestol',
      de: 'Rollstuhlgerecht',
      sv: 'Tillgänglig för rullstol',
      da: 'Kørestolsvenlig',
      fi: 'Esteetön pyörätuolilla',
    },
  },
  {
    slug: 'northern-lights',
    name: {
      en: 'Northern lights',
      no: 'Nordlys',
      de: 'Nordlicht',
      sv: 'Norrsken',
      da: 'Nordlys',
      fi: 'Revontulet',
    },
  },
  {
    slug: 'guided',
    name: { en: 'Guided', no: 'Med guide', de: 'Mit Guide', fi: 'Opastettu', sv: 'Guidad', da: 'Med guide' },
  },
  {
    slug: 'self-guided',
    name: {
      en: 'Self-guided',
      no: 'På egen hånd',
      de: 'Auf eigene Faust',
      sv: 'På egen hand',
      da: 'På egen hånd',
      fi: 'Omatoiminen',
    },
  },
  { slug: 'food', name: { en: 'Food', no: 'Mat', de: 'Kulinarik', sv: 'Mat', da: 'Mad', fi: 'Ruoka' } },
  {
    slug: 'photography',
    name: {
      en: 'Photography',
      no: 'Fotografering',
      de: 'Fotografie',
      sv: 'Fotografering',
      da: 'Fotografering',
      fi: 'Valokuvaus',
    },
  },
  {
    slug: 'private',
    name: { en: 'Private', no: 'Privat', de: 'Privat', sv: 'Privat', da: 'Privat', fi: 'Yksityinen' },
  },
  {
    slug: 'eco-certified',
    name: {
      en: 'Eco-certified',
      no: 'Miljøsertifisert',
      de: 'Umweltzertifiziert',
      fi: 'Ympäristösertifioitu',
      sv: 'Miljöcertifierad',
      da: 'Miljøcertificeret',
    },
  },
  {
    slug: 'unesco',
    name: {
      en: 'UNESCO World Heritage',
      no: 'UNESCOs verdensarv',
      de: 'UNESCO-Welterbe',
      sv: 'Unescos världsarv',
      da: 'UNESCO-verdensarv',
      fi: 'UNESCOn maailmanperintö',
    },
  },
  {
    slug: 'live-music',
    name: {
      en: 'Live music',
      no: 'Livemusikk',
      de: 'Livemusik',
      sv: 'Levande musik',
      da: 'Levende musik',
      fi: 'Elävää musiikkia',
    },
  },
  {
    slug: 'rainy-day',
    name: {
      en: 'Rainy-day idea',
      no: 'Tips for regnværsdager',
      de: 'Schlechtwettertipp',
      sv: 'Tips för regniga dagar',
      da: 'Idé til regnvejrsdage',
      fi: 'Sadepäivän vinkki',
    },
  },
  {
    slug: 'wildlife',
    name: {
      en: 'Wildlife',
      no: 'Dyreliv',
      de: 'Tierbeobachtung',
      sv: 'Djurliv',
      da: 'Dyreliv',
      fi: 'Eläimet',
    },
  },
]

export const DEMO_FEATURES: DemoFeature[] = [
  {
    slug: 'free-wifi',
    icon: 'wifi',
    most_popular: true,
    name: {
      en: 'Free Wi-Fi',
      no: 'Gratis wifi',
      de: 'Kostenloses WLAN',
      sv: 'Gratis wifi',
      da: 'Gratis wi-fi',
      fi: 'Ilmainen wifi',
    },
  },
  {
    slug: 'breakfast',
    icon: 'coffee',
    most_popular: true,
    name: {
      en: 'Breakfast included',
      no: 'Frokost inkludert',
      de: 'Frühstück inklusive',
      sv: 'Frukost ingår',
      da: 'Morgenmad inkluderet',
      fi: 'Aamiainen sisältyy',
    },
  },
  {
    slug: 'parking',
    icon: 'parking',
    most_popular: true,
    name: {
      en: 'Parking',
      no: 'Parkering',
      de: 'Parkplatz',
      sv: 'Parkering',
      da: 'Parkering',
      fi: 'Pysäköinti',
    },
  },
  {
    slug: 'sauna',
    icon: 'flame',
    most_popular: true,
    name: { en: 'Sauna', no: 'Badstue', de: 'Sauna', sv: 'Bastu', da: 'Sauna', fi: 'Sauna' },
  },
  {
    slug: 'sea-view',
    icon: 'waves',
    most_popular: true,
    name: {
      en: 'Sea view',
      no: 'Havutsikt',
      de: 'Meerblick',
      sv: 'Havsutsikt',
      da: 'Havudsigt',
      fi: 'Merinäköala',
    },
  },
  {
    slug: 'spa',
    icon: 'spa',
    name: { en: 'Spa', no: 'Spa', de: 'Spa', sv: 'Spa', da: 'Spa', fi: 'Kylpylä' },
  },
  {
    slug: 'pet-friendly',
    icon: 'paw',
    name: {
      en: 'Pets allowed',
      no: 'Kjæledyr tillatt',
      de: 'Haustiere erlaubt',
      sv: 'Husdjur tillåtna',
      da: 'Kæledyr tilladt',
      fi: 'Lemmikit sallittu',
    },
  },
  {
    slug: 'ski-storage',
    icon: 'ski',
    name: {
      en: 'Ski storage',
      no: 'Skibod',
      de: 'Skiraum',
      sv: 'Skidförråd',
      da: 'Skirum',
      fi: 'Suksivarasto',
    },
  },
  {
    slug: 'gym',
    icon: 'dumbbell',
    name: { en: 'Gym', no: 'Treningsrom', de: 'Fitnessraum', sv: 'Gym', da: 'Fitnessrum', fi: 'Kuntosali' },
  },
  {
    slug: 'restaurant',
    icon: 'utensils',
    name: {
      en: 'Restaurant',
      no: 'Restaurant',
      de: 'Restaurant',
      sv: 'Restaurang',
      da: 'Restaurant',
      fi: 'Ravintola',
    },
  },
  { slug: 'bar', icon: 'wine', name: { en: 'Bar', no: 'Bar', de: 'Bar', sv: 'Bar', da: 'Bar', fi: 'Baari' } },
  {
    slug: 'ev-charging',
    icon: 'plug',
    name: {
      en: 'EV charging',
      no: 'Elbillading',
      de: 'E-Ladestation',
      sv: 'Laddning för elbil',
      da: 'Opladning af elbil',
      fi: 'Sähköauton lataus',
    },
  },
  {
    slug: 'family-rooms',
    icon: 'baby',
    name: {
      en: 'Family rooms',
      no: 'Familierom',
      de: 'Familienzimmer',
      sv: 'Familjerum',
      da: 'Familieværelser',
      fi: 'Perhehuoneet',
    },
  },
  {
    slug: 'airport-shuttle',
    icon: 'bus',
    name: {
      en: 'Airport shuttle',
      no: 'Flyplasstransport',
      de: 'Flughafentransfer',
      sv: 'Flygplatstransfer',
      da: 'Lufthavnsshuttle',
      fi: 'Lentokenttäkuljetus',
    },
  },
  {
    slug: 'equipment-included',
    icon: 'backpack',
    name: {
      en: 'Equipment included',
      no: 'Utstyr inkludert',
      de: 'Ausrüstung inklusive',
      fi: 'Varusteet sisältyvät',
      sv: 'Utrustning ingår',
      da: 'Udstyr inkluderet',
    },
  },
  {
    slug: 'hotel-pickup',
    icon: 'car',
    name: {
      en: 'Hotel pickup',
      no: 'Henting på hotellet',
      de: 'Abholung vom Hotel',
      sv: 'Upphämtning på hotellet',
      da: 'Afhentning på hotellet',
      fi: 'Nouto hotellilta',
    },
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
