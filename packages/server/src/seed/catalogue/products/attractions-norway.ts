import type { DemoBookable } from '../types.js'
import { DAY_TICKET } from './option-names.js'

export const NORWAY_ATTRACTIONS: DemoBookable[] = [
  {
    kind: 'attractions',
    code: 'ATT-TROMSO-CABLECAR',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.6432,
    lng: 18.9935,
    address: 'Sollivegen 12, 9020 Tromsdalen',
    currency: 'NOK',
    rating: 4.6,
    review_count: 3120,
    categories: ['winter', 'family'],
    tags: ['northern-lights', 'family-friendly', 'wheelchair-accessible', 'photography'],
    features: ['restaurant'],
    cancellation: 'flexible',
    images: [
      { scene: 'mountain', palette: ['#1B2A4A', '#3C5A85', '#E6ECF2', '#FFB703'] },
      { scene: 'aurora', palette: ['#0B1B3A', '#1E3A5F', '#E9EEF2', '#3DDC97'] },
    ],
    texts: {
      en: {
        name: 'Cable car to Mount Storsteinen',
        short_description:
          'Ride 421 metres up in four minutes for the best view over Tromsø, the islands and the Arctic Cathedral.',
        description:
          'The cable car lifts you from Tromsdalen to the Storsteinen ledge, 421 metres above sea level, in about four minutes. From the top you see the whole island city, the bridge and the surrounding peaks, and on winter evenings it is one of the best places in town to watch the northern lights. The mountain restaurant serves soup, waffles and hot chocolate behind big panoramic windows. Marked trails start at the upper station, and snowshoes can be borrowed in winter.',
        meeting_point: 'Lower station, Sollivegen 12, Tromsdalen',
        highlights: [
          '421 metres above the city in four minutes',
          'Panoramic view of Tromsø and the islands',
          'Northern lights from the mountain on winter evenings',
          'Mountain restaurant with waffles and hot chocolate',
        ],
      },
      no: {
        name: 'Fjellheisen til Storsteinen',
        short_description:
          'Kjør 421 meter opp på fire minutter og få den beste utsikten over Tromsø, øyene og Ishavskatedralen.',
        description:
          'Fjellheisen tar deg fra Tromsdalen opp til fjellhylla Storsteinen, 421 meter over havet, på rundt fire minutter. Fra toppen ser du hele øybyen, brua og tindene rundt, og på vinterkveldene er dette et av de beste stedene i byen å se nordlyset fra. Fjellrestauranten serverer suppe, vafler og varm sjokolade bak store panoramavinduer. Merkede stier starter ved toppstasjonen, og om vinteren kan du låne truger.',
        meeting_point: 'Nedre stasjon, Sollivegen 12, Tromsdalen',
        highlights: [
          '421 meter over byen på fire minutter',
          'Panoramautsikt over Tromsø og øyene',
          'Nordlys fra fjellet på vinterkveldene',
          'Fjellrestaurant med vafler og varm sjokolade',
        ],
      },
      de: {
        name: 'Seilbahn auf den Storsteinen',
        short_description:
          'In vier Minuten 421 Meter hinauf zum schönsten Blick über Tromsø, die Inseln und die Eismeerkathedrale.',
        description:
          'Die Seilbahn bringt Sie in rund vier Minuten von Tromsdalen hinauf auf den Storsteinen, 421 Meter über dem Meer. Von oben überblicken Sie die ganze Inselstadt, die Brücke und die umliegenden Gipfel, und an Winterabenden ist dies einer der besten Orte der Stadt, um Nordlichter zu sehen. Das Bergrestaurant serviert Suppe, Waffeln und heiße Schokolade hinter großen Panoramafenstern. An der Bergstation beginnen markierte Wanderwege, und im Winter können Sie Schneeschuhe ausleihen.',
        meeting_point: 'Talstation, Sollivegen 12, Tromsdalen',
        highlights: [
          'In vier Minuten 421 Meter über der Stadt',
          'Panoramablick über Tromsø und die Inseln',
          'Nordlicht vom Berg aus an Winterabenden',
          'Bergrestaurant mit Waffeln und heißer Schokolade',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 120,
    options: [
      {
        name: { en: 'Return ticket', no: 'Tur-retur', de: 'Berg- und Talfahrt' },
        tickets: [
          { guest_type: 'Adult', price: 655 },
          { guest_type: 'Child', price: 325 },
          { guest_type: 'Student', price: 555 },
          { guest_type: 'Family', price: 1650, price_type: 2, member_count: 4 },
        ],
        start_times: ['10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'],
        allotment: 40,
      },
    ],
  },
  {
    kind: 'attractions',
    code: 'ATT-BERGEN-AQUARIUM',
    supplier: 'fjordline',
    location: 'bergen',
    lat: 60.3996,
    lng: 5.304,
    address: 'Nordnesbakken 4, 5005 Bergen',
    currency: 'NOK',
    rating: 4.4,
    review_count: 2650,
    categories: ['family', 'culture'],
    tags: ['family-friendly', 'rainy-day', 'wheelchair-accessible', 'wildlife'],
    features: ['restaurant'],
    cancellation: 'flexible',
    images: [
      { scene: 'coast', palette: ['#5FA8D3', '#CAE9FF', '#1B4965', '#FF9F1C'] },
      { scene: 'museum', palette: ['#1B4965', '#62B6CB', '#BEE9E8', '#F4D35E'] },
    ],
    texts: {
      en: {
        name: 'Aquarium at Nordnes',
        short_description:
          'Meet penguins, sea lions and the fish of the Norwegian coast at the tip of the Nordnes peninsula.',
        description:
          "At the tip of the Nordnes peninsula, a short walk from the fish market, the aquarium shows life in Norway's fjords, along its coast and out in the open sea. Watch gentoo penguins waddle across their rocks, catch the sea lions at feeding time and walk through a tunnel beneath the big North Sea tank. Children can touch starfish and sea urchins in the shallow pools, and the cinema shows the coast from above and below the waves. Allow two to three hours, and combine your visit with a walk in Nordnes Park.",
        meeting_point: 'Main entrance, Nordnesbakken 4',
        highlights: [
          'Penguins and sea lions with daily feedings',
          'Tunnel beneath the North Sea tank',
          'Touch pools for children',
          'Short walk from the fish market',
        ],
      },
      no: {
        name: 'Akvariet på Nordnes',
        short_description: 'Møt pingviner, sjøløver og fisken langs norskekysten ytterst på Nordnes.',
        description:
          'Ytterst på Nordneshalvøya, en kort spasertur fra Fisketorget, viser akvariet livet i norske fjorder, langs kysten og ute i havet. Se bøylepingvinene vralte over steinene, følg sjøløvene under fôringen og gå gjennom tunnelen under det store Nordsjøbassenget. Barna kan kjenne på sjøstjerner og kråkeboller i grunne bassenger, og på kinoen ser du kysten både over og under vannflaten. Sett av to til tre timer, og kombiner gjerne besøket med en tur i Nordnesparken.',
        meeting_point: 'Hovedinngangen, Nordnesbakken 4',
        highlights: [
          'Pingviner og sjøløver med daglig fôring',
          'Tunnel under Nordsjøbassenget',
          'Berøringsbassenger for barn',
          'Kort spasertur fra Fisketorget',
        ],
      },
      de: {
        name: 'Aquarium auf Nordnes',
        short_description:
          'Pinguine, Seelöwen und die Fische der norwegischen Küste an der Spitze der Halbinsel Nordnes.',
        description:
          'An der Spitze der Halbinsel Nordnes, einen kurzen Spaziergang vom Fischmarkt entfernt, zeigt das Aquarium das Leben in Norwegens Fjorden, an der Küste und im offenen Meer. Beobachten Sie die Eselspinguine auf ihren Felsen, schauen Sie den Seelöwen bei der Fütterung zu und gehen Sie durch einen Tunnel unter dem großen Nordseebecken hindurch. Kinder dürfen in flachen Becken Seesterne und Seeigel anfassen, und im Kino sehen Sie die Küste über und unter Wasser. Planen Sie zwei bis drei Stunden ein und verbinden Sie den Besuch mit einem Spaziergang durch den Nordnes-Park.',
        meeting_point: 'Haupteingang, Nordnesbakken 4',
        highlights: [
          'Pinguine und Seelöwen mit täglicher Fütterung',
          'Tunnel unter dem Nordseebecken',
          'Streichelbecken für Kinder',
          'Kurzer Spaziergang vom Fischmarkt',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 180,
    options: [
      {
        name: DAY_TICKET,
        tickets: [
          { guest_type: 'Adult', price: 345 },
          { guest_type: 'Child', price: 240 },
          { guest_type: 'Senior', price: 280 },
          { guest_type: 'Student', price: 280 },
          { guest_type: 'Family', price: 1090, price_type: 2, member_count: 4 },
        ],
        start_times: ['10:00'],
        allotment: 40,
      },
    ],
    nearly_sold_out_days: [6, 13],
  },
]
