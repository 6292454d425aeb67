import type { DemoBookable, DemoTicket } from '../types.js'

const sledTickets: DemoTicket[] = [
  { guest_type: 'Adult', price: 2490 },
  { guest_type: 'Child', price: 1490 },
]

export const TROMSO_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-TROMSO-AURORA',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.6483,
    lng: 18.956,
    address: 'Samuel Arnesens gate 5, 9008 Tromsø',
    currency: 'NOK',
    rating: 4.7,
    review_count: 2318,
    categories: ['winter', 'northern-lights-tours'],
    tags: ['northern-lights', 'small-group', 'guided', 'photography'],
    features: ['equipment-included'],
    cancellation: 'moderate',
    images: [
      { scene: 'aurora', palette: ['#0B1B3A', '#1E3A5F', '#E9EEF2', '#3DDC97'] },
      { scene: 'snow', palette: ['#14254A', '#2F4F7F', '#F4F7FA', '#9B5DE5'] },
    ],
    texts: {
      en: {
        name: 'Northern lights chase by minibus',
        short_description:
          'Follow the clearest skies out of Tromsø in a small group led by an experienced aurora photographer.',
        description:
          'Every evening your guide studies the cloud and aurora forecasts and decides where to go, sometimes towards Kvaløya and sometimes all the way to the Finnish border. You travel in a comfortable minibus with no more than 16 guests and stop wherever the sky opens up. While you wait for the lights, there is a campfire with hot drinks and grilled sausages, and the guide helps you set up your camera. Free portrait photos under the aurora are sent to you the next day.',
        meeting_point: 'Outside the tourist information in Samuel Arnesens gate',
        highlights: [
          'Small groups of up to 16 guests',
          'Route chosen each night from cloud and aurora forecasts',
          'Campfire, hot drinks and a light meal',
          'Free portrait photos under the lights',
        ],
      },
      no: {
        name: 'Nordlysjakt med minibuss',
        short_description:
          'Følg den klareste himmelen ut fra Tromsø i en liten gruppe med en erfaren nordlysfotograf.',
        description:
          'Hver kveld studerer guiden skydekke og nordlysvarsel og bestemmer hvor dere skal, noen ganger mot Kvaløya og andre ganger helt til finskegrensen. Dere kjører i en komfortabel minibuss med høyst 16 gjester og stopper der himmelen åpner seg. Mens dere venter på lyset, blir det bål med varm drikke og grillpølser, og guiden hjelper deg med å stille inn kameraet. Gratis portrettbilder under nordlyset får du tilsendt dagen etter.',
        meeting_point: 'Utenfor turistinformasjonen i Samuel Arnesens gate',
        highlights: [
          'Små grupper på opptil 16 gjester',
          'Ruten velges hver kveld ut fra vær- og nordlysvarsel',
          'Bål, varm drikke og et lett måltid',
          'Gratis portrettbilder under nordlyset',
        ],
      },
      de: {
        name: 'Nordlichtjagd im Minibus',
        short_description:
          'Folgen Sie in einer kleinen Gruppe mit einem erfahrenen Nordlichtfotografen dem klarsten Himmel rund um Tromsø.',
        description:
          'Jeden Abend prüft Ihr Guide die Wolken- und Polarlichtvorhersage und entscheidet, wohin es geht, mal Richtung Kvaløya, mal bis an die finnische Grenze. Sie fahren in einem bequemen Minibus mit höchstens 16 Gästen und halten dort, wo der Himmel aufklart. Während Sie auf die Lichter warten, gibt es ein Lagerfeuer mit heißen Getränken und Grillwürstchen, und der Guide hilft Ihnen bei den Kameraeinstellungen. Kostenlose Porträtfotos unter dem Nordlicht erhalten Sie am nächsten Tag.',
        meeting_point: 'Vor der Touristeninformation in der Samuel Arnesens gate',
        highlights: [
          'Kleine Gruppen mit höchstens 16 Gästen',
          'Route jeden Abend nach Wetter- und Nordlichtprognose',
          'Lagerfeuer, heiße Getränke und ein kleiner Imbiss',
          'Kostenlose Porträtfotos unter dem Nordlicht',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 420,
    options: [
      {
        name: { en: 'Evening chase', no: 'Kveldstur', de: 'Abendtour' },
        tickets: [
          { guest_type: 'Adult', price: 1690 },
          { guest_type: 'Child', price: 850 },
        ],
        start_times: ['18:30'],
        allotment: 16,
        cut_off_minutes: 120,
      },
      {
        name: { en: 'Photography chase', no: 'Fototur', de: 'Fototour' },
        tickets: [{ guest_type: 'Adult', price: 2190 }],
        start_times: ['19:00'],
        allotment: 8,
        weekdays: [2, 4, 6],
        cut_off_minutes: 120,
      },
    ],
    sold_out_days: [3],
    nearly_sold_out_days: [1, 2, 6],
  },
  {
    kind: 'activities',
    code: 'ACT-TROMSO-SLED',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.601,
    lng: 18.776,
    address: 'Straumsvegen, 9105 Kvaløya',
    currency: 'NOK',
    rating: 4.9,
    review_count: 1504,
    categories: ['winter', 'outdoor'],
    tags: ['family-friendly', 'guided', 'small-group'],
    features: ['equipment-included'],
    cancellation: 'strict',
    images: [
      { scene: 'snow', palette: ['#BCD4E6', '#F4F7FA', '#FFFFFF', '#C0392B'] },
      { scene: 'forest', palette: ['#A9C2D6', '#EAF0F5', '#F8FAFC', '#2E4A3B'] },
    ],
    texts: {
      en: {
        name: 'Husky sledding on Kvaløya',
        short_description: 'Drive your own team of Alaskan huskies through the snowy valleys west of Tromsø.',
        description:
          'At the kennel on Kvaløya you are greeted by around 200 eager Alaskan huskies and a team of mushers. After a lesson in steering and braking, two guests share a sled and take turns driving a team of six dogs along a 15-kilometre trail through birch forest and open valleys. Back at the camp there is a hot meal of bidos, the Sami reindeer stew, served by the fire in a lavvo tent. Warm winter clothing and boots are provided, and the bus to and from Tromsø centre is included.',
        meeting_point: 'Bus departs from the tourist information in Samuel Arnesens gate',
        highlights: [
          'Drive your own team of six dogs',
          'Cuddle time with the husky puppies',
          'Traditional bidos stew in a lavvo tent',
          'Winter clothing and return bus included',
        ],
      },
      no: {
        name: 'Hundekjøring på Kvaløya',
        short_description: 'Kjør ditt eget spann med alaskahusky gjennom de snødekte dalene vest for Tromsø.',
        description:
          'På hundegården på Kvaløya blir du møtt av rundt 200 ivrige alaskahuskyer og et lag med erfarne kjørere. Etter en innføring i styring og bremsing deler to gjester en slede og bytter på å kjøre et spann på seks hunder langs en 15 kilometer lang løype gjennom bjørkeskog og åpne daler. Tilbake i leiren venter varm bidos, samisk reinsdyrgryte, servert ved bålet i lavvoen. Varme vinterklær og støvler er inkludert, det samme er bussen til og fra Tromsø sentrum.',
        meeting_point: 'Bussen går fra turistinformasjonen i Samuel Arnesens gate',
        highlights: [
          'Kjør ditt eget spann med seks hunder',
          'Kos med huskyvalpene',
          'Tradisjonell bidos i lavvo',
          'Vinterklær og buss tur–retur inkludert',
        ],
      },
      de: {
        name: 'Huskyschlittenfahrt auf Kvaløya',
        short_description:
          'Lenken Sie Ihr eigenes Gespann aus Alaskan Huskys durch die verschneiten Täler westlich von Tromsø.',
        description:
          'In der Hundefarm auf Kvaløya empfangen Sie rund 200 ungeduldige Alaskan Huskys und ein Team erfahrener Musher. Nach einer Einweisung in Lenken und Bremsen teilen sich zwei Gäste einen Schlitten und wechseln sich ab, ein Sechsergespann über eine 15 Kilometer lange Strecke durch Birkenwald und weite Täler zu führen. Zurück im Camp gibt es Bidos, den samischen Rentiereintopf, am Feuer im Lavvo-Zelt. Warme Winterkleidung und Stiefel werden gestellt, und der Bus ab und bis Tromsø-Zentrum ist inklusive.',
        meeting_point: 'Abfahrt des Busses an der Touristeninformation, Samuel Arnesens gate',
        highlights: [
          'Ihr eigenes Gespann mit sechs Hunden',
          'Kuschelzeit mit den Huskywelpen',
          'Traditioneller Bidos-Eintopf im Lavvo',
          'Winterkleidung und Bustransfer inklusive',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 300,
    options: [
      {
        name: { en: 'Morning ride', no: 'Formiddagstur', de: 'Vormittagsfahrt' },
        tickets: sledTickets,
        start_times: ['09:00'],
        allotment: 24,
        cut_off_minutes: 1440,
      },
      {
        name: { en: 'Afternoon ride', no: 'Ettermiddagstur', de: 'Nachmittagsfahrt' },
        tickets: sledTickets,
        start_times: ['13:00'],
        allotment: 24,
        cut_off_minutes: 1440,
      },
    ],
    nearly_sold_out_days: [5, 7],
  },
  {
    kind: 'activities',
    code: 'ACT-TROMSO-WHALE',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.6478,
    lng: 18.9603,
    address: 'Prostneset, 9008 Tromsø',
    currency: 'NOK',
    rating: 4.6,
    review_count: 941,
    categories: ['water', 'winter'],
    tags: ['wildlife', 'guided', 'eco-certified', 'photography'],
    features: ['free-wifi'],
    cancellation: 'strict',
    images: [
      { scene: 'coast', palette: ['#5E7FA3', '#C9D6E3', '#1F3347', '#F2F2F2'] },
      { scene: 'fjord', palette: ['#6F8FB0', '#D5DFE9', '#2B3F52', '#E07A5F'] },
    ],
    texts: {
      en: {
        name: 'Whale watching by silent catamaran',
        short_description:
          'Search for orcas and humpback whales in the fjords north of Tromsø aboard a hybrid-electric catamaran.',
        description:
          'Each winter, orcas and humpback whales follow the herring into the fjords of Northern Norway. The catamaran leaves Tromsø harbour at first light and switches to electric power when the crew spots a blow, so the whales are not disturbed. A marine biologist on board explains their behaviour, and the heated lounge serves hot soup and coffee. Sightings are never guaranteed, but if you see no whales you can join another trip free of charge.',
        meeting_point: 'Prostneset quay, by the Hurtigruten terminal',
        highlights: [
          'Orcas and humpback whales in the wild',
          'Silent electric running near the animals',
          'Marine biologist on board',
          'Free second trip if no whales are seen',
        ],
      },
      no: {
        name: 'Hvalsafari med stillegående katamaran',
        short_description:
          'Let etter spekkhoggere og knølhval i fjordene nord for Tromsø om bord i en hybridkatamaran.',
        description:
          'Hver vinter følger spekkhoggere og knølhval silda inn i fjordene i Nord-Norge. Katamaranen går fra Tromsø havn i det første dagslyset og skifter til elektrisk drift når mannskapet ser blåst, slik at hvalene ikke blir forstyrret. En marinbiolog om bord forteller om hvalenes atferd, og i den oppvarmede salongen serveres varm suppe og kaffe. Vi kan aldri garantere hval, men ser du ingen, får du bli med på en ny tur uten ekstra kostnad.',
        meeting_point: 'Prostneset kai, ved hurtigruteterminalen',
        highlights: [
          'Spekkhoggere og knølhval i sitt naturlige miljø',
          'Lydløs eldrift nær dyrene',
          'Marinbiolog om bord',
          'Ny tur gratis hvis dere ikke ser hval',
        ],
      },
      de: {
        name: 'Walbeobachtung mit dem leisen Katamaran',
        short_description:
          'Halten Sie an Bord eines Hybrid-Katamarans in den Fjorden nördlich von Tromsø Ausschau nach Orcas und Buckelwalen.',
        description:
          'Jeden Winter folgen Orcas und Buckelwale dem Hering in die Fjorde Nordnorwegens. Der Katamaran legt im ersten Tageslicht im Hafen von Tromsø ab und schaltet auf Elektroantrieb um, sobald die Crew einen Blas entdeckt, damit die Wale nicht gestört werden. Ein Meeresbiologe an Bord erklärt das Verhalten der Tiere, und in der beheizten Lounge gibt es heiße Suppe und Kaffee. Sichtungen sind nie garantiert; sehen Sie keine Wale, fahren Sie kostenlos ein weiteres Mal mit.',
        meeting_point: 'Kai Prostneset, am Hurtigruten-Terminal',
        highlights: [
          'Orcas und Buckelwale in freier Natur',
          'Lautloser Elektroantrieb in der Nähe der Tiere',
          'Meeresbiologe an Bord',
          'Kostenlose zweite Fahrt, falls keine Wale zu sehen sind',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 480,
    options: [
      {
        name: { en: 'Full-day safari', no: 'Heldagstur', de: 'Tagesausflug' },
        tickets: [
          { guest_type: 'Adult', price: 1990 },
          { guest_type: 'Child', price: 1290 },
          { guest_type: 'Family', price: 5990, price_type: 2, member_count: 4 },
        ],
        start_times: ['08:30'],
        allotment: 40,
        cut_off_minutes: 1440,
      },
    ],
  },
]
