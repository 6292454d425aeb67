import type { DemoBookable } from '../types.js'

export const GEIRANGER_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-GEIR-RIB',
    supplier: 'fjordline',
    location: 'geiranger',
    lat: 62.1017,
    lng: 7.205,
    address: 'Geiranger havn, 6216 Geiranger',
    currency: 'NOK',
    rating: 4.7,
    review_count: 862,
    categories: ['water', 'fjord-cruises'],
    tags: ['family-friendly', 'unesco', 'guided'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'fjord', palette: ['#7DB4DB', '#D3E6F2', '#2C4F36', '#F25C05'] },
      { scene: 'mountain', palette: ['#92BEDD', '#E0ECF4', '#48654B', '#FFFFFF'] },
    ],
    texts: {
      en: {
        name: 'RIB safari on the Geirangerfjord',
        short_description: 'Race out to the Seven Sisters waterfall in a fast rigid inflatable boat.',
        description:
          'Wrapped in a warm flotation suit, you board a RIB at Geiranger harbour and speed out along the fjord. The skipper stops right beneath the Seven Sisters and the Suitor waterfalls and points out the abandoned mountain farms of Knivsflå and Skageflå high above the water. The ride is exhilarating but can be taken at a gentler pace for families. Suits, gloves and goggles are provided.',
        meeting_point: 'Geiranger harbour, blue container by the tourist information',
        highlights: [
          'Close-up views of the Seven Sisters waterfall',
          'Abandoned mountain farms on the cliffs',
          'Warm flotation suits, gloves and goggles provided',
          'Suitable for children from six years',
        ],
      },
      no: {
        name: 'RIB-safari på Geirangerfjorden',
        short_description: 'Fyk ut til De syv søstre i en rask ribbåt.',
        description:
          'Godt pakket inn i en varm flytedress går du om bord i ribben i Geiranger havn, og så går det unna utover fjorden. Skipperen stopper rett under De syv søstre og Friaren og viser deg de fraflyttede fjellgårdene Knivsflå og Skageflå høyt over vannet. Turen er spennende, men kan tas i roligere tempo for familier. Flytedress, hansker og briller får du låne.',
        meeting_point: 'Geiranger havn, den blå containeren ved turistinformasjonen',
        highlights: [
          'De syv søstre på nært hold',
          'Fraflyttede fjellgårder i bratte fjellsider',
          'Varme flytedresser, hansker og briller inkludert',
          'Passer for barn fra seks år',
        ],
      },
      de: {
        name: 'RIB-Safari auf dem Geirangerfjord',
        short_description: 'Mit dem schnellen Schlauchboot hinaus zum Wasserfall der Sieben Schwestern.',
        description:
          'Warm eingepackt in einen Schwimmanzug steigen Sie im Hafen von Geiranger in das RIB-Boot, und schon geht es in rasanter Fahrt über den Fjord. Der Skipper hält direkt unter den Wasserfällen Sieben Schwestern und Freier und zeigt Ihnen die verlassenen Berghöfe Knivsflå und Skageflå hoch über dem Wasser. Die Fahrt ist aufregend, lässt sich für Familien aber auch gemächlicher gestalten. Anzüge, Handschuhe und Schutzbrillen werden gestellt.',
        meeting_point: 'Hafen Geiranger, blauer Container bei der Touristeninformation',
        highlights: [
          'Die Sieben Schwestern aus nächster Nähe',
          'Verlassene Berghöfe an steilen Felswänden',
          'Warme Schwimmanzüge, Handschuhe und Brillen inklusive',
          'Für Kinder ab sechs Jahren geeignet',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 60,
    options: [
      {
        name: { en: 'Daytime departures', no: 'Dagsavganger', de: 'Tagesfahrten' },
        tickets: [
          { guest_type: 'Adult', price: 895 },
          { guest_type: 'Child', price: 595 },
        ],
        start_times: ['10:00', '12:00', '14:00', '16:00'],
        allotment: 12,
      },
    ],
    sold_out_days: [4],
    nearly_sold_out_days: [2, 5, 12],
  },
  {
    kind: 'activities',
    code: 'ACT-GEIR-HIKE',
    supplier: 'supplier',
    location: 'geiranger',
    lat: 62.1015,
    lng: 7.2045,
    address: 'Geiranger havn, 6216 Geiranger',
    currency: 'NOK',
    rating: 4.9,
    review_count: 176,
    categories: ['outdoor', 'hiking'],
    tags: ['guided', 'small-group', 'unesco', 'photography'],
    features: [],
    cancellation: 'moderate',
    images: [
      { scene: 'mountain', palette: ['#88B7D9', '#DCE9F2', '#557A46', '#D1495B'] },
      { scene: 'fjord', palette: ['#9AC4E2', '#E6F0F7', '#3A5F40', '#F2C14E'] },
    ],
    texts: {
      en: {
        name: 'Guided hike to Skageflå mountain farm',
        short_description: 'Cross the fjord by boat and climb to a cliff-edge farm above the Seven Sisters.',
        description:
          'A short boat ride takes you across the Geirangerfjord to the landing below Skageflå. From there a steep but well-marked path climbs about 250 metres to the farm, which was worked until the early 1900s and is now a protected heritage site. Your guide tells the story of the families who lived here and of the ladders they are said to have pulled up when the tax collector came. After lunch with a view of the Seven Sisters, you descend to Homlong and take the boat back to Geiranger.',
        meeting_point: "Geiranger harbour, the guides' hut by the guest pier",
        highlights: [
          'Boat transfer across the fjord included',
          'Protected mountain farm 250 metres above the fjord',
          'Packed lunch with a view of the Seven Sisters',
          'Local guide with stories from the farm',
        ],
      },
      no: {
        name: 'Fottur med guide til fjellgården Skageflå',
        short_description: 'Kryss fjorden med båt og gå opp til gården på fjellhylla over De syv søstre.',
        description:
          'En kort båttur tar deg over Geirangerfjorden til støa nedenfor Skageflå. Derfra går en bratt, men godt merket sti omtrent 250 høydemeter opp til gården, som var i drift til tidlig på 1900-tallet og i dag er fredet. Guiden forteller om familiene som bodde her, og om stigene de skal ha trukket opp når futen kom. Etter lunsj med utsikt mot De syv søstre går dere ned til Homlong og tar båten tilbake til Geiranger.',
        meeting_point: 'Geiranger havn, guidehytta ved gjestebrygga',
        highlights: [
          'Båttransport over fjorden inkludert',
          'Fredet fjellgård 250 meter over fjorden',
          'Matpakke med utsikt mot De syv søstre',
          'Lokal guide med historier fra gården',
        ],
      },
      de: {
        name: 'Geführte Wanderung zum Berghof Skageflå',
        short_description:
          'Mit dem Boot über den Fjord und hinauf zu einem Hof am Abgrund über den Sieben Schwestern.',
        description:
          'Eine kurze Bootsfahrt bringt Sie über den Geirangerfjord zur Anlegestelle unterhalb von Skageflå. Von dort führt ein steiler, aber gut markierter Pfad rund 250 Höhenmeter hinauf zum Hof, der bis Anfang des 20. Jahrhunderts bewirtschaftet wurde und heute unter Denkmalschutz steht. Ihr Guide erzählt von den Familien, die hier lebten, und von den Leitern, die sie angeblich hochzogen, wenn der Steuereintreiber kam. Nach einem Mittagessen mit Blick auf die Sieben Schwestern steigen Sie nach Homlong ab und fahren mit dem Boot zurück nach Geiranger.',
        meeting_point: 'Hafen Geiranger, Guidehütte am Gästesteg',
        highlights: [
          'Bootstransfer über den Fjord inklusive',
          'Denkmalgeschützter Berghof 250 Meter über dem Fjord',
          'Lunchpaket mit Blick auf die Sieben Schwestern',
          'Einheimischer Guide mit Geschichten vom Hof',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 300,
    options: [
      {
        name: { en: 'Morning hike', no: 'Formiddagstur', de: 'Vormittagswanderung' },
        tickets: [
          { guest_type: 'Adult', price: 1190 },
          { guest_type: 'Youth', price: 890 },
        ],
        start_times: ['09:30'],
        allotment: 16,
        weekdays: [1, 3, 5, 6],
        cut_off_minutes: 1440,
      },
    ],
  },
]
