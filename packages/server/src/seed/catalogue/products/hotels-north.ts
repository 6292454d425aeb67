import type { DemoHotel } from '../types.js'
import { flexibleAndSaver } from './rate-plans.js'

export const NORTH_HOTELS: DemoHotel[] = [
  {
    kind: 'hotels',
    code: 'HOT-TROMSO-HARBOUR',
    supplier: 'grandhotels',
    location: 'tromso',
    lat: 69.6489,
    lng: 18.958,
    address: 'Kaigata 6, 9008 Tromsø',
    currency: 'NOK',
    rating: 4.5,
    review_count: 1957,
    categories: ['stays', 'winter'],
    tags: ['northern-lights', 'wheelchair-accessible'],
    features: ['free-wifi', 'breakfast', 'spa', 'gym', 'restaurant', 'bar', 'sea-view', 'ski-storage'],
    cancellation: 'moderate',
    images: [
      { scene: 'aurora', palette: ['#0B1B3A', '#1E3A5F', '#E9EEF2', '#3DDC97'] },
      { scene: 'city', palette: ['#24355A', '#4A6A96', '#DDE5ED', '#F6AE2D'] },
    ],
    texts: {
      en: {
        name: 'Polar Harbour Hotel Tromsø',
        short_description: 'Modern hotel on the quayside, with aurora wake-up calls and a rooftop hot tub.',
        description:
          'Right on the quay in the centre of Tromsø, the hotel is the meeting point for many northern lights and whale safaris. Rooms are decorated in calm Arctic tones, and the upper floors look out over the Tromsø Bridge and the Arctic Cathedral. On clear nights the night staff will ring your room when the aurora appears, and the rooftop hot tub is the perfect place to watch it. Boot dryers and a winter clothing rental desk make excursions easier.',
        meeting_point: 'Reception, Kaigata 6, 9008 Tromsø',
        highlights: [
          'Aurora wake-up call on request',
          'Rooftop hot tub with views of the Arctic Cathedral',
          'Meeting point for many excursions',
          'Winter clothing rental in the lobby',
        ],
      },
      no: {
        name: 'Polar Havnehotell Tromsø',
        short_description: 'Moderne hotell på kaia, med nordlysvekking og boblebad på taket.',
        description:
          'Hotellet ligger rett på kaia midt i Tromsø sentrum og er oppmøtested for mange nordlys- og hvalsafarier. Rommene er innredet i rolige, arktiske farger, og fra de øverste etasjene ser du Tromsøbrua og Ishavskatedralen. Klare netter ringer nattevakten til rommet ditt når nordlyset viser seg, og boblebadet på taket er det perfekte stedet å se det fra. Støvletørkere og utleie av vinterklær gjør utfluktene enklere.',
        meeting_point: 'Resepsjonen, Kaigata 6, 9008 Tromsø',
        highlights: [
          'Nordlysvekking på forespørsel',
          'Boblebad på taket med utsikt mot Ishavskatedralen',
          'Oppmøtested for mange utflukter',
          'Utleie av vinterklær i lobbyen',
        ],
      },
      de: {
        name: 'Polar Hafenhotel Tromsø',
        short_description: 'Modernes Hotel direkt am Kai, mit Nordlicht-Weckruf und Whirlpool auf dem Dach.',
        description:
          'Das Hotel liegt direkt am Kai im Zentrum von Tromsø und ist Treffpunkt für viele Nordlicht- und Walsafaris. Die Zimmer sind in ruhigen arktischen Farben gehalten, und aus den oberen Etagen blicken Sie auf die Tromsøbrücke und die Eismeerkathedrale. In klaren Nächten ruft Sie der Nachtdienst an, sobald das Nordlicht erscheint, und der Whirlpool auf dem Dach ist der perfekte Platz, um es zu beobachten. Stiefeltrockner und ein Verleih für Winterkleidung machen Ausflüge leichter.',
        meeting_point: 'Rezeption, Kaigata 6, 9008 Tromsø',
        highlights: [
          'Nordlicht-Weckruf auf Wunsch',
          'Whirlpool auf dem Dach mit Blick auf die Eismeerkathedrale',
          'Treffpunkt für viele Ausflüge',
          'Verleih von Winterkleidung in der Lobby',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '15:00',
    checkout_time: '12:00',
    room_types: [
      {
        title: { en: 'Standard double room', no: 'Standard dobbeltrom', de: 'Standard-Doppelzimmer' },
        description: {
          en: 'Quiet double room facing the town, with blackout curtains and a rain shower.',
          no: 'Stille dobbeltrom mot byen, med mørkleggingsgardiner og regndusj.',
          de: 'Ruhiges Doppelzimmer zur Stadt mit Verdunkelungsvorhängen und Regendusche.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 20,
        rate_plans: flexibleAndSaver(1890),
      },
      {
        title: {
          en: 'Sea view double room',
          no: 'Dobbeltrom med sjøutsikt',
          de: 'Doppelzimmer mit Meerblick',
        },
        description: {
          en: 'Upper-floor room with a view of the sound, the bridge and the Arctic Cathedral.',
          no: 'Rom i de øverste etasjene med utsikt over sundet, brua og Ishavskatedralen.',
          de: 'Zimmer in den oberen Etagen mit Blick auf den Sund, die Brücke und die Eismeerkathedrale.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 12,
        rate_plans: flexibleAndSaver(2390),
      },
      {
        title: { en: 'Family room', no: 'Familierom', de: 'Familienzimmer' },
        description: {
          en: 'Spacious room with a double bed and a sofa bed for two children.',
          no: 'Romslig rom med dobbeltseng og sovesofa til to barn.',
          de: 'Geräumiges Zimmer mit Doppelbett und einem Schlafsofa für zwei Kinder.',
        },
        max_adults: 2,
        max_children: 2,
        allotment: 4,
        rate_plans: flexibleAndSaver(2790),
      },
    ],
  },
  {
    kind: 'hotels',
    code: 'HOT-LOFOTEN-RORBU',
    supplier: 'both',
    location: 'lofoten',
    lat: 68.1545,
    lng: 14.203,
    address: 'Henningsvær havn, 8312 Henningsvær',
    currency: 'NOK',
    rating: 4.8,
    review_count: 642,
    categories: ['stays'],
    tags: ['family-friendly', 'photography'],
    features: ['free-wifi', 'parking', 'sea-view', 'pet-friendly'],
    cancellation: 'moderate',
    images: [
      { scene: 'coast', palette: ['#7FB7D9', '#F3D9B1', '#3C4F45', '#B23A2F'] },
      { scene: 'mountain', palette: ['#8DBBDB', '#E9F1F6', '#4E6151', '#C1292E'] },
      { scene: 'aurora', palette: ['#0E1F3D', '#24406B', '#D9E2EA', '#6BF178'] },
    ],
    texts: {
      en: {
        name: 'Henningsvær Rorbu Cabins',
        short_description: "Traditional red fishermen's cabins on stilts above the harbour of Henningsvær.",
        description:
          "Rorbuer were built for the fishermen who came to Lofoten every winter for the cod season, and these cabins have been lovingly restored with modern kitchens and bathrooms. Each cabin stands on stilts over the water, with a small jetty where you can fish from the doorstep. Henningsvær's galleries and cafés and the famous football pitch on the rocks are a short walk away. Bed linen and towels are included, and a breakfast basket can be delivered to your door.",
        meeting_point: 'Reception in the old fish landing station, Henningsvær harbour',
        highlights: [
          "Restored fishermen's cabins on stilts",
          'Private jetty for fishing from the doorstep',
          'Fully equipped kitchen in every cabin',
          'Walk to galleries, cafés and the famous football pitch',
        ],
      },
      no: {
        name: 'Henningsvær Rorbuer',
        short_description: 'Tradisjonelle røde rorbuer på påler over havna i Henningsvær.',
        description:
          'Rorbuene ble bygd for fiskerne som kom til Lofoten hver vinter under skreifisket, og disse buene er kjærlig restaurert med moderne kjøkken og bad. Hver bu står på påler over sjøen, med en liten brygge der du kan fiske rett utenfor døra. Galleriene og kafeene i Henningsvær og den berømte fotballbanen på svabergene ligger kort vei unna. Sengetøy og håndklær er inkludert, og du kan få en frokostkurv levert på døra.',
        meeting_point: 'Resepsjonen i det gamle fiskebruket, Henningsvær havn',
        highlights: [
          'Restaurerte rorbuer på påler',
          'Egen brygge og fiske rett fra døra',
          'Fullt utstyrt kjøkken i hver bu',
          'Gangavstand til gallerier, kafeer og den berømte fotballbanen',
        ],
      },
      de: {
        name: 'Rorbu-Hütten in Henningsvær',
        short_description: 'Traditionelle rote Fischerhütten auf Pfählen über dem Hafen von Henningsvær.',
        description:
          'Rorbuer wurden für die Fischer gebaut, die jeden Winter zur Kabeljausaison auf die Lofoten kamen, und diese Hütten wurden liebevoll restauriert und mit moderner Küche und Bad ausgestattet. Jede Hütte steht auf Pfählen über dem Wasser und hat einen kleinen Steg, von dem aus Sie direkt vor der Haustür angeln können. Die Galerien und Cafés von Henningsvær und der berühmte Fußballplatz auf den Felsen sind nur einen kurzen Spaziergang entfernt. Bettwäsche und Handtücher sind inklusive, und auf Wunsch wird ein Frühstückskorb an die Tür geliefert.',
        meeting_point: 'Rezeption in der alten Fischannahmestelle, Hafen Henningsvær',
        highlights: [
          'Restaurierte Fischerhütten auf Pfählen',
          'Eigener Steg zum Angeln direkt vor der Tür',
          'Voll ausgestattete Küche in jeder Hütte',
          'Zu Fuß zu Galerien, Cafés und dem berühmten Fußballplatz',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '15:00',
    checkout_time: '11:00',
    room_types: [
      {
        title: { en: 'Rorbu for two', no: 'Rorbu for to', de: 'Rorbu für zwei' },
        description: {
          en: 'Compact cabin with a double bed, a kitchenette and a window over the harbour.',
          no: 'Kompakt bu med dobbeltseng, tekjøkken og vindu mot havna.',
          de: 'Kompakte Hütte mit Doppelbett, Kochnische und Fenster zum Hafen.',
        },
        max_adults: 2,
        max_children: 0,
        allotment: 6,
        rate_plans: flexibleAndSaver(1890, 2),
      },
      {
        title: { en: 'Family rorbu', no: 'Familierorbu', de: 'Familien-Rorbu' },
        description: {
          en: 'Two-bedroom cabin on two floors with a full kitchen and a living room facing the water.',
          no: 'Bu over to etasjer med to soverom, fullt kjøkken og stue mot sjøen.',
          de: 'Hütte auf zwei Etagen mit zwei Schlafzimmern, voll ausgestatteter Küche und Wohnraum zum Wasser.',
        },
        max_adults: 4,
        max_children: 2,
        allotment: 4,
        rate_plans: flexibleAndSaver(2890, 2),
      },
    ],
    // Cabins are deep-cleaned on these days, so guests cannot arrive.
    no_checkin_days: [3, 10, 17],
  },
]
