import type { DemoHotel } from '../types.js'
import { flexibleAndSaver, flexibleRate } from './rate-plans.js'

export const HARBOUR_HOTELS: DemoHotel[] = [
  {
    kind: 'hotels',
    code: 'HOT-BERGEN-BRYGGEN',
    supplier: 'grandhotels',
    location: 'bergen',
    lat: 60.3972,
    lng: 5.3232,
    address: 'Bryggen 43, 5003 Bergen',
    currency: 'NOK',
    rating: 4.6,
    review_count: 1876,
    categories: ['stays'],
    tags: ['unesco', 'wheelchair-accessible'],
    features: ['free-wifi', 'breakfast', 'sauna', 'restaurant', 'bar', 'sea-view'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#9DB4C0', '#E0E6EA', '#7A4E2D', '#D1495B'] },
      { scene: 'fjord', palette: ['#93AFC2', '#DCE4EA', '#3D5A47', '#F2C14E'] },
    ],
    texts: {
      en: {
        name: 'Bryggen Harbour Hotel',
        short_description: 'Historic waterfront hotel a few steps from the wooden wharf of Bryggen.',
        description:
          "Set in a converted 19th-century warehouse on the harbour, the hotel puts Bergen's UNESCO-listed wharf, the fish market and the Fløibanen funicular within a five-minute walk. Rooms combine exposed timber beams with Scandinavian design, and many look straight out over Vågen harbour. The breakfast buffet is known for its smoked fish and freshly baked bread, and the rooftop sauna looks out over the mountains around the city. Guests can borrow bikes free of charge at reception.",
        meeting_point: 'Reception, Bryggen 43, 5003 Bergen',
        highlights: [
          'Five minutes on foot to Bryggen and the fish market',
          'Harbour-view rooms',
          'Rooftop sauna',
          'Seafood breakfast buffet',
        ],
      },
      no: {
        name: 'Bryggen Havnehotell',
        short_description: 'Historisk hotell ved sjøkanten, noen få skritt fra trehusene på Bryggen.',
        description:
          'Hotellet ligger i et ombygd sjøhus fra 1800-tallet ved havna, og verdensarvstedet Bryggen, Fisketorget og Fløibanen er alle under fem minutters gange unna. Rommene kombinerer synlige bjelker med skandinavisk design, og mange har utsikt rett ut over Vågen. Frokostbuffeten er kjent for røkt fisk og nybakt brød, og badstuen på taket har utsikt mot byfjellene. Gjestene kan låne sykler gratis i resepsjonen.',
        meeting_point: 'Resepsjonen, Bryggen 43, 5003 Bergen',
        highlights: [
          'Fem minutter å gå til Bryggen og Fisketorget',
          'Rom med utsikt over havna',
          'Badstue på taket',
          'Frokostbuffet med sjømat',
        ],
      },
      de: {
        name: 'Bryggen Hafenhotel',
        short_description:
          'Historisches Hotel direkt am Wasser, nur wenige Schritte von der hölzernen Hafenzeile Bryggen entfernt.',
        description:
          'Das Hotel liegt in einem umgebauten Speicherhaus aus dem 19. Jahrhundert am Hafen; Bryggen (UNESCO-Welterbe), der Fischmarkt und die Standseilbahn Fløibanen sind höchstens fünf Gehminuten entfernt. Die Zimmer verbinden sichtbare Holzbalken mit skandinavischem Design, und viele blicken direkt auf den Hafen Vågen. Das Frühstücksbüfett ist für seinen Räucherfisch und frisch gebackenes Brot bekannt, und von der Dachsauna sieht man die Hausberge der Stadt. Fahrräder können kostenlos an der Rezeption ausgeliehen werden.',
        meeting_point: 'Rezeption, Bryggen 43, 5003 Bergen',
        highlights: [
          'Fünf Gehminuten nach Bryggen und zum Fischmarkt',
          'Zimmer mit Hafenblick',
          'Sauna auf dem Dach',
          'Frühstücksbüfett mit Meeresfrüchten',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '15:00',
    checkout_time: '11:00',
    room_types: [
      {
        title: { en: 'Standard double room', no: 'Standard dobbeltrom', de: 'Standard-Doppelzimmer' },
        description: {
          en: 'Cosy double room facing the quiet courtyard, with a 160 cm bed.',
          no: 'Koselig dobbeltrom mot den stille bakgården, med dobbeltseng på 160 cm.',
          de: 'Gemütliches Doppelzimmer zum ruhigen Innenhof mit 160 cm breitem Bett.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 14,
        rate_plans: flexibleAndSaver(1790),
      },
      {
        title: {
          en: 'Harbour view double room',
          no: 'Dobbeltrom med havneutsikt',
          de: 'Doppelzimmer mit Hafenblick',
        },
        description: {
          en: 'Bright double room with large windows over Vågen harbour.',
          no: 'Lyst dobbeltrom med store vinduer ut mot Vågen.',
          de: 'Helles Doppelzimmer mit großen Fenstern zum Hafen Vågen.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 10,
        rate_plans: flexibleAndSaver(2290),
      },
      {
        title: { en: 'Junior suite', no: 'Juniorsuite', de: 'Juniorsuite' },
        description: {
          en: 'Corner suite with a sitting area, a bathtub and views of both the harbour and Bryggen.',
          no: 'Hjørnesuite med sittegruppe, badekar og utsikt over både havna og Bryggen.',
          de: 'Ecksuite mit Sitzecke, Badewanne und Blick auf Hafen und Bryggen.',
        },
        max_adults: 3,
        max_children: 1,
        allotment: 3,
        rate_plans: [flexibleRate(3490)],
      },
    ],
  },
  {
    kind: 'hotels',
    code: 'HOT-CPH-NYHAVN',
    supplier: 'grandhotels',
    location: 'copenhagen',
    lat: 55.6803,
    lng: 12.5925,
    address: 'Nyhavn 69, 1051 København K',
    currency: 'DKK',
    rating: 4.7,
    review_count: 2231,
    categories: ['stays'],
    tags: ['wheelchair-accessible'],
    features: ['free-wifi', 'breakfast', 'bar', 'sea-view', 'gym', 'ev-charging'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#B5D3E7', '#F6E7C1', '#E07A5F', '#3D5A80'] },
      { scene: 'coast', palette: ['#A3C4DC', '#EFE3C2', '#81B29A', '#D62828'] },
    ],
    texts: {
      en: {
        name: 'Nyhavn Canal Hotel',
        short_description: 'Harbourside hotel in a former warehouse at the quiet end of Nyhavn.',
        description:
          'Housed in a brick warehouse from the 1780s, the hotel stands where the Nyhavn canal meets the inner harbour. Rooms keep the original pine beams and thick walls, while the furnishings are pure Danish design. From the lobby you can walk to the Royal Danish Playhouse, Amalienborg Palace and the harbour buses in minutes. Guests can borrow bikes free of charge, and breakfast is made with organic produce from farms on Zealand.',
        meeting_point: 'Reception, Nyhavn 69, 1051 København K',
        highlights: [
          'Canal and harbour views',
          'Original beams and Danish design',
          'Free bikes for guests',
          'Organic breakfast',
        ],
      },
      no: {
        name: 'Nyhavn Kanalhotell',
        short_description: 'Hotell ved havna i et tidligere pakkhus i den rolige enden av Nyhavn.',
        description:
          'Hotellet holder til i et pakkhus i tegl fra 1780-tallet, der Nyhavn-kanalen møter indre havn. Rommene har beholdt de opprinnelige furubjelkene og de tykke murene, mens møblene er rendyrket dansk design. Fra lobbyen går du på få minutter til Skuespilhuset, Amalienborg og havnebussene. Gjestene kan låne sykler gratis, og frokosten lages av økologiske råvarer fra gårder på Sjælland.',
        meeting_point: 'Resepsjonen, Nyhavn 69, 1051 København K',
        highlights: [
          'Utsikt over kanalen og havna',
          'Originale bjelker og dansk design',
          'Gratis sykler for gjester',
          'Økologisk frokost',
        ],
      },
      de: {
        name: 'Nyhavn Kanalhotel',
        short_description: 'Hotel in einem ehemaligen Speicher am ruhigen Ende des Nyhavn, direkt am Hafen.',
        description:
          'Das Hotel befindet sich in einem Backsteinspeicher aus den 1780er-Jahren, dort, wo der Nyhavn-Kanal auf den Innenhafen trifft. Die Zimmer haben die originalen Kiefernbalken und dicken Mauern behalten, eingerichtet sind sie in klarem dänischem Design. Von der Lobby aus sind das Königliche Schauspielhaus, Schloss Amalienborg und die Hafenbusse in wenigen Minuten zu Fuß erreichbar. Gäste können kostenlos Fahrräder ausleihen, und das Frühstück wird mit Bioprodukten von Höfen auf Seeland zubereitet.',
        meeting_point: 'Rezeption, Nyhavn 69, 1051 København K',
        highlights: [
          'Blick auf Kanal und Hafen',
          'Originale Balken und dänisches Design',
          'Kostenlose Fahrräder für Gäste',
          'Bio-Frühstück',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '15:00',
    checkout_time: '11:00',
    room_types: [
      {
        title: { en: 'Courtyard double room', no: 'Dobbeltrom mot gården', de: 'Doppelzimmer zum Hof' },
        description: {
          en: 'Quiet double room with exposed beams, facing the inner courtyard.',
          no: 'Stille dobbeltrom med synlige bjelker, mot bakgården.',
          de: 'Ruhiges Doppelzimmer mit sichtbaren Balken zum Innenhof.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 14,
        rate_plans: flexibleAndSaver(1495),
      },
      {
        title: {
          en: 'Canal view double room',
          no: 'Dobbeltrom med kanalutsikt',
          de: 'Doppelzimmer mit Kanalblick',
        },
        description: {
          en: 'Double room overlooking the colourful houses and old boats of Nyhavn.',
          no: 'Dobbeltrom med utsikt over de fargerike husene og de gamle båtene i Nyhavn.',
          de: 'Doppelzimmer mit Blick auf die bunten Häuser und alten Boote des Nyhavn.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 10,
        rate_plans: flexibleAndSaver(1995),
      },
      {
        title: { en: 'Harbour loft', no: 'Havneloft', de: 'Hafen-Loft' },
        description: {
          en: 'Split-level loft with a sleeping gallery and windows onto the inner harbour.',
          no: 'Loft i to plan med sovegalleri og vinduer mot indre havn.',
          de: 'Maisonette-Loft mit Schlafgalerie und Fenstern zum Innenhafen.',
        },
        max_adults: 3,
        max_children: 2,
        allotment: 3,
        rate_plans: [flexibleRate(3295, 2)],
      },
    ],
  },
]
