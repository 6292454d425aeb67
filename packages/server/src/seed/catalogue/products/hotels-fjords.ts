import type { DemoHotel } from '../types.js'
import { flexibleAndSaver, flexibleRate } from './rate-plans.js'

export const FJORD_HOTELS: DemoHotel[] = [
  {
    kind: 'hotels',
    code: 'HOT-FLAM-FJORDSIDE',
    supplier: 'supplier',
    location: 'flam',
    lat: 60.8624,
    lng: 7.115,
    address: 'Flåmsvegen 12, 5743 Flåm',
    currency: 'NOK',
    rating: 4.7,
    review_count: 1088,
    categories: ['stays'],
    tags: ['family-friendly'],
    features: [
      'free-wifi',
      'breakfast',
      'parking',
      'sauna',
      'sea-view',
      'restaurant',
      'family-rooms',
      'ev-charging',
    ],
    cancellation: 'moderate',
    images: [
      { scene: 'fjord', palette: ['#8FC1E3', '#DCEBF5', '#2E5E3A', '#F4F1DE'] },
      { scene: 'mountain', palette: ['#9CC3DF', '#E3EEF5', '#3F6B47', '#E07A5F'] },
      { scene: 'lake', palette: ['#A7CBE4', '#EAF2F8', '#466D4C', '#F2CC8F'] },
    ],
    texts: {
      en: {
        name: 'Flåm Fjordside Hotel',
        short_description:
          'Family-run hotel on the shore of the Aurlandsfjord, next to the Flåm Railway station.',
        description:
          "Four generations of the same family have welcomed guests to this hotel at the head of the Aurlandsfjord. Most rooms have balconies facing the water, and the restaurant serves local lamb, goat's cheese and trout from the valley. The Flåm Railway, the fjord cruises and the kayak centre are all a few minutes' walk away. In the evening you can warm up in the sauna on the shore and take a dip in the fjord.",
        meeting_point: 'Reception, Flåmsvegen 12, 5743 Flåm',
        highlights: [
          'Balconies facing the fjord',
          'Three minutes from the Flåm Railway',
          'Sauna right on the shore',
          'Local produce in the restaurant',
        ],
      },
      no: {
        name: 'Flåm Fjordhotell',
        short_description: 'Familiedrevet hotell ved Aurlandsfjorden, like ved Flåm stasjon.',
        description:
          'Fire generasjoner av samme familie har tatt imot gjester på dette hotellet innerst i Aurlandsfjorden. De fleste rommene har balkong mot fjorden, og restauranten serverer lokalt lam, geitost og ørret fra dalen. Flåmsbana, fjordcruisene og kajakksenteret er bare noen minutter unna til fots. Om kvelden kan du varme deg i badstuen i fjæra og ta en dukkert i fjorden.',
        meeting_point: 'Resepsjonen, Flåmsvegen 12, 5743 Flåm',
        highlights: [
          'Balkong mot fjorden',
          'Tre minutter til Flåmsbana',
          'Badstue nede i fjæra',
          'Lokale råvarer i restauranten',
        ],
      },
      de: {
        name: 'Flåm Fjordhotel',
        short_description:
          'Familiengeführtes Hotel am Ufer des Aurlandsfjords, direkt neben dem Bahnhof der Flåmsbahn.',
        description:
          'Seit vier Generationen empfängt dieselbe Familie Gäste in diesem Hotel am Ende des Aurlandsfjords. Die meisten Zimmer haben einen Balkon zum Wasser, und im Restaurant gibt es Lamm, Ziegenkäse und Forelle aus dem Tal. Die Flåmsbahn, die Fjordkreuzfahrten und das Kajakzentrum sind nur wenige Gehminuten entfernt. Abends können Sie sich in der Sauna am Ufer aufwärmen und ein Bad im Fjord nehmen.',
        meeting_point: 'Rezeption, Flåmsvegen 12, 5743 Flåm',
        highlights: [
          'Balkon mit Fjordblick',
          'Drei Minuten zur Flåmsbahn',
          'Sauna direkt am Ufer',
          'Regionale Produkte im Restaurant',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '15:00',
    checkout_time: '11:00',
    room_types: [
      {
        title: {
          en: 'Double room with fjord view',
          no: 'Dobbeltrom med fjordutsikt',
          de: 'Doppelzimmer mit Fjordblick',
        },
        description: {
          en: 'Double room with a private balcony facing the Aurlandsfjord.',
          no: 'Dobbeltrom med egen balkong mot Aurlandsfjorden.',
          de: 'Doppelzimmer mit eigenem Balkon zum Aurlandsfjord.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 16,
        rate_plans: flexibleAndSaver(2190),
      },
      {
        title: { en: 'Family room', no: 'Familierom', de: 'Familienzimmer' },
        description: {
          en: 'Two connecting rooms with a double bed and bunk beds for up to three children.',
          no: 'To rom med dør imellom, dobbeltseng og køyesenger til opptil tre barn.',
          de: 'Zwei verbundene Zimmer mit Doppelbett und Etagenbetten für bis zu drei Kinder.',
        },
        max_adults: 2,
        max_children: 3,
        allotment: 6,
        rate_plans: flexibleAndSaver(3190, 2),
      },
      {
        title: { en: 'Fjord suite', no: 'Fjordsuite', de: 'Fjordsuite' },
        description: {
          en: 'Top-floor suite with a panoramic window, a freestanding bathtub and a large balcony.',
          no: 'Suite i øverste etasje med panoramavindu, frittstående badekar og stor balkong.',
          de: 'Suite im obersten Stock mit Panoramafenster, freistehender Badewanne und großem Balkon.',
        },
        max_adults: 2,
        max_children: 0,
        allotment: 2,
        rate_plans: [flexibleRate(4290, 2)],
      },
    ],
    sold_out_days: [5, 6, 12],
  },
  {
    kind: 'hotels',
    code: 'HOT-GEIR-GUESTHOUSE',
    supplier: 'supplier',
    location: 'geiranger',
    lat: 62.104,
    lng: 7.201,
    address: 'Maråkvegen 20, 6216 Geiranger',
    currency: 'NOK',
    rating: 4.9,
    review_count: 214,
    categories: ['stays'],
    tags: ['family-friendly', 'eco-certified'],
    features: ['free-wifi', 'breakfast', 'parking', 'pet-friendly'],
    cancellation: 'moderate',
    images: [
      { scene: 'mountain', palette: ['#88B7D9', '#DCE9F2', '#557A46', '#B5443A'] },
      { scene: 'fjord', palette: ['#9AC4E2', '#E6F0F7', '#3A5F40', '#F2C14E'] },
    ],
    texts: {
      en: {
        name: 'Fjordgløtt Guesthouse',
        short_description:
          'A cosy wooden guesthouse on the hillside above Geiranger, with homemade breakfast and fjord views.',
        description:
          "Fjordgløtt is a restored farmhouse from 1890 on the slope above the village, run by Ingrid and Lars, who know every trail in the area. The seven rooms are simply furnished with wooden floors, wool blankets and windows facing the Geirangerfjord. Breakfast is homemade, with waffles, jam from the garden and eggs from the farm's own hens. The harbour, shop and cafés are a ten-minute walk down the hill.",
        meeting_point: 'Reception in the main house, Maråkvegen 20, 6216 Geiranger',
        highlights: [
          'Only seven rooms, all with fjord views',
          'Homemade breakfast with waffles and farm eggs',
          'Hosts who know every trail',
          'Free parking',
        ],
      },
      no: {
        name: 'Fjordgløtt Gjestehus',
        short_description:
          'Koselig gjestehus i tre i lia over Geiranger, med hjemmelaget frokost og utsikt over fjorden.',
        description:
          'Fjordgløtt er et restaurert våningshus fra 1890 i lia over bygda, drevet av Ingrid og Lars, som kjenner hver eneste sti i området. De sju rommene er enkelt innredet med tregulv, ullpledd og vinduer mot Geirangerfjorden. Frokosten er hjemmelaget, med vafler, syltetøy fra hagen og egg fra gårdens egne høner. Havna, butikken og kafeene ligger ti minutters gange ned bakken.',
        meeting_point: 'Resepsjonen i hovedhuset, Maråkvegen 20, 6216 Geiranger',
        highlights: [
          'Bare sju rom, alle med fjordutsikt',
          'Hjemmelaget frokost med vafler og gårdsegg',
          'Vertskap som kjenner hver sti',
          'Gratis parkering',
        ],
      },
      de: {
        name: 'Gästehaus Fjordgløtt',
        short_description:
          'Gemütliches Holzgästehaus am Hang über Geiranger mit hausgemachtem Frühstück und Fjordblick.',
        description:
          'Fjordgløtt ist ein restauriertes Bauernhaus von 1890 am Hang oberhalb des Dorfes, geführt von Ingrid und Lars, die jeden Wanderweg der Gegend kennen. Die sieben Zimmer sind schlicht eingerichtet, mit Holzböden, Wolldecken und Fenstern zum Geirangerfjord. Das Frühstück ist hausgemacht, mit Waffeln, Marmelade aus dem Garten und Eiern von den eigenen Hühnern. Hafen, Laden und Cafés erreichen Sie in zehn Minuten zu Fuß bergab.',
        meeting_point: 'Rezeption im Haupthaus, Maråkvegen 20, 6216 Geiranger',
        highlights: [
          'Nur sieben Zimmer, alle mit Fjordblick',
          'Hausgemachtes Frühstück mit Waffeln und Eiern vom Hof',
          'Gastgeber, die jeden Wanderweg kennen',
          'Kostenloser Parkplatz',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '16:00',
    checkout_time: '10:30',
    room_types: [
      {
        title: { en: 'Double room', no: 'Dobbeltrom', de: 'Doppelzimmer' },
        description: {
          en: 'Snug double room under the eaves with a view of the fjord.',
          no: 'Lunt dobbeltrom på loftet med utsikt mot fjorden.',
          de: 'Behagliches Doppelzimmer unter dem Dach mit Blick auf den Fjord.',
        },
        max_adults: 2,
        max_children: 0,
        allotment: 5,
        rate_plans: flexibleAndSaver(1390),
      },
      {
        title: { en: 'Family room', no: 'Familierom', de: 'Familienzimmer' },
        description: {
          en: 'Spacious room with a double bed and a bunk bed for two children.',
          no: 'Romslig rom med dobbeltseng og køyeseng til to barn.',
          de: 'Geräumiges Zimmer mit Doppelbett und einem Etagenbett für zwei Kinder.',
        },
        max_adults: 2,
        max_children: 2,
        allotment: 2,
        rate_plans: flexibleAndSaver(1890),
      },
    ],
  },
]
