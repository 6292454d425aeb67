import type { DemoBookable } from '../types.js'
import { AFTERNOON_TOUR, MORNING_TOUR } from './option-names.js'

export const EUROPE_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-EDINBURGH-VAULTS',
    supplier: 'both',
    location: 'edinburgh',
    lat: 55.9496,
    lng: -3.1877,
    address: 'Blair Street, Edinburgh EH1',
    currency: 'GBP',
    rating: 4.5,
    review_count: 2764,
    categories: ['city-tours', 'culture'],
    tags: ['guided', 'rainy-day'],
    features: [],
    cancellation: 'flexible',
    images: [
      { scene: 'city', palette: ['#8D99AE', '#D8D8D8', '#4A4A48', '#7B2D26'] },
      { scene: 'museum', palette: ['#2B2D42', '#5C4B3B', '#8D7B68', '#F4A259'] },
    ],
    texts: {
      en: {
        name: "Edinburgh's underground vaults",
        short_description:
          'Descend beneath the Old Town into the vaults of South Bridge and hear the stories of the people who lived there.',
        description:
          "When South Bridge was built in the 1780s, its arches were sealed off to create rooms for workshops, taverns and storage. As the damp crept in, the tradesmen left and the city's poorest moved in, until the vaults were abandoned and forgotten. By candlelight your guide takes you through the chambers and tells tales of smugglers, body snatchers and the ghosts said to linger. The tour is atmospheric rather than frightening and lasts about 75 minutes.",
        meeting_point: 'Blair Street, just off the Royal Mile at Hunter Square',
        highlights: [
          'Hidden chambers beneath the Old Town',
          'Candlelit tour with a born storyteller',
          'Tales of smugglers and body snatchers',
          'Atmospheric, not scary: fine for teenagers',
        ],
      },
      no: {
        name: 'Hvelvene under Edinburgh',
        short_description:
          'Gå ned under gamlebyen, inn i hvelvene under South Bridge, og hør historiene om dem som bodde der.',
        description:
          'Da South Bridge ble bygd på 1780-tallet, ble buene under brua murt igjen og gjort om til verksteder, vertshus og lagerrom. Etter hvert som fukten trengte inn, flyttet håndverkerne ut og byens fattigste flyttet inn, helt til hvelvene ble forlatt og glemt. I levende lys viser guiden deg rundt i kamrene og forteller om smuglere, likrøvere og gjenferdene som skal ha blitt igjen. Turen er mer stemningsfull enn skummel og varer i rundt 75 minutter.',
        meeting_point: 'Blair Street, like ved Royal Mile ved Hunter Square',
        highlights: [
          'Skjulte kamre under gamlebyen',
          'Tur i levende lys med en fortellerglad guide',
          'Historier om smuglere og likrøvere',
          'Stemningsfullt, ikke skummelt: passer for tenåringer',
        ],
      },
      de: {
        name: 'Die unterirdischen Gewölbe von Edinburgh',
        short_description:
          'Steigen Sie unter die Altstadt hinab in die Gewölbe der South Bridge und hören Sie die Geschichten ihrer einstigen Bewohner.',
        description:
          'Als die South Bridge in den 1780er-Jahren gebaut wurde, mauerte man ihre Bögen zu und richtete darin Werkstätten, Schänken und Lager ein. Mit der Feuchtigkeit zogen die Handwerker aus und die Ärmsten der Stadt ein, bis die Gewölbe schließlich verlassen und vergessen wurden. Bei Kerzenschein führt Sie Ihr Guide durch die Kammern und erzählt von Schmugglern, Leichendieben und den Geistern, die dort angeblich noch umgehen. Die Tour ist eher stimmungsvoll als gruselig und dauert etwa 75 Minuten.',
        meeting_point: 'Blair Street, gleich neben der Royal Mile am Hunter Square',
        highlights: [
          'Versteckte Kammern unter der Altstadt',
          'Tour bei Kerzenschein mit einem erzählfreudigen Guide',
          'Geschichten von Schmugglern und Leichendieben',
          'Stimmungsvoll statt gruselig: auch für Jugendliche geeignet',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 75,
    options: [
      {
        name: { en: 'Daytime tour', no: 'Dagtur', de: 'Tagestour' },
        tickets: [
          { guest_type: 'Adult', price: 18 },
          { guest_type: 'Student', price: 15 },
          { guest_type: 'Child', price: 12 },
        ],
        start_times: ['12:00', '14:00', '16:00'],
        allotment: 20,
      },
      {
        name: {
          en: 'Late-night ghost tour',
          no: 'Spøkelsestur sent på kvelden',
          de: 'Geistertour am späten Abend',
        },
        tickets: [
          { guest_type: 'Adult', price: 22 },
          { guest_type: 'Student', price: 19 },
        ],
        start_times: ['21:00', '22:00'],
        allotment: 20,
        weekdays: [4, 5, 6],
      },
    ],
    sold_out_days: [7],
    nearly_sold_out_days: [3],
  },
  {
    kind: 'activities',
    code: 'ACT-BERLIN-WALL',
    supplier: 'both',
    location: 'berlin',
    lat: 52.5352,
    lng: 13.3903,
    address: 'Bernauer Straße 119, 13355 Berlin',
    currency: 'EUR',
    rating: 4.8,
    review_count: 1630,
    categories: ['city-tours', 'culture'],
    tags: ['guided'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'city', palette: ['#B0B8C1', '#E5E5E5', '#6B6B6B', '#E63946'] },
      { scene: 'forest', palette: ['#A8B5C2', '#E8ECEF', '#5F7A61', '#F1C453'] },
    ],
    texts: {
      en: {
        name: 'Berlin Wall bike tour',
        short_description:
          'Follow the line of the former Wall by bike, from Bernauer Strasse to the East Side Gallery.',
        description:
          'For 28 years the Wall cut straight through Berlin, and today a double row of cobblestones marks where it stood. This tour follows its course by bike, starting at the memorial in Bernauer Strasse with its preserved death strip and watchtower. Your guide tells of escape tunnels, divided families and the night the border opened in 1989, then leads you past Checkpoint Charlie to the murals of the East Side Gallery. The ride is flat and about 15 kilometres long, with bikes and helmets included.',
        meeting_point: 'Berlin Wall Memorial visitor centre, Bernauer Strasse 119',
        highlights: [
          'Berlin Wall Memorial and its watchtower',
          'Checkpoint Charlie and the East Side Gallery',
          'Flat 15-kilometre route',
          'Bike and helmet included',
        ],
      },
      no: {
        name: 'Sykkeltur langs Berlinmuren',
        short_description: 'Følg linjen der muren gikk, fra Bernauer Strasse til East Side Gallery.',
        description:
          'I 28 år delte muren Berlin i to, og i dag markerer en dobbel rad med brostein hvor den sto. Denne turen følger traseen på sykkel og starter ved minnesmerket i Bernauer Strasse, der dødsstripen og et vakttårn er bevart. Guiden forteller om fluktunneler, splittede familier og natten da grensen åpnet i 1989, før turen går forbi Checkpoint Charlie til veggmaleriene på East Side Gallery. Ruten er flat og rundt 15 kilometer lang, og sykkel og hjelm er inkludert.',
        meeting_point: 'Besøkssenteret ved minnesmerket for Berlinmuren, Bernauer Strasse 119',
        highlights: [
          'Minnesmerket for Berlinmuren med vakttårnet',
          'Checkpoint Charlie og East Side Gallery',
          'Flat rute på 15 kilometer',
          'Sykkel og hjelm inkludert',
        ],
      },
      de: {
        name: 'Mauer-Radtour durch Berlin',
        short_description:
          'Folgen Sie mit dem Rad dem Verlauf der ehemaligen Mauer, von der Bernauer Straße bis zur East Side Gallery.',
        description:
          '28 Jahre lang teilte die Mauer Berlin, und heute markiert eine doppelte Reihe Pflastersteine, wo sie stand. Diese Tour folgt ihrem Verlauf mit dem Fahrrad und beginnt an der Gedenkstätte in der Bernauer Straße mit dem erhaltenen Todesstreifen und einem Wachturm. Ihr Guide erzählt von Fluchttunneln, getrennten Familien und der Nacht, in der 1989 die Grenze fiel, und führt Sie dann vorbei am Checkpoint Charlie zu den Wandbildern der East Side Gallery. Die Strecke ist flach und rund 15 Kilometer lang, Fahrrad und Helm sind inklusive.',
        meeting_point: 'Besucherzentrum der Gedenkstätte Berliner Mauer, Bernauer Straße 119',
        highlights: [
          'Gedenkstätte Berliner Mauer mit Wachturm',
          'Checkpoint Charlie und East Side Gallery',
          'Flache Strecke von 15 Kilometern',
          'Fahrrad und Helm inklusive',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 240,
    options: [
      {
        name: MORNING_TOUR,
        tickets: [
          { guest_type: 'Adult', price: 39 },
          { guest_type: 'Student', price: 34 },
          { guest_type: 'Child', price: 25 },
        ],
        start_times: ['10:00'],
        allotment: 20,
      },
      {
        name: AFTERNOON_TOUR,
        tickets: [
          { guest_type: 'Adult', price: 39 },
          { guest_type: 'Student', price: 34 },
          { guest_type: 'Child', price: 25 },
        ],
        start_times: ['14:00'],
        allotment: 20,
        weekdays: [4, 5, 6, 7],
      },
    ],
  },
]
