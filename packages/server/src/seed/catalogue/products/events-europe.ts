import type { DemoBookable } from '../types.js'

export const EUROPE_EVENTS: DemoBookable[] = [
  {
    kind: 'events',
    code: 'EVT-STOCKHOLM-FEAST',
    supplier: 'citywalks',
    location: 'stockholm',
    lat: 59.3329,
    lng: 18.1285,
    address: 'Djurgårdsbrunn, 115 25 Stockholm',
    currency: 'SEK',
    rating: 4.7,
    review_count: 198,
    categories: ['food-drink', 'culture'],
    tags: ['food', 'live-music'],
    features: ['bar'],
    cancellation: 'strict',
    images: [
      { scene: 'food', palette: ['#2E3A4D', '#E9C46A', '#F4EBD9', '#9D0208'] },
      { scene: 'lake', palette: ['#A9C6DE', '#F0E2C8', '#4F7A5A', '#C97B3D'] },
    ],
    texts: {
      en: {
        name: 'Long-table feast with Swedish folk music',
        short_description:
          'Share herring, meatballs and songs at one long table in an old boathouse on Djurgården.',
        description:
          'Swedes love to gather around a long table, and this evening lets visitors join the tradition. In a timber boathouse on Djurgården, guests sit side by side at a seasonal buffet of pickled herring, gravlax, meatballs, Västerbotten cheese pie and cloudberries for dessert. Between courses a fiddler and a singer lead traditional drinking songs, with song sheets in Swedish and English. Soft drinks are included, and wine and schnapps are sold at the bar.',
        meeting_point: 'The old boathouse at Djurgårdsbrunn, ten minutes on foot from the tram stop',
        highlights: [
          'Long-table buffet of Swedish classics',
          'Live fiddle music and drinking songs',
          'Song sheets in Swedish and English',
          'Soft drinks included',
        ],
      },
      no: {
        name: 'Langbordsfest med svensk folkemusikk',
        short_description:
          'Del sild, kjøttboller og sanger ved ett langt bord i et gammelt båthus på Djurgården.',
        description:
          'Svensker elsker å samles rundt et langbord, og denne kvelden får besøkende være med på tradisjonen. I et tømret båthus på Djurgården sitter gjestene side om side ved en sesongbuffet med sursild, gravlaks, kjøttboller, Västerbotten-pai og multer til dessert. Mellom rettene leder en spelemann og en sanger tradisjonelle drikkeviser, med sangark på svensk og engelsk. Alkoholfri drikke er inkludert, og vin og akevitt kan kjøpes i baren.',
        meeting_point: 'Det gamle båthuset ved Djurgårdsbrunn, ti minutter å gå fra trikkeholdeplassen',
        highlights: [
          'Langbordsbuffet med svenske klassikere',
          'Levende felemusikk og drikkeviser',
          'Sangark på svensk og engelsk',
          'Alkoholfri drikke inkludert',
        ],
      },
      de: {
        name: 'Tafelfest mit schwedischer Volksmusik',
        short_description:
          'Hering, Köttbullar und Lieder an einer langen Tafel in einem alten Bootshaus auf Djurgården.',
        description:
          'Schweden lieben es, an einer langen Tafel zusammenzukommen, und an diesem Abend sind Besucher Teil der Tradition. In einem hölzernen Bootshaus auf Djurgården sitzen die Gäste Seite an Seite vor einem saisonalen Büfett mit eingelegtem Hering, Graved Lachs, Köttbullar, Västerbotten-Käsequiche und Moltebeeren zum Nachtisch. Zwischen den Gängen stimmen ein Geiger und eine Sängerin traditionelle Trinklieder an, die Liedblätter gibt es auf Schwedisch und Englisch. Alkoholfreie Getränke sind inklusive, Wein und Schnaps gibt es an der Bar.',
        meeting_point: 'Altes Bootshaus bei Djurgårdsbrunn, zehn Gehminuten von der Straßenbahnhaltestelle',
        highlights: [
          'Büfett mit schwedischen Klassikern an langer Tafel',
          'Live-Geigenmusik und Trinklieder',
          'Liedblätter auf Schwedisch und Englisch',
          'Alkoholfreie Getränke inklusive',
        ],
      },
    },
    sites: ['nordic'],
    duration_minutes: 180,
    options: [
      {
        name: { en: 'Dinner and music', no: 'Middag og musikk', de: 'Abendessen mit Musik' },
        tickets: [
          { guest_type: 'Adult', price: 1195 },
          { guest_type: 'Child', price: 595 },
        ],
        start_times: ['18:30'],
        allotment: 40,
        cut_off_minutes: 1440,
      },
    ],
    event_days: [8, 15, 22, 29, 36],
    sold_out_days: [15],
    nearly_sold_out_days: [8],
  },
  {
    kind: 'events',
    code: 'EVT-CPH-JAZZ',
    supplier: 'both',
    location: 'copenhagen',
    lat: 55.672,
    lng: 12.5905,
    address: 'Overgaden neden Vandet, 1414 København K',
    currency: 'DKK',
    rating: 4.6,
    review_count: 274,
    categories: ['culture', 'food-drink'],
    tags: ['live-music', 'rainy-day'],
    features: ['bar'],
    cancellation: 'strict',
    images: [
      { scene: 'city', palette: ['#1D2D44', '#3E5C76', '#748CAB', '#F0C808'] },
      { scene: 'food', palette: ['#2B2118', '#A0826D', '#EFE6DD', '#3D5A80'] },
    ],
    texts: {
      en: {
        name: 'Jazz night in a Christianshavn cellar',
        short_description: 'Live Danish jazz in a vaulted 18th-century cellar by the canal.',
        description:
          'Copenhagen has been a jazz city since American greats made it their home in the 1960s, and the tradition lives on in small clubs. This evening takes place in a vaulted cellar by the Christianshavn canal, where a local quartet plays two sets of standards and their own tunes. Tables are close to the stage, and a light supper of open sandwiches can be added when you book. Doors open 30 minutes before the music starts.',
        meeting_point: 'Overgaden neden Vandet, by the canal in Christianshavn',
        highlights: [
          'Two sets by a Danish jazz quartet',
          'Vaulted cellar by the canal',
          'Seats close to the stage',
          'Open-sandwich supper available',
        ],
      },
      no: {
        name: 'Jazzkveld i en kjeller på Christianshavn',
        short_description: 'Levende dansk jazz i en hvelvet kjeller fra 1700-tallet ved kanalen.',
        description:
          'København har vært en jazzby siden amerikanske storheter slo seg ned der på 1960-tallet, og tradisjonen lever videre i små klubber. Kvelden holdes i en hvelvet kjeller ved kanalen på Christianshavn, der en lokal kvartett spiller to sett med standardlåter og egne komposisjoner. Bordene står tett ved scenen, og en lett kveldsmat med smørbrød kan bestilles sammen med billetten. Dørene åpner 30 minutter før musikken starter.',
        meeting_point: 'Overgaden neden Vandet, ved kanalen på Christianshavn',
        highlights: [
          'To sett med en dansk jazzkvartett',
          'Hvelvet kjeller ved kanalen',
          'Plasser tett ved scenen',
          'Smørbrød til kvelds kan bestilles',
        ],
      },
      de: {
        name: 'Jazzabend in einem Gewölbekeller in Christianshavn',
        short_description:
          'Dänischer Live-Jazz in einem Gewölbekeller aus dem 18. Jahrhundert direkt am Kanal.',
        description:
          'Kopenhagen ist eine Jazzstadt, seit sich in den 1960er-Jahren amerikanische Größen hier niederließen, und in kleinen Clubs lebt diese Tradition weiter. Der Abend findet in einem Gewölbekeller am Kanal von Christianshavn statt, wo ein einheimisches Quartett zwei Sets mit Standards und eigenen Stücken spielt. Die Tische stehen nah an der Bühne, und bei der Buchung können Sie ein leichtes Abendessen mit Smørrebrød dazunehmen. Einlass ist 30 Minuten vor Konzertbeginn.',
        meeting_point: 'Overgaden neden Vandet, am Kanal in Christianshavn',
        highlights: [
          'Zwei Sets eines dänischen Jazzquartetts',
          'Gewölbekeller am Kanal',
          'Plätze nah an der Bühne',
          'Smørrebrød-Abendessen zubuchbar',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 150,
    options: [
      {
        name: { en: 'Concert only', no: 'Bare konsert', de: 'Nur Konzert' },
        tickets: [
          { guest_type: 'Adult', price: 295 },
          { guest_type: 'Student', price: 195 },
        ],
        start_times: ['20:00'],
        allotment: 40,
      },
      {
        name: { en: 'Concert with supper', no: 'Konsert med smørbrød', de: 'Konzert mit Smørrebrød' },
        tickets: [{ guest_type: 'Adult', price: 545 }],
        start_times: ['18:30'],
        allotment: 20,
        cut_off_minutes: 1440,
      },
    ],
    event_days: [3, 10, 17, 24, 31, 38, 45],
    nearly_sold_out_days: [3, 10],
  },
  {
    kind: 'events',
    code: 'EVT-EDINBURGH-CEILIDH',
    supplier: 'both',
    location: 'edinburgh',
    lat: 55.9486,
    lng: -3.186,
    address: 'Cowgate, Edinburgh EH1',
    currency: 'GBP',
    rating: 4.8,
    review_count: 356,
    categories: ['culture', 'food-drink'],
    tags: ['live-music', 'food', 'family-friendly'],
    features: ['bar'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#8D99AE', '#D8D8D8', '#4A4A48', '#2A9D8F'] },
      { scene: 'food', palette: ['#3A2E39', '#C08552', '#F3E9DC', '#1E5128'] },
    ],
    texts: {
      en: {
        name: 'Scottish ceilidh night with supper',
        short_description:
          'Learn the Gay Gordons and Strip the Willow to a live band, with a haggis supper included.',
        description:
          'A ceilidh is a Scottish party of traditional music and group dancing, and nobody needs to know the steps in advance. A caller walks everyone through each dance before the band strikes up, so within minutes you will be spinning through the Gay Gordons and the Dashing White Sergeant. Halfway through the evening there is a supper of haggis, neeps and tatties, with a vegetarian option. The hall is just off the Royal Mile, and the night ends with everyone singing Auld Lang Syne.',
        meeting_point: 'Church hall on the Cowgate, five minutes from the Royal Mile',
        highlights: [
          'Live ceilidh band and a caller who teaches every dance',
          'Haggis, neeps and tatties supper',
          'No dancing experience needed',
          'Auld Lang Syne to close the night',
        ],
      },
      no: {
        name: 'Skotsk ceilidh-kveld med kveldsmat',
        short_description: 'Lær Gay Gordons og Strip the Willow til levende musikk, med haggis til kvelds.',
        description:
          'En ceilidh er en skotsk fest med tradisjonell musikk og gruppedans, og ingen trenger å kunne trinnene på forhånd. En danseleder går gjennom hver dans før bandet setter i gang, så etter noen minutter svinger du deg gjennom Gay Gordons og Dashing White Sergeant. Midtveis i kvelden serveres haggis med kålrotstappe og potetmos, og det finnes et vegetarisk alternativ. Salen ligger like ved Royal Mile, og kvelden avsluttes med at alle synger Auld Lang Syne.',
        meeting_point: 'Menighetssalen i Cowgate, fem minutter fra Royal Mile',
        highlights: [
          'Levende ceilidh-band og en danseleder som lærer bort hver dans',
          'Haggis med kålrotstappe og potetmos',
          'Ingen danseerfaring nødvendig',
          'Auld Lang Syne til slutt',
        ],
      },
      de: {
        name: 'Schottischer Ceilidh-Abend mit Abendessen',
        short_description:
          'Tanzen Sie Gay Gordons und Strip the Willow zu einer Live-Band, Haggis zum Abendessen inklusive.',
        description:
          'Ein Ceilidh ist ein schottisches Fest mit traditioneller Musik und Gruppentänzen, und niemand muss die Schritte vorher kennen. Ein Ansager erklärt jeden Tanz, bevor die Band loslegt, sodass Sie nach wenigen Minuten durch den Gay Gordons und den Dashing White Sergeant wirbeln. In der Pause gibt es Haggis mit Steckrüben- und Kartoffelpüree, auch eine vegetarische Variante ist erhältlich. Der Saal liegt gleich neben der Royal Mile, und zum Abschluss singen alle gemeinsam Auld Lang Syne.',
        meeting_point: 'Gemeindesaal in der Cowgate, fünf Minuten von der Royal Mile',
        highlights: [
          'Live-Ceilidh-Band und ein Ansager, der jeden Tanz erklärt',
          'Haggis mit Steckrüben- und Kartoffelpüree',
          'Keine Tanzerfahrung nötig',
          'Zum Abschluss Auld Lang Syne',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 210,
    options: [
      {
        name: { en: 'Ceilidh and supper', no: 'Ceilidh med kveldsmat', de: 'Ceilidh mit Abendessen' },
        tickets: [
          { guest_type: 'Adult', price: 45 },
          { guest_type: 'Child', price: 25 },
          { guest_type: 'Group', price: 240, price_type: 2, member_count: 6 },
        ],
        start_times: ['19:00'],
        allotment: 40,
        cut_off_minutes: 1440,
      },
    ],
    event_days: [6, 13, 20, 27, 34, 41, 48, 55],
  },
]
