import type { DemoBookable, DemoTicket } from '../types.js'

const cruiseTickets: DemoTicket[] = [
  { guest_type: 'Adult', price: 690 },
  { guest_type: 'Child', price: 350 },
  { guest_type: 'Senior', price: 590 },
  { guest_type: 'Family', price: 1690, price_type: 2, member_count: 4 },
]

const kayakTickets: DemoTicket[] = [
  { guest_type: 'Adult', price: 1090 },
  { guest_type: 'Youth', price: 890 },
]

export const FLAM_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-FLAM-CRUISE',
    supplier: 'fjordline',
    location: 'flam',
    lat: 60.8636,
    lng: 7.1142,
    address: 'Flåm kai, 5743 Flåm',
    currency: 'NOK',
    rating: 4.8,
    review_count: 1243,
    categories: ['water', 'fjord-cruises'],
    tags: ['family-friendly', 'wheelchair-accessible', 'unesco', 'guided'],
    features: ['free-wifi'],
    cancellation: 'flexible',
    images: [
      { scene: 'fjord', palette: ['#8FC1E3', '#DCEBF5', '#2E5E3A', '#E4572E'] },
      { scene: 'mountain', palette: ['#9CC3DF', '#E3EEF5', '#3F6B47', '#F2F2F2'] },
    ],
    texts: {
      en: {
        name: 'Fjord cruise from Flåm',
        short_description: 'Glide through the narrow, UNESCO-listed Nærøyfjord on a quiet electric boat.',
        description:
          'The cruise leaves Flåm and follows the Aurlandsfjord before turning into the Nærøyfjord, one of the narrowest fjords in the world. Waterfalls tumble down cliffs that rise more than 1,200 metres above the boat, and tiny farms cling to the ledges. The hybrid-electric vessel runs almost silently, so you can hear the water and perhaps spot seals and porpoises. Commentary is given in English, Norwegian and German, and the return trip takes about two hours.',
        meeting_point: 'Flåm quay, ticket office next to the railway station',
        highlights: [
          'Sail the UNESCO-listed Nærøyfjord',
          'Quiet hybrid-electric boat with panoramic windows',
          'Waterfalls, mountain farms and seals along the way',
          'Live commentary in three languages',
        ],
      },
      no: {
        name: 'Fjordcruise fra Flåm',
        short_description:
          'Gli gjennom den smale Nærøyfjorden, som står på UNESCOs verdensarvliste, i en stillegående elbåt.',
        description:
          'Turen starter i Flåm og følger Aurlandsfjorden før båten svinger inn i Nærøyfjorden, en av verdens smaleste fjorder. Fossene styrter ned fra fjellsider som reiser seg over 1200 meter rett opp fra vannet, og små gårder klamrer seg fast på hyllene. Hybridbåten går nesten lydløst, så du hører vannet og kan få øye på sel og nise. Guidingen foregår på engelsk, norsk og tysk, og rundturen tar rundt to timer.',
        meeting_point: 'Flåm kai, billettkontoret ved jernbanestasjonen',
        highlights: [
          'Seil på verdensarvfjorden Nærøyfjorden',
          'Stillegående hybridbåt med panoramavinduer',
          'Fosser, fjellgårder og sel underveis',
          'Guiding på tre språk',
        ],
      },
      de: {
        name: 'Fjordkreuzfahrt ab Flåm',
        short_description:
          'Gleiten Sie auf einem leisen Elektroschiff durch den engen Nærøyfjord, der zum UNESCO-Welterbe gehört.',
        description:
          'Die Fahrt beginnt in Flåm und folgt dem Aurlandsfjord, bevor das Schiff in den Nærøyfjord einbiegt, einen der schmalsten Fjorde der Welt. Wasserfälle stürzen über Felswände, die mehr als 1.200 Meter steil aus dem Wasser ragen, und kleine Höfe kleben an den Berghängen. Das Hybridschiff fährt fast geräuschlos, sodass Sie das Wasser rauschen hören und mit etwas Glück Robben und Schweinswale entdecken. Die Erläuterungen gibt es auf Englisch, Norwegisch und Deutsch; die Rundfahrt dauert etwa zwei Stunden.',
        meeting_point: 'Kai in Flåm, Ticketschalter neben dem Bahnhof',
        highlights: [
          'Fahrt durch den Nærøyfjord, UNESCO-Welterbe',
          'Leises Hybridschiff mit Panoramafenstern',
          'Wasserfälle, Berghöfe und Robben unterwegs',
          'Live-Kommentar in drei Sprachen',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 120,
    options: [
      {
        name: { en: 'Morning departure', no: 'Formiddagsavgang', de: 'Vormittagsabfahrt' },
        tickets: cruiseTickets,
        start_times: ['09:00', '11:00'],
        allotment: 40,
      },
      {
        name: { en: 'Afternoon departure', no: 'Ettermiddagsavgang', de: 'Nachmittagsabfahrt' },
        tickets: cruiseTickets,
        start_times: ['14:00', '16:00'],
        allotment: 40,
      },
    ],
    sold_out_days: [2, 9],
    nearly_sold_out_days: [1, 3, 10],
  },
  {
    kind: 'activities',
    code: 'ACT-FLAM-KAYAK',
    supplier: 'supplier',
    location: 'flam',
    lat: 60.862,
    lng: 7.1175,
    address: 'Flåm strand, 5743 Flåm',
    currency: 'NOK',
    rating: 4.9,
    review_count: 387,
    categories: ['water', 'outdoor'],
    tags: ['small-group', 'guided', 'eco-certified'],
    features: ['equipment-included'],
    cancellation: 'moderate',
    images: [
      { scene: 'fjord', palette: ['#A7C9E2', '#E5EFF5', '#35573F', '#F2A541'] },
      { scene: 'lake', palette: ['#B3D4EA', '#EEF4F8', '#4D7A52', '#E4572E'] },
    ],
    texts: {
      en: {
        name: 'Guided kayak trip on the Aurlandsfjord',
        short_description: 'Paddle out from Flåm beach with a local guide and see the fjord at water level.',
        description:
          'After a short safety briefing on the beach in Flåm, you set off in stable single or double sea kayaks along the Aurlandsfjord. Your guide picks the route according to wind and weather, often towards the old farms at Fronneset, and shares stories about life by the fjord. No experience is needed, and the small groups leave time for photos and a warm drink on shore. Dry suits, paddling jackets and all other equipment are included.',
        meeting_point: 'Flåm beach, by the kayak centre next to the marina',
        highlights: [
          'Small groups of up to 12 paddlers',
          'No experience needed',
          'Dry suits and all equipment included',
          'Coffee and snack break on a quiet beach',
        ],
      },
      no: {
        name: 'Kajakktur med guide på Aurlandsfjorden',
        short_description: 'Padle ut fra stranda i Flåm med lokal guide og opplev fjorden fra vannflaten.',
        description:
          'Etter en kort sikkerhetsgjennomgang på stranda i Flåm padler dere ut i stødige enkelt- eller dobbeltkajakker langs Aurlandsfjorden. Guiden velger rute etter vind og vær, ofte mot de gamle gårdene ved Fronneset, og forteller om livet langs fjorden. Du trenger ingen erfaring, og de små gruppene gir god tid til bilder og en varm kopp på land. Tørrdrakt, padlejakke og alt annet utstyr er inkludert.',
        meeting_point: 'Stranda i Flåm, ved kajakksenteret ved siden av småbåthavna',
        highlights: [
          'Små grupper på opptil 12 padlere',
          'Ingen erfaring nødvendig',
          'Tørrdrakt og alt utstyr inkludert',
          'Kaffepause på en stille strand',
        ],
      },
      de: {
        name: 'Geführte Kajaktour auf dem Aurlandsfjord',
        short_description:
          'Paddeln Sie mit einem ortskundigen Guide vom Strand in Flåm los und erleben Sie den Fjord direkt auf dem Wasser.',
        description:
          'Nach einer kurzen Sicherheitseinweisung am Strand von Flåm geht es in stabilen Einer- oder Zweier-Seekajaks hinaus auf den Aurlandsfjord. Ihr Guide wählt die Route je nach Wind und Wetter, oft zu den alten Höfen bei Fronneset, und erzählt vom Leben am Fjord. Vorkenntnisse sind nicht nötig, und in den kleinen Gruppen bleibt Zeit für Fotos und ein heißes Getränk an Land. Trockenanzüge, Paddeljacken und die gesamte Ausrüstung sind inklusive.',
        meeting_point: 'Strand von Flåm, am Kajakzentrum neben dem Bootshafen',
        highlights: [
          'Kleine Gruppen mit höchstens 12 Teilnehmern',
          'Keine Vorkenntnisse nötig',
          'Trockenanzug und komplette Ausrüstung inklusive',
          'Kaffeepause an einem ruhigen Strand',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 180,
    options: [
      {
        name: { en: 'Half-day paddle', no: 'Halvdagstur', de: 'Halbtagestour' },
        tickets: kayakTickets,
        start_times: ['09:00', '13:00'],
        allotment: 12,
        cut_off_minutes: 1440,
      },
      {
        name: { en: 'Evening paddle', no: 'Kveldspadling', de: 'Abendpaddeln' },
        tickets: kayakTickets,
        start_times: ['18:00'],
        allotment: 12,
        weekdays: [2, 4, 6],
        cut_off_minutes: 1440,
      },
    ],
    nearly_sold_out_days: [4, 11],
  },
]
