import type { DemoBookable } from '../types.js'
import { DAY_TICKET } from './option-names.js'

export const EUROPE_ATTRACTIONS: DemoBookable[] = [
  {
    kind: 'attractions',
    code: 'ATT-STOCKHOLM-VASA',
    supplier: 'citywalks',
    location: 'stockholm',
    lat: 59.328,
    lng: 18.0914,
    address: 'Galärvarvsvägen 14, 115 21 Stockholm',
    currency: 'SEK',
    rating: 4.8,
    review_count: 5210,
    categories: ['museums', 'culture'],
    tags: ['rainy-day', 'wheelchair-accessible', 'family-friendly', 'guided'],
    features: ['restaurant'],
    cancellation: 'flexible',
    images: [
      { scene: 'museum', palette: ['#2B2D42', '#8D6E63', '#D7CCC8', '#C9A227'] },
      { scene: 'lake', palette: ['#A9C6DE', '#F0E2C8', '#4F7A5A', '#C97B3D'] },
    ],
    texts: {
      en: {
        name: 'Vasa Museum',
        short_description:
          "See the world's only preserved 17th-century warship, raised from Stockholm harbour after 333 years.",
        description:
          'In 1628 the royal warship Vasa sank in Stockholm harbour on her maiden voyage, barely a nautical mile from the quay. Raised in 1961 almost completely intact, she now fills a museum hall on Djurgården that was built around her. Galleries on seven levels let you study the ship from keel to stern castle with its hundreds of carved sculptures, and the exhibitions tell the stories of the people on board. Guided tours in English run several times a day and are included in the ticket.',
        meeting_point: 'Museum entrance, Galärvarvsvägen 14, Djurgården',
        highlights: [
          "The world's only preserved 17th-century warship",
          'Hundreds of original carved sculptures',
          'Viewing galleries on seven levels',
          'Guided tour included',
        ],
      },
      no: {
        name: 'Vasamuseet',
        short_description:
          'Se verdens eneste bevarte krigsskip fra 1600-tallet, hevet fra havnebunnen i Stockholm etter 333 år.',
        description:
          'I 1628 sank orlogsskipet Vasa i Stockholms havn på sin første seilas, knapt en nautisk mil fra kaia. Skipet ble hevet nesten helt intakt i 1961 og fyller i dag en museumshall på Djurgården som ble bygd rundt det. Fra gallerier i sju etasjer ser du skipet fra kjølen til akterkastellet med hundrevis av utskårne skulpturer, og utstillingene forteller om menneskene om bord. Omvisninger på engelsk går flere ganger daglig og er inkludert i billetten.',
        meeting_point: 'Museumsinngangen, Galärvarvsvägen 14, Djurgården',
        highlights: [
          'Verdens eneste bevarte krigsskip fra 1600-tallet',
          'Hundrevis av originale skulpturer',
          'Gallerier i sju etasjer',
          'Omvisning inkludert',
        ],
      },
      de: {
        name: 'Vasa-Museum',
        short_description:
          'Sehen Sie das einzige erhaltene Kriegsschiff des 17. Jahrhunderts, nach 333 Jahren aus dem Stockholmer Hafen geborgen.',
        description:
          'Im Jahr 1628 sank das königliche Kriegsschiff Vasa auf seiner Jungfernfahrt im Stockholmer Hafen, kaum eine Seemeile vom Kai entfernt. 1961 wurde es nahezu unversehrt gehoben, und heute füllt es eine Museumshalle auf Djurgården, die eigens um das Schiff herum gebaut wurde. Von Galerien auf sieben Ebenen betrachten Sie das Schiff vom Kiel bis zum Achterkastell mit seinen Hunderten von geschnitzten Figuren, und Ausstellungen erzählen von den Menschen an Bord. Führungen auf Englisch finden mehrmals täglich statt und sind im Eintritt enthalten.',
        meeting_point: 'Museumseingang, Galärvarvsvägen 14, Djurgården',
        highlights: [
          'Das einzige erhaltene Kriegsschiff des 17. Jahrhunderts',
          'Hunderte originale Schnitzfiguren',
          'Galerien auf sieben Ebenen',
          'Führung inklusive',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 150,
    options: [
      {
        name: DAY_TICKET,
        tickets: [
          { guest_type: 'Adult', price: 220 },
          { guest_type: 'Student', price: 180 },
          { guest_type: 'Senior', price: 180 },
        ],
        start_times: ['10:00'],
        allotment: 40,
      },
    ],
  },
  {
    kind: 'attractions',
    code: 'ATT-BERLIN-MUSEUMS',
    supplier: 'both',
    location: 'berlin',
    lat: 52.5192,
    lng: 13.3977,
    address: 'Bodestraße 1–3, 10178 Berlin',
    currency: 'EUR',
    rating: 4.7,
    review_count: 1893,
    categories: ['museums', 'culture'],
    tags: ['unesco', 'rainy-day', 'wheelchair-accessible', 'self-guided'],
    features: [],
    cancellation: 'flexible',
    images: [
      { scene: 'museum', palette: ['#E8E2D6', '#C9B79C', '#5C4B3B', '#1D3557'] },
      { scene: 'city', palette: ['#B0B8C1', '#E5E5E5', '#8A817C', '#457B9D'] },
    ],
    texts: {
      en: {
        name: 'Museum Island day pass',
        short_description:
          "One ticket for the museums on Berlin's Museum Island, from Nefertiti in the Neues Museum to the paintings of the Alte Nationalgalerie.",
        description:
          'Museum Island in the River Spree is home to world-class museums and is a UNESCO World Heritage Site. The day pass lets you explore them at your own pace: the bust of Nefertiti in the Neues Museum, the Greek and Roman collections of the Altes Museum, Romantic paintings in the Alte Nationalgalerie and the sculptures and coins of the Bode-Museum. Lockers and audio guides are included, and the museum cafés make it easy to stay all day.',
        meeting_point: 'James-Simon-Galerie visitor centre, Bodestraße 1–3',
        highlights: [
          'Every museum on the island with one ticket',
          'Bust of Nefertiti in the Neues Museum',
          'UNESCO World Heritage Site',
          'Lockers and audio guides included',
        ],
      },
      no: {
        name: 'Dagskort til Museumsinsel',
        short_description:
          'Én billett til museene på Museumsinsel i Berlin, fra Nefertiti i Neues Museum til maleriene i Alte Nationalgalerie.',
        description:
          'Museumsinsel i elva Spree rommer museer i verdensklasse og står på UNESCOs verdensarvliste. Med dagskortet utforsker du dem i ditt eget tempo: Nefertiti-bysten i Neues Museum, de greske og romerske samlingene i Altes Museum, romantisk malerkunst i Alte Nationalgalerie og skulpturene og myntene i Bode-Museum. Garderobeskap og audioguide er inkludert, og kafeene i museene gjør det lett å bli hele dagen.',
        meeting_point: 'Besøkssenteret James-Simon-Galerie, Bodestraße 1–3',
        highlights: [
          'Alle museene på øya med én billett',
          'Nefertiti-bysten i Neues Museum',
          'UNESCOs verdensarv',
          'Garderobeskap og audioguide inkludert',
        ],
      },
      de: {
        name: 'Tageskarte Museumsinsel',
        short_description:
          'Ein Ticket für die Museen der Berliner Museumsinsel, von Nofretete im Neuen Museum bis zu den Gemälden der Alten Nationalgalerie.',
        description:
          'Die Museumsinsel in der Spree beherbergt Museen von Weltrang und gehört zum UNESCO-Welterbe. Mit der Tageskarte erkunden Sie sie in Ihrem eigenen Tempo: die Büste der Nofretete im Neuen Museum, die griechischen und römischen Sammlungen im Alten Museum, Gemälde der Romantik in der Alten Nationalgalerie sowie Skulpturen und Münzen im Bode-Museum. Schließfächer und Audioguides sind inklusive, und die Museumscafés machen es leicht, den ganzen Tag zu bleiben.',
        meeting_point: 'Besucherzentrum James-Simon-Galerie, Bodestraße 1–3',
        highlights: [
          'Alle Museen der Insel mit einem Ticket',
          'Büste der Nofretete im Neuen Museum',
          'UNESCO-Welterbe',
          'Schließfächer und Audioguides inklusive',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 300,
    options: [
      {
        name: { en: 'Day pass', no: 'Dagskort', de: 'Tageskarte' },
        tickets: [
          { guest_type: 'Adult', price: 24 },
          { guest_type: 'Student', price: 12 },
        ],
        start_times: ['10:00'],
        allotment: 40,
      },
    ],
  },
]
