import type { DemoBookable } from '../types.js'
import { FULL_DAY, HALF_DAY } from './option-names.js'

export const CITY_RENTALS: DemoBookable[] = [
  {
    kind: 'rentals',
    code: 'REN-TROMSO-SKI',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.65,
    lng: 18.956,
    address: 'Storgata 60, 9008 Tromsø',
    currency: 'NOK',
    rating: 4.4,
    review_count: 96,
    categories: ['winter', 'outdoor'],
    tags: ['self-guided', 'family-friendly'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'snow', palette: ['#B8CFE2', '#F2F6FA', '#FFFFFF', '#1D4E89'] },
      { scene: 'forest', palette: ['#C3D6E6', '#F5F8FB', '#F9FBFC', '#386641'] },
    ],
    texts: {
      en: {
        name: 'Ski and snowshoe rental in Tromsø',
        short_description:
          'Borrow cross-country skis, touring skis or snowshoes and head for the floodlit trails above the city.',
        description:
          "Tromsø's locals spend winter evenings on the floodlit ski trail that runs the length of the island, a short bus ride from the centre. Our shop rents classic cross-country skis, touring skis with skins and snowshoes for all ages, and the staff will help you find the right size and wax. Ask for our map of easy trails and viewpoints, including the loop around Prestvannet lake. Boots and poles are always included.",
        meeting_point: 'Rental shop in Storgata, two minutes from the main square',
        highlights: [
          'Cross-country skis, touring skis and snowshoes',
          'Boots and poles included',
          'Help with sizing and waxing',
          'Map of easy trails on the island',
        ],
      },
      no: {
        name: 'Utleie av ski og truger i Tromsø',
        short_description: 'Lei langrennsski, toppturski eller truger og ta turen til lysløypa over byen.',
        description:
          'Tromsøværingene tilbringer vinterkveldene i lysløypa som går langs hele øya, bare en kort busstur fra sentrum. Vi leier ut klassiske langrennsski, toppturski med feller og truger for alle aldre, og vi hjelper deg å finne riktig størrelse og smøring. Spør etter kartet vårt over enkle løyper og utsiktspunkter, blant annet runden rundt Prestvannet. Sko og staver er alltid inkludert.',
        meeting_point: 'Utleiebutikken i Storgata, to minutter fra torget',
        highlights: [
          'Langrennsski, toppturski og truger',
          'Sko og staver inkludert',
          'Hjelp med størrelse og smøring',
          'Kart over enkle løyper på øya',
        ],
      },
      de: {
        name: 'Ski- und Schneeschuhverleih in Tromsø',
        short_description:
          'Leihen Sie Langlaufski, Tourenski oder Schneeschuhe und erkunden Sie die beleuchteten Loipen über der Stadt.',
        description:
          'Die Einwohner von Tromsø verbringen ihre Winterabende auf der beleuchteten Loipe, die sich über die ganze Insel zieht und nur eine kurze Busfahrt vom Zentrum entfernt liegt. Wir verleihen klassische Langlaufski, Tourenski mit Fellen und Schneeschuhe für alle Altersgruppen und helfen Ihnen bei der richtigen Größe und dem passenden Wachs. Fragen Sie nach unserer Karte mit leichten Loipen und Aussichtspunkten, etwa der Runde um den See Prestvannet. Schuhe und Stöcke sind immer inklusive.',
        meeting_point: 'Verleihladen in der Storgata, zwei Minuten vom Marktplatz',
        highlights: [
          'Langlaufski, Tourenski und Schneeschuhe',
          'Schuhe und Stöcke inklusive',
          'Hilfe bei Größe und Wachs',
          'Karte mit leichten Loipen auf der Insel',
        ],
      },
    },
    sites: ['nordic'],
    duration_minutes: 240,
    options: [
      {
        name: HALF_DAY,
        tickets: [
          { guest_type: 'Adult', price: 290 },
          { guest_type: 'Child', price: 190 },
        ],
        start_times: ['09:00', '13:00'],
        allotment: 30,
      },
      {
        name: FULL_DAY,
        tickets: [
          { guest_type: 'Adult', price: 450 },
          { guest_type: 'Child', price: 290 },
        ],
        start_times: ['09:00'],
        allotment: 30,
      },
    ],
  },
  {
    kind: 'rentals',
    code: 'REN-CPH-BIKE',
    supplier: 'citywalks',
    location: 'copenhagen',
    lat: 55.6838,
    lng: 12.57,
    address: 'Frederiksborggade 21, 1360 København K',
    currency: 'DKK',
    rating: 4.5,
    review_count: 583,
    categories: ['outdoor', 'family'],
    tags: ['self-guided', 'family-friendly'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'city', palette: ['#B5D3E7', '#F6E7C1', '#E07A5F', '#3D5A80'] },
      { scene: 'lake', palette: ['#A8CDE5', '#F3EBD3', '#6A994E', '#BC4749'] },
    ],
    texts: {
      en: {
        name: 'City bike rental in Copenhagen',
        short_description:
          'Pick up a classic Danish city bike or a cargo bike and ride around town like a Copenhagener.',
        description:
          "There is no better way to get around Copenhagen than by bike, and our shop by the Torvehallerne food market has bikes for the whole family. Choose a classic three-gear city bike, a children's bike or a Christiania cargo bike that seats two children in the box at the front. Every rental comes with a lock, lights and a map of the city's cycle routes, and helmets are free on request. Our staff are happy to suggest rides to Amager Strand beach or around the city lakes.",
        meeting_point: 'Bike shop in Frederiksborggade, next to the Torvehallerne food market',
        highlights: [
          "City bikes, children's bikes and cargo bikes",
          'Lock, lights and cycle map included',
          'Free helmet on request',
          'Two minutes from Nørreport station',
        ],
      },
      no: {
        name: 'Sykkelutleie i København',
        short_description:
          'Hent en klassisk dansk bysykkel eller en lastesykkel og sykle rundt som en ekte københavner.',
        description:
          'Det finnes ingen bedre måte å komme seg rundt i København på enn med sykkel, og butikken vår ved Torvehallerne har sykler til hele familien. Velg en klassisk bysykkel med tre gir, en barnesykkel eller en Christiania-lastesykkel med plass til to barn i kassa foran. Lås, lys og et kart over byens sykkelruter følger alltid med, og hjelm får du gratis hvis du vil. De ansatte foreslår gjerne turer til Amager Strand eller rundt Søerne.',
        meeting_point: 'Sykkelbutikken i Frederiksborggade, ved siden av Torvehallerne',
        highlights: [
          'Bysykler, barnesykler og lastesykler',
          'Lås, lys og sykkelkart inkludert',
          'Gratis hjelm på forespørsel',
          'To minutter fra Nørreport stasjon',
        ],
      },
      de: {
        name: 'Fahrradverleih in Kopenhagen',
        short_description:
          'Holen Sie sich ein klassisches dänisches Stadtrad oder ein Lastenrad und fahren Sie durch die Stadt wie die Kopenhagener.',
        description:
          'Nirgends kommt man in Kopenhagen besser voran als mit dem Fahrrad, und unser Laden bei der Markthalle Torvehallerne hat Räder für die ganze Familie. Wählen Sie ein klassisches Stadtrad mit drei Gängen, ein Kinderrad oder ein Christiania-Lastenrad, in dessen Kiste vorne zwei Kinder Platz haben. Schloss, Beleuchtung und eine Karte der Radrouten sind immer dabei, einen Helm bekommen Sie auf Wunsch kostenlos. Unser Team empfiehlt Ihnen gern Touren zum Amager Strand oder rund um die Seen der Stadt.',
        meeting_point: 'Fahrradladen in der Frederiksborggade, neben der Markthalle Torvehallerne',
        highlights: [
          'Stadträder, Kinderräder und Lastenräder',
          'Schloss, Licht und Radkarte inklusive',
          'Helm auf Wunsch kostenlos',
          'Zwei Minuten vom Bahnhof Nørreport',
        ],
      },
    },
    sites: ['nordic'],
    duration_minutes: 240,
    options: [
      {
        name: HALF_DAY,
        // The cargo bike carries the family, so it is priced per bike.
        tickets: [
          { guest_type: 'Adult', price: 120 },
          { guest_type: 'Child', price: 80 },
          { guest_type: 'Family', price: 300, price_type: 2, member_count: 3 },
        ],
        start_times: ['09:00', '13:00'],
        allotment: 30,
      },
      {
        name: FULL_DAY,
        tickets: [
          { guest_type: 'Adult', price: 180 },
          { guest_type: 'Child', price: 120 },
          { guest_type: 'Family', price: 450, price_type: 2, member_count: 3 },
        ],
        start_times: ['09:00'],
        allotment: 30,
      },
    ],
  },
]
