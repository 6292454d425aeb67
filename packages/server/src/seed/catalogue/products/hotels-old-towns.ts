import type { DemoHotel } from '../types.js'
import { flexibleAndSaver, flexibleRate } from './rate-plans.js'

export const OLD_TOWN_HOTELS: DemoHotel[] = [
  {
    kind: 'hotels',
    code: 'HOT-STOCKHOLM-GAMLASTAN',
    supplier: 'grandhotels',
    location: 'stockholm',
    lat: 59.3248,
    lng: 18.074,
    address: 'Österlånggatan 21, 111 31 Stockholm',
    currency: 'SEK',
    rating: 4.6,
    review_count: 1342,
    categories: ['stays', 'culture'],
    tags: [],
    features: ['free-wifi', 'breakfast', 'bar'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#A9C6DE', '#F0E2C8', '#C97B3D', '#2A5C8A'] },
      { scene: 'museum', palette: ['#EADBC8', '#C8A27A', '#6B4F3A', '#1D3557'] },
    ],
    texts: {
      en: {
        name: "Gamla Stan Merchant's House",
        short_description:
          "Boutique hotel in a 17th-century merchant's house on a cobbled lane in Stockholm's old town.",
        description:
          "The hotel occupies a merchant's house from the 1600s, a few minutes from the Royal Palace and Stortorget square. Behind the thick stone walls, rooms combine original ceiling beams and tiled stoves with comfortable beds and modern bathrooms. Breakfast is served in the vaulted cellar, and in the evening the library bar pours Swedish gin and aquavit. Gamla stan metro station and the ferries to Djurgården are within easy walking distance.",
        meeting_point: 'Reception, Österlånggatan 21, 111 31 Stockholm',
        highlights: [
          '17th-century house in the heart of the old town',
          'Breakfast in a vaulted cellar',
          'Library bar with Swedish gin',
          'Walk to the Royal Palace and the ferries',
        ],
      },
      no: {
        name: 'Kjøpmannsgården i Gamla stan',
        short_description:
          'Butikkhotell i en kjøpmannsgård fra 1600-tallet i en brosteinsgate i Stockholms gamleby.',
        description:
          'Hotellet holder til i en kjøpmannsgård fra 1600-tallet, noen minutter fra Slottet og Stortorget. Bak de tykke steinmurene kombinerer rommene opprinnelige takbjelker og kakkelovner med gode senger og moderne bad. Frokosten serveres i den hvelvede kjelleren, og om kvelden skjenker biblioteksbaren svensk gin og akevitt. T-banestasjonen Gamla stan og fergene til Djurgården ligger i gangavstand.',
        meeting_point: 'Resepsjonen, Österlånggatan 21, 111 31 Stockholm',
        highlights: [
          'Hus fra 1600-tallet midt i gamlebyen',
          'Frokost i hvelvet kjeller',
          'Biblioteksbar med svensk gin',
          'Gangavstand til Slottet og fergene',
        ],
      },
      de: {
        name: 'Kaufmannshaus in Gamla Stan',
        short_description:
          'Boutiquehotel in einem Kaufmannshaus aus dem 17. Jahrhundert an einer Kopfsteinpflastergasse in Stockholms Altstadt.',
        description:
          'Das Hotel befindet sich in einem Kaufmannshaus aus dem 17. Jahrhundert, nur wenige Minuten vom Königlichen Schloss und dem Stortorget entfernt. Hinter den dicken Steinmauern verbinden die Zimmer originale Deckenbalken und Kachelöfen mit bequemen Betten und modernen Bädern. Das Frühstück wird im Gewölbekeller serviert, und abends schenkt die Bibliotheksbar schwedischen Gin und Aquavit aus. Die U-Bahn-Station Gamla stan und die Fähren nach Djurgården sind bequem zu Fuß erreichbar.',
        meeting_point: 'Rezeption, Österlånggatan 21, 111 31 Stockholm',
        highlights: [
          'Haus aus dem 17. Jahrhundert mitten in der Altstadt',
          'Frühstück im Gewölbekeller',
          'Bibliotheksbar mit schwedischem Gin',
          'Zu Fuß zum Schloss und zu den Fähren',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    checkin_time: '15:00',
    checkout_time: '11:00',
    room_types: [
      {
        title: { en: 'Cosy double room', no: 'Koselig dobbeltrom', de: 'Gemütliches Doppelzimmer' },
        description: {
          en: 'Compact room with original beams, facing the quiet courtyard.',
          no: 'Kompakt rom med originale bjelker, mot den stille bakgården.',
          de: 'Kompaktes Zimmer mit originalen Balken zum ruhigen Innenhof.',
        },
        max_adults: 2,
        max_children: 0,
        allotment: 10,
        rate_plans: flexibleAndSaver(1790),
      },
      {
        title: {
          en: 'Superior double room with tiled stove',
          no: 'Superior dobbeltrom med kakkelovn',
          de: 'Superior-Doppelzimmer mit Kachelofen',
        },
        description: {
          en: 'Larger room with a restored tiled stove and windows onto the lane.',
          no: 'Større rom med restaurert kakkelovn og vinduer mot gaten.',
          de: 'Größeres Zimmer mit restauriertem Kachelofen und Fenstern zur Gasse.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 8,
        rate_plans: flexibleAndSaver(2390),
      },
      {
        title: { en: 'Attic suite', no: 'Loftsuite', de: 'Dachsuite' },
        description: {
          en: "Two-room suite under the roof beams with a view over the old town's rooftops.",
          no: 'Suite med to rom under takbjelkene og utsikt over takene i gamlebyen.',
          de: 'Zweiraumsuite unter den Dachbalken mit Blick über die Dächer der Altstadt.',
        },
        max_adults: 3,
        max_children: 1,
        allotment: 2,
        rate_plans: [flexibleRate(3690, 2)],
      },
    ],
  },
  {
    kind: 'hotels',
    code: 'HOT-EDINBURGH-ROYALMILE',
    supplier: 'both',
    location: 'edinburgh',
    lat: 55.9499,
    lng: -3.1895,
    address: 'Old Fishmarket Close, Edinburgh EH1',
    currency: 'GBP',
    rating: 4.4,
    review_count: 987,
    categories: ['stays'],
    tags: ['rainy-day'],
    features: ['free-wifi', 'breakfast', 'bar', 'pet-friendly'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#8D99AE', '#D8D8D8', '#4A4A48', '#7B2D26'] },
      { scene: 'mountain', palette: ['#9AA5B8', '#DDE1E6', '#5E6B4F', '#A23E48'] },
    ],
    texts: {
      en: {
        name: 'Royal Mile Townhouse',
        short_description:
          'Stone townhouse hotel between the castle and Holyrood, with a whisky bar and a hearty Scottish breakfast.',
        description:
          'The townhouse sits in a quiet close just off the Royal Mile, with Edinburgh Castle ten minutes uphill and the Palace of Holyroodhouse ten minutes down. Rooms are furnished with tartan throws, antique wardrobes and deep, comfortable beds, and several look out towards Calton Hill. The full Scottish breakfast comes with porridge, smoked salmon and, for the brave, black pudding. In the evening the wood-panelled bar offers more than 80 single malts.',
        meeting_point: 'Reception, Old Fishmarket Close, Edinburgh EH1',
        highlights: [
          'Quiet close just off the Royal Mile',
          'Walk to the castle and Holyroodhouse',
          'Full Scottish breakfast',
          'Whisky bar with more than 80 single malts',
        ],
      },
      no: {
        name: 'Byhuset ved Royal Mile',
        short_description:
          'Hotell i et gammelt steinhus mellom slottet og Holyrood, med whiskybar og solid skotsk frokost.',
        description:
          'Byhuset ligger i et rolig smug like ved Royal Mile, med Edinburgh Castle ti minutter opp bakken og Holyrood-palasset ti minutter ned. Rommene er innredet med tartanpledd, antikke klesskap og gode senger, og flere har utsikt mot Calton Hill. Den skotske frokosten byr på havregrøt, røkelaks og, for de modige, blodpudding. Om kvelden har baren med trepanel over 80 single malt-whiskyer å velge mellom.',
        meeting_point: 'Resepsjonen, Old Fishmarket Close, Edinburgh EH1',
        highlights: [
          'Rolig smug like ved Royal Mile',
          'Gangavstand til slottet og Holyrood-palasset',
          'Solid skotsk frokost',
          'Whiskybar med over 80 single malts',
        ],
      },
      de: {
        name: 'Stadthaus an der Royal Mile',
        short_description:
          'Hotel in einem alten Steinhaus zwischen Burg und Holyrood, mit Whiskybar und herzhaftem schottischem Frühstück.',
        description:
          'Das Stadthaus liegt in einer ruhigen Gasse direkt an der Royal Mile; zur Burg sind es zehn Minuten bergauf, zum Holyrood Palace zehn Minuten bergab. Die Zimmer sind mit Tartandecken, antiken Schränken und bequemen Betten eingerichtet, einige blicken auf den Calton Hill. Zum schottischen Frühstück gehören Porridge, Räucherlachs und für Mutige auch Black Pudding. Abends bietet die holzgetäfelte Bar mehr als 80 Single Malts.',
        meeting_point: 'Rezeption, Old Fishmarket Close, Edinburgh EH1',
        highlights: [
          'Ruhige Gasse direkt an der Royal Mile',
          'Zu Fuß zur Burg und zum Holyrood Palace',
          'Herzhaftes schottisches Frühstück',
          'Whiskybar mit über 80 Single Malts',
        ],
      },
    },
    sites: ['demo'],
    checkin_time: '15:00',
    checkout_time: '11:00',
    room_types: [
      {
        title: { en: 'Classic double room', no: 'Klassisk dobbeltrom', de: 'Klassisches Doppelzimmer' },
        description: {
          en: 'Traditional double room facing the close, with a 180 cm bed.',
          no: 'Tradisjonelt dobbeltrom mot smuget, med dobbeltseng på 180 cm.',
          de: 'Traditionelles Doppelzimmer zur Gasse mit 180 cm breitem Bett.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 10,
        rate_plans: flexibleAndSaver(159),
      },
      {
        title: {
          en: 'Calton Hill view room',
          no: 'Rom med utsikt mot Calton Hill',
          de: 'Zimmer mit Blick auf den Calton Hill',
        },
        description: {
          en: 'Upper-floor room with sash windows looking out towards Calton Hill.',
          no: 'Rom i øverste etasje med skyvevinduer og utsikt mot Calton Hill.',
          de: 'Zimmer im Obergeschoss mit Schiebefenstern und Blick auf den Calton Hill.',
        },
        max_adults: 2,
        max_children: 1,
        allotment: 6,
        rate_plans: flexibleAndSaver(199),
      },
    ],
  },
]
