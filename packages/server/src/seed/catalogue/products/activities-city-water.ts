import type { DemoBookable } from '../types.js'

export const CITY_WATER_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-OSLO-SAUNA',
    supplier: 'supplier',
    location: 'oslo',
    lat: 59.9072,
    lng: 10.756,
    address: 'Langkaia 1, 0150 Oslo',
    currency: 'NOK',
    rating: 4.8,
    review_count: 305,
    categories: ['water'],
    tags: ['private', 'small-group'],
    features: ['sauna', 'sea-view'],
    cancellation: 'moderate',
    images: [
      { scene: 'fjord', palette: ['#9FB8CC', '#E8D8C3', '#4A5A66', '#E76F51'] },
      { scene: 'city', palette: ['#A3C9E2', '#F2E6D8', '#C9CED3', '#264653'] },
    ],
    texts: {
      en: {
        name: 'Private floating sauna on the Oslofjord',
        short_description:
          'Book a wood-fired sauna raft in the harbour and jump straight into the fjord between rounds.',
        description:
          'Sauna bathing has become part of everyday life in Oslo, and the floating saunas off the Opera House are the best place to try it. Your group has the whole sauna to itself for two hours, with panoramic windows facing the fjord and a ladder straight down into the sea. Your host lights the wood stove before you arrive and shows you how to pour water on the stones. Towels and drinking water are included; bring swimwear and something warm for afterwards.',
        meeting_point: 'Langkaia, the floating pier east of the Opera House',
        highlights: [
          'The whole sauna for your group',
          'Panoramic windows facing the fjord',
          'Cold plunge straight into the sea',
          'Towels and drinking water included',
        ],
      },
      no: {
        name: 'Privat flytende badstue på Oslofjorden',
        short_description: 'Bestill en vedfyrt badstueflåte i havna og hopp rett i fjorden mellom rundene.',
        description:
          'Badstue har blitt en del av hverdagen i Oslo, og de flytende badstuene ved Operaen er det beste stedet å prøve. Dere har hele badstuen for dere selv i to timer, med panoramavinduer mot fjorden og en stige rett ned i sjøen. Verten fyrer opp i vedovnen før dere kommer og viser hvordan dere slår vann på steinene. Håndklær og drikkevann er inkludert; ta med badetøy og noe varmt til etterpå.',
        meeting_point: 'Langkaia, flytebrygga øst for Operaen',
        highlights: [
          'Hele badstuen for dere selv',
          'Panoramavinduer mot fjorden',
          'Kaldt bad rett i sjøen',
          'Håndklær og drikkevann inkludert',
        ],
      },
      de: {
        name: 'Private schwimmende Sauna auf dem Oslofjord',
        short_description:
          'Buchen Sie ein holzbefeuertes Saunafloß im Hafen und springen Sie zwischen den Saunagängen direkt in den Fjord.',
        description:
          'Saunieren gehört in Oslo längst zum Alltag, und die schwimmenden Saunen vor der Oper sind der beste Ort, um es auszuprobieren. Zwei Stunden lang hat Ihre Gruppe die ganze Sauna für sich, mit Panoramafenstern zum Fjord und einer Leiter direkt ins Meer. Ihr Gastgeber heizt den Holzofen vor Ihrer Ankunft an und zeigt Ihnen, wie man Wasser auf die Steine gießt. Handtücher und Trinkwasser sind inklusive; bringen Sie Badesachen und etwas Warmes für danach mit.',
        meeting_point: 'Langkaia, Schwimmsteg östlich der Oper',
        highlights: [
          'Die ganze Sauna für Ihre Gruppe',
          'Panoramafenster zum Fjord',
          'Abkühlung direkt im Meer',
          'Handtücher und Trinkwasser inklusive',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 120,
    // A private sauna is not sold to a single guest.
    min_booking: 2,
    options: [
      {
        name: { en: 'Morning session', no: 'Morgenbadstue', de: 'Morgensauna' },
        tickets: [{ guest_type: 'Adult', price: 450 }],
        start_times: ['08:00', '10:00'],
        allotment: 8,
        cut_off_minutes: 120,
      },
      {
        name: { en: 'Evening session', no: 'Kveldsbadstue', de: 'Abendsauna' },
        tickets: [{ guest_type: 'Adult', price: 550 }],
        start_times: ['17:00', '19:30'],
        allotment: 8,
        cut_off_minutes: 120,
      },
    ],
    nearly_sold_out_days: [1, 5],
  },
  {
    kind: 'activities',
    code: 'ACT-STOCKHOLM-KAYAK',
    supplier: 'citywalks',
    location: 'stockholm',
    lat: 59.321,
    lng: 18.026,
    address: 'Långholmen, 117 33 Stockholm',
    currency: 'SEK',
    rating: 4.7,
    review_count: 468,
    categories: ['water', 'city-tours'],
    tags: ['guided', 'family-friendly', 'eco-certified'],
    features: ['equipment-included'],
    cancellation: 'moderate',
    images: [
      { scene: 'lake', palette: ['#A9C6DE', '#F0E2C8', '#4F7A5A', '#C97B3D'] },
      { scene: 'city', palette: ['#B3CDE3', '#F3E6CF', '#C97B3D', '#2A5C8A'] },
    ],
    texts: {
      en: {
        name: "Kayaking between Stockholm's islands",
        short_description:
          'Paddle the waters that tie Stockholm together, from Långholmen towards the old town.',
        description:
          'Stockholm is built on fourteen islands, and a kayak shows the city from its best side. Starting at Långholmen, you paddle beneath bridges and along smooth granite shores, past the City Hall and the colourful houses of Södermalm. Your guide tells stories of the former prison island and of the locals who still swim right in the city centre. Stable double kayaks make the trip suitable for beginners, and a fika break with cinnamon buns is part of it.',
        meeting_point: 'Kayak jetty on Långholmen, next to the bathing beach',
        highlights: [
          'City Hall and Södermalm from the water',
          'Beginner-friendly double kayaks',
          'Fika with cinnamon buns on an island',
          'All equipment included',
        ],
      },
      no: {
        name: 'Kajakk mellom Stockholms øyer',
        short_description: 'Padle på vannet som binder Stockholm sammen, fra Långholmen mot gamlebyen.',
        description:
          'Stockholm er bygd på fjorten øyer, og fra kajakken ser du byen fra sin beste side. Dere starter på Långholmen og padler under broer og langs svaberg, forbi Stadshuset og de fargerike husene på Södermalm. Guiden forteller om den tidligere fengselsøya og om stockholmerne som fortsatt bader midt i sentrum. Stødige dobbeltkajakker gjør turen egnet for nybegynnere, og en fikapause med kanelboller hører med.',
        meeting_point: 'Kajakkbrygga på Långholmen, ved siden av badestranda',
        highlights: [
          'Stadshuset og Södermalm fra vannet',
          'Stødige dobbeltkajakker for nybegynnere',
          'Fika med kanelboller på en øy',
          'Alt utstyr inkludert',
        ],
      },
      de: {
        name: 'Mit dem Kajak zwischen Stockholms Inseln',
        short_description:
          'Paddeln Sie auf dem Wasser, das Stockholm zusammenhält, von Långholmen in Richtung Altstadt.',
        description:
          'Stockholm ist auf vierzehn Inseln gebaut, und vom Kajak aus zeigt sich die Stadt von ihrer schönsten Seite. Von Långholmen aus paddeln Sie unter Brücken hindurch und an glatt geschliffenen Felsufern entlang, vorbei am Rathaus und den bunten Häusern von Södermalm. Ihr Guide erzählt von der ehemaligen Gefängnisinsel und von den Stockholmern, die bis heute mitten in der Stadt baden. Stabile Zweierkajaks machen die Tour auch für Einsteiger geeignet, und eine Fika-Pause mit Zimtschnecken gehört dazu.',
        meeting_point: 'Kajaksteg auf Långholmen, neben dem Badestrand',
        highlights: [
          'Rathaus und Södermalm vom Wasser aus',
          'Einsteigerfreundliche Zweierkajaks',
          'Fika mit Zimtschnecken auf einer Insel',
          'Komplette Ausrüstung inklusive',
        ],
      },
      fi: {
        name: 'Melontaa Tukholman saarten välissä',
        short_description:
          'Meloa vesillä, jotka sitovat Tukholman yhteen, Långholmenilta kohti vanhaakaupunkia.',
        description:
          'Tukholma on rakennettu neljälletoista saarelle, ja kajakista kaupunki näyttää parhaan puolensa. Långholmenilta lähdettyänne melotte siltojen alitse ja sileiden kalliorantojen vierestä, ohi kaupungintalon ja Södermalmin värikkäiden talojen. Opas kertoo entisestä vankilasaaresta ja tukholmalaisista, jotka uivat yhä keskellä kaupunkia. Vakaat kahden hengen kajakit sopivat aloittelijoillekin, ja retkeen kuuluu fika-tauko kanelipullien kera.',
        meeting_point: 'Långholmenin kajakkilaituri uimarannan vieressä',
        highlights: [
          'Kaupungintalo ja Södermalm vesiltä käsin',
          'Aloittelijoille sopivat kahden hengen kajakit',
          'Fika kanelipullien kera saarella',
          'Kaikki varusteet sisältyvät',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 180,
    options: [
      {
        name: {
          en: 'Morning paddle',
          no: 'Formiddagspadling',
          de: 'Vormittagstour',
          fi: 'Aamupäivän melonta',
        },
        tickets: [
          { guest_type: 'Adult', price: 995 },
          { guest_type: 'Child', price: 595 },
        ],
        start_times: ['09:30'],
        allotment: 14,
        cut_off_minutes: 120,
      },
      {
        name: { en: 'Evening paddle', no: 'Kveldspadling', de: 'Abendpaddeln', fi: 'Iltamelonta' },
        tickets: [{ guest_type: 'Adult', price: 1095 }],
        start_times: ['18:00'],
        allotment: 14,
        weekdays: [3, 5, 6],
        cut_off_minutes: 120,
      },
    ],
  },
]
