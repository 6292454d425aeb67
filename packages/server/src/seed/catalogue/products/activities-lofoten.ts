import type { DemoBookable } from '../types.js'

export const LOFOTEN_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-LOFOTEN-RIB',
    supplier: 'supplier',
    location: 'lofoten',
    lat: 68.2329,
    lng: 14.567,
    address: 'Torget, 8300 Svolvær',
    currency: 'NOK',
    rating: 4.8,
    review_count: 654,
    categories: ['water', 'outdoor'],
    tags: ['wildlife', 'guided', 'photography'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'coast', palette: ['#7FB7D9', '#E2EEF5', '#3C4F45', '#B23A2F'] },
      { scene: 'fjord', palette: ['#8CBFDD', '#E8F1F7', '#2F4A3C', '#F4D35E'] },
    ],
    texts: {
      en: {
        name: 'Sea eagle safari to the Trollfjord',
        short_description:
          'Ride a RIB from Svolvær into the narrow Trollfjord and watch sea eagles dive for fish.',
        description:
          'From Svolvær harbour the RIB crosses the Raftsund strait and slips into the Trollfjord, barely 100 metres wide at its mouth and flanked by walls more than 1,000 metres high. On the way the skipper stops at the cliffs where white-tailed eagles nest, and with luck you will see them swoop down to the water. The trip takes about two hours, and warm suits, gloves and goggles are included. Children from seven years can join when accompanied by an adult.',
        meeting_point: 'Svolvær harbour, the floating pier by Torget square',
        highlights: [
          'The narrow, steep-sided Trollfjord',
          'White-tailed sea eagles up close',
          'Warm suits, gloves and goggles included',
          'Children from seven years welcome',
        ],
      },
      no: {
        name: 'Havørnsafari til Trollfjorden',
        short_description:
          'Bli med i ribb fra Svolvær inn i den trange Trollfjorden og se havørnen stupe etter fisk.',
        description:
          'Fra Svolvær havn krysser ribben Raftsundet og glir inn i Trollfjorden, som bare er rundt 100 meter bred ved innløpet og omkranset av fjellvegger på over 1000 meter. Underveis stopper skipperen ved bergene der havørnen hekker, og med litt flaks ser du den stupe ned mot vannet. Turen tar omtrent to timer, og varme dresser, hansker og briller er inkludert. Barn fra sju år kan bli med sammen med en voksen.',
        meeting_point: 'Svolvær havn, flytebrygga ved Torget',
        highlights: [
          'Den trange og bratte Trollfjorden',
          'Havørn på nært hold',
          'Varme dresser, hansker og briller inkludert',
          'Barn fra sju år er velkomne',
        ],
      },
      de: {
        name: 'Seeadler-Safari zum Trollfjord',
        short_description:
          'Fahren Sie im RIB-Boot von Svolvær in den engen Trollfjord und beobachten Sie Seeadler bei der Jagd.',
        description:
          'Vom Hafen in Svolvær quert das RIB-Boot den Raftsund und gleitet in den Trollfjord, der an seiner Mündung kaum 100 Meter breit ist und von über 1.000 Meter hohen Felswänden gesäumt wird. Unterwegs hält der Skipper an den Klippen, an denen Seeadler brüten, und mit etwas Glück sehen Sie, wie sie sich auf das Wasser stürzen. Die Fahrt dauert etwa zwei Stunden; warme Anzüge, Handschuhe und Brillen sind inklusive. Kinder ab sieben Jahren dürfen in Begleitung eines Erwachsenen mitfahren.',
        meeting_point: 'Hafen Svolvær, Schwimmsteg am Torget',
        highlights: [
          'Der enge, steile Trollfjord',
          'Seeadler aus nächster Nähe',
          'Warme Anzüge, Handschuhe und Brillen inklusive',
          'Kinder ab sieben Jahren willkommen',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 120,
    options: [
      {
        name: { en: 'Daytime departure', no: 'Dagstur', de: 'Tagesfahrt' },
        tickets: [
          { guest_type: 'Adult', price: 1290 },
          { guest_type: 'Child', price: 890 },
        ],
        start_times: ['10:00', '13:00'],
        allotment: 12,
      },
      {
        name: {
          en: 'Private boat for up to six',
          no: 'Privat båt for opptil seks',
          de: 'Privates Boot für bis zu sechs',
        },
        tickets: [{ guest_type: 'Group', price: 6900, price_type: 2, member_count: 6 }],
        start_times: ['15:30'],
        allotment: 12,
        cut_off_minutes: 1440,
      },
    ],
    sold_out_days: [6],
    nearly_sold_out_days: [4, 13],
  },
  {
    kind: 'activities',
    code: 'ACT-LOFOTEN-HIKE',
    supplier: 'both',
    location: 'lofoten',
    lat: 68.1665,
    lng: 14.226,
    address: 'Festvåg, 8312 Henningsvær',
    currency: 'NOK',
    rating: 4.8,
    review_count: 233,
    categories: ['outdoor', 'hiking'],
    tags: ['guided', 'small-group', 'photography'],
    features: ['equipment-included'],
    cancellation: 'moderate',
    images: [
      { scene: 'mountain', palette: ['#87B6D8', '#D7E6F0', '#5B6B4F', '#FF8C42'] },
      { scene: 'coast', palette: ['#93C0E0', '#F3D9B1', '#46594B', '#B23A2F'] },
    ],
    texts: {
      en: {
        name: 'Guided hike up Festvågtind',
        short_description:
          "Climb the granite peak above Henningsvær for a sweeping view of Lofoten's islands and sea.",
        description:
          'Festvågtind rises 541 metres straight out of the sea, just outside the fishing village of Henningsvær. Your guide leads you up a steep, rocky trail past the mountain lake Heiavatnet to a ledge with views over the village, the open sea and the jagged peaks of Vestvågøy. The hike takes around four hours and suits fit walkers with good shoes. In winter the route is adapted to conditions, and crampons and poles are provided.',
        meeting_point: 'Car park at Festvåg, on the road to Henningsvær',
        highlights: [
          '541-metre summit straight above the sea',
          'Views over Henningsvær and the open ocean',
          'Crampons and poles provided in winter',
          'Groups of up to ten hikers',
        ],
      },
      no: {
        name: 'Fottur med guide til Festvågtind',
        short_description:
          'Gå til topps på granittoppen over Henningsvær og få utsikt over øyene og havet i Lofoten.',
        description:
          'Festvågtind reiser seg 541 meter rett opp fra havet like utenfor fiskeværet Henningsvær. Guiden tar deg med opp en bratt og steinete sti forbi Heiavatnet til en fjellhylle med utsikt over fiskeværet, storhavet og de takkete toppene på Vestvågøy. Turen tar rundt fire timer og passer for deg som er i god form og har gode sko. Om vinteren tilpasses ruten forholdene, og brodder og staver er inkludert.',
        meeting_point: 'Parkeringsplassen ved Festvåg, på veien til Henningsvær',
        highlights: [
          '541 meter rett over havet',
          'Utsikt over Henningsvær og storhavet',
          'Brodder og staver inkludert om vinteren',
          'Grupper på opptil ti personer',
        ],
      },
      de: {
        name: 'Geführte Wanderung auf den Festvågtind',
        short_description:
          'Steigen Sie auf den Granitgipfel über Henningsvær und genießen Sie den weiten Blick über die Inseln und das Meer der Lofoten.',
        description:
          'Der Festvågtind ragt direkt vor dem Fischerdorf Henningsvær 541 Meter steil aus dem Meer. Ihr Guide führt Sie über einen steilen, felsigen Pfad vorbei am Bergsee Heiavatnet zu einem Felsvorsprung mit Blick auf das Dorf, das offene Meer und die zackigen Gipfel von Vestvågøy. Die Tour dauert rund vier Stunden und eignet sich für trittsichere Wanderer mit gutem Schuhwerk. Im Winter wird die Route den Verhältnissen angepasst, Grödel und Stöcke werden gestellt.',
        meeting_point: 'Parkplatz bei Festvåg an der Straße nach Henningsvær',
        highlights: [
          '541 Meter direkt über dem Meer',
          'Blick auf Henningsvær und den offenen Ozean',
          'Grödel und Stöcke im Winter inklusive',
          'Gruppen mit höchstens zehn Personen',
        ],
      },
    },
    sites: ['nordic'],
    duration_minutes: 240,
    options: [
      {
        name: { en: 'Morning hike', no: 'Formiddagstur', de: 'Vormittagswanderung' },
        tickets: [{ guest_type: 'Adult', price: 990 }],
        start_times: ['09:00'],
        allotment: 10,
        cut_off_minutes: 1440,
      },
      {
        name: {
          en: 'Private hike for up to four',
          no: 'Privat tur for opptil fire',
          de: 'Private Wanderung für bis zu vier',
        },
        tickets: [{ guest_type: 'Group', price: 3490, price_type: 2, member_count: 4 }],
        start_times: ['10:00'],
        allotment: 8,
        weekdays: [6, 7],
        cut_off_minutes: 1440,
      },
    ],
  },
]
