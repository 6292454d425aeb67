import type { DemoBookable } from '../types.js'

export const NORWAY_EVENTS: DemoBookable[] = [
  {
    kind: 'events',
    code: 'EVT-BERGEN-GRIEG',
    supplier: 'supplier',
    location: 'bergen',
    lat: 60.3176,
    lng: 5.3364,
    address: 'Troldhaugvegen 65, 5232 Paradis',
    currency: 'NOK',
    rating: 4.9,
    review_count: 421,
    categories: ['culture'],
    tags: ['live-music', 'wheelchair-accessible'],
    features: ['parking'],
    cancellation: 'strict',
    images: [
      { scene: 'lake', palette: ['#9CC5E0', '#E7F0F6', '#4C7A4C', '#F2A541'] },
      { scene: 'museum', palette: ['#E8E2D6', '#C9B79C', '#5C4B3B', '#8C1C13'] },
    ],
    texts: {
      en: {
        name: 'Grieg concert at Troldhaugen',
        short_description: "Hear Edvard Grieg's piano music in the concert hall beside his lakeside villa.",
        description:
          "Troldhaugen was Edvard Grieg's home for 22 years, and the composer and his wife Nina are buried in the rock face below the villa. In the intimate Troldsalen concert hall, a leading Norwegian pianist plays a programme of Grieg's best-loved works, with Lake Nordås as the backdrop behind the stage. Before the concert you can stroll through the garden and peek into the hut by the water where he composed many of his pieces. The ticket includes entry to the museum and the villa.",
        meeting_point: 'Troldhaugen main entrance, Troldhaugvegen 65',
        highlights: [
          "Grieg's music in his own home",
          'Intimate hall with a view of the lake',
          'Entry to the villa and museum included',
          "Walk to the composer's hut by the water",
        ],
      },
      no: {
        name: 'Griegkonsert på Troldhaugen',
        short_description: 'Hør Edvard Griegs klavermusikk i konsertsalen ved villaen hans ved Nordåsvannet.',
        description:
          'Troldhaugen var Edvard Griegs hjem i 22 år, og komponisten og kona Nina ligger begravet i fjellveggen nedenfor villaen. I den intime konsertsalen Troldsalen spiller en fremstående norsk pianist et program med Griegs mest elskede verk, med Nordåsvannet som bakteppe bak scenen. Før konserten kan du spasere i hagen og kikke inn i komponisthytta ved vannet, der han skrev mange av verkene sine. Billetten gir også adgang til museet og villaen.',
        meeting_point: 'Hovedinngangen på Troldhaugen, Troldhaugvegen 65',
        highlights: [
          'Griegs musikk i hans eget hjem',
          'Intim konsertsal med utsikt mot vannet',
          'Adgang til villaen og museet inkludert',
          'Spasertur til komponisthytta ved vannet',
        ],
      },
      de: {
        name: 'Grieg-Konzert in Troldhaugen',
        short_description: 'Hören Sie Edvard Griegs Klaviermusik im Konzertsaal neben seiner Villa am See.',
        description:
          'Troldhaugen war 22 Jahre lang das Zuhause von Edvard Grieg, und der Komponist und seine Frau Nina ruhen in der Felswand unterhalb der Villa. Im intimen Konzertsaal Troldsalen spielt ein renommierter norwegischer Pianist Griegs beliebteste Werke, hinter der Bühne liegt der See Nordåsvannet. Vor dem Konzert können Sie durch den Garten schlendern und einen Blick in die Komponistenhütte am Wasser werfen, in der viele seiner Werke entstanden. Das Ticket schließt den Eintritt in Museum und Villa ein.',
        meeting_point: 'Haupteingang Troldhaugen, Troldhaugvegen 65',
        highlights: [
          'Griegs Musik in seinem eigenen Zuhause',
          'Intimer Saal mit Blick auf den See',
          'Eintritt in Villa und Museum inklusive',
          'Spaziergang zur Komponistenhütte am Wasser',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 90,
    options: [
      {
        name: { en: 'Evening concert', no: 'Kveldskonsert', de: 'Abendkonzert' },
        tickets: [
          { guest_type: 'Adult', price: 450 },
          { guest_type: 'Senior', price: 380 },
          { guest_type: 'Student', price: 250 },
          { guest_type: 'Child', price: 150 },
        ],
        start_times: ['19:30'],
        allotment: 40,
        cut_off_minutes: 120,
      },
    ],
    event_days: [5, 12, 19, 26, 40, 54],
    nearly_sold_out_days: [5],
  },
  {
    kind: 'events',
    code: 'EVT-TROMSO-CATHEDRAL',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.6481,
    lng: 18.9871,
    address: 'Hans Nilsens vei 41, 9020 Tromsdalen',
    currency: 'NOK',
    rating: 4.6,
    review_count: 389,
    categories: ['culture', 'winter'],
    tags: ['live-music', 'northern-lights', 'wheelchair-accessible', 'rainy-day'],
    features: [],
    cancellation: 'flexible',
    images: [
      { scene: 'aurora', palette: ['#101D3C', '#27406B', '#EEF2F6', '#7BDFF2'] },
      { scene: 'snow', palette: ['#1A2B4C', '#3E5C8A', '#F7F9FB', '#F4D35E'] },
    ],
    texts: {
      en: {
        name: 'Northern lights concert in the Arctic Cathedral',
        short_description:
          "An evening of Norwegian folk tunes, classical pieces and Sami joik beneath the cathedral's great glass mosaic.",
        description:
          "With its sharp white triangles, the Arctic Cathedral is Tromsø's best-known landmark, and its acoustics are superb. In this hour-long concert, three local musicians perform Norwegian folk songs, classical pieces and traditional Sami joik. The great glass mosaic above the altar is lit during the performance, and candles keep the hall warm and intimate. The cathedral is a short walk or bus ride across the Tromsø Bridge from the city centre.",
        meeting_point: 'Arctic Cathedral (Ishavskatedralen), Hans Nilsens vei 41',
        highlights: [
          "Tromsø's iconic Arctic Cathedral",
          'Folk songs, classical pieces and Sami joik',
          'Candlelight beneath the glass mosaic',
          'Short walk across the bridge from the centre',
        ],
      },
      no: {
        name: 'Nordlyskonsert i Ishavskatedralen',
        short_description:
          'En kveld med norske folketoner, klassiske stykker og samisk joik under katedralens store glassmosaikk.',
        description:
          'Med sine skarpe, hvite trekanter er Ishavskatedralen Tromsøs mest kjente landemerke, og akustikken er praktfull. I denne timelange konserten framfører tre lokale musikere norske folkesanger, klassiske stykker og tradisjonell samisk joik. Den store glassmosaikken over alteret lyses opp under konserten, og levende lys gir en lun og intim stemning. Katedralen ligger en kort spasertur eller busstur over Tromsøbrua fra sentrum.',
        meeting_point: 'Ishavskatedralen, Hans Nilsens vei 41',
        highlights: [
          'Tromsøs ikoniske Ishavskatedral',
          'Folkesanger, klassisk musikk og samisk joik',
          'Levende lys under glassmosaikken',
          'Kort spasertur over brua fra sentrum',
        ],
      },
      de: {
        name: 'Nordlichtkonzert in der Eismeerkathedrale',
        short_description:
          'Ein Abend mit norwegischen Volksweisen, klassischen Stücken und samischem Joik unter dem großen Glasmosaik der Kathedrale.',
        description:
          'Mit ihren spitzen weißen Dreiecken ist die Eismeerkathedrale das bekannteste Wahrzeichen von Tromsø, und ihre Akustik ist hervorragend. In dem einstündigen Konzert spielen drei Musiker aus der Region norwegische Volkslieder, klassische Stücke und traditionellen samischen Joik. Das große Glasmosaik über dem Altar wird während des Konzerts beleuchtet, und Kerzen sorgen für eine warme, intime Stimmung. Vom Zentrum erreichen Sie die Kathedrale mit einem kurzen Spaziergang oder mit dem Bus über die Tromsøbrücke.',
        meeting_point: 'Eismeerkathedrale (Ishavskatedralen), Hans Nilsens vei 41',
        highlights: [
          'Tromsøs berühmte Eismeerkathedrale',
          'Volkslieder, Klassik und samischer Joik',
          'Kerzenschein unter dem Glasmosaik',
          'Kurzer Spaziergang über die Brücke vom Zentrum',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 60,
    options: [
      {
        name: { en: 'Concert', no: 'Konsert', de: 'Konzert' },
        tickets: [
          { guest_type: 'Adult', price: 350 },
          { guest_type: 'Student', price: 250 },
          { guest_type: 'Child', price: 100 },
        ],
        start_times: ['20:00'],
        allotment: 40,
      },
    ],
    event_days: [2, 4, 9, 16, 23, 30, 37],
    sold_out_days: [2],
    nearly_sold_out_days: [4],
  },
]
