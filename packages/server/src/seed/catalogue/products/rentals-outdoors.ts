import type { DemoBookable } from '../types.js'
import { FULL_DAY, HALF_DAY } from './option-names.js'

export const OUTDOOR_RENTALS: DemoBookable[] = [
  {
    kind: 'rentals',
    code: 'REN-FLAM-EBIKE',
    supplier: 'supplier',
    location: 'flam',
    lat: 60.8633,
    lng: 7.1137,
    address: 'Flåm stasjon, 5743 Flåm',
    currency: 'NOK',
    rating: 4.5,
    review_count: 318,
    categories: ['outdoor'],
    tags: ['self-guided', 'family-friendly', 'eco-certified'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'mountain', palette: ['#92BEDD', '#E0ECF4', '#48654B', '#F25C05'] },
      { scene: 'forest', palette: ['#A3C7E0', '#E8F0F5', '#3E6B48', '#FFD166'] },
    ],
    texts: {
      en: {
        name: 'E-bike rental in Flåm',
        short_description:
          'Explore the Flåm valley and the Rallarvegen at your own pace on a quality e-bike.',
        description:
          'The Flåm valley is made for cycling, with waterfalls, old farms and the Flåm Railway winding up the mountainside. On an e-bike you can ride up the valley towards Myrdal without breaking a sweat and roll back down on the historic Rallarvegen, the old navvy road built for the railway. Every rental includes a helmet, a lock, a repair kit and a map with our favourite stops. Child seats and trailers can be added free of charge.',
        meeting_point: 'Bike shop at Flåm station, next to the ticket office',
        highlights: [
          'Quality e-bikes with long-range batteries',
          'Helmet, lock and route map included',
          'Ride the historic Rallarvegen',
          'Free child seats and trailers',
        ],
      },
      no: {
        name: 'Utleie av elsykkel i Flåm',
        short_description: 'Utforsk Flåmsdalen og Rallarvegen i ditt eget tempo på en god elsykkel.',
        description:
          'Flåmsdalen er som skapt for sykling, med fosser, gamle gårder og Flåmsbana som snor seg opp fjellsida. Med elsykkel kommer du deg opp dalen mot Myrdal uten å bli svett, og triller ned igjen på den historiske Rallarvegen, anleggsveien som ble bygd for jernbanen. Leien inkluderer alltid hjelm, lås, reparasjonssett og et kart med favorittstoppene våre. Barnesete og sykkelvogn får du med uten ekstra kostnad.',
        meeting_point: 'Sykkelutleia på Flåm stasjon, ved siden av billettkontoret',
        highlights: [
          'Gode elsykler med lang rekkevidde',
          'Hjelm, lås og turkart inkludert',
          'Sykle den historiske Rallarvegen',
          'Gratis barnesete og sykkelvogn',
        ],
      },
      de: {
        name: 'E-Bike-Verleih in Flåm',
        short_description:
          'Erkunden Sie das Flåmtal und den Rallarvegen in Ihrem eigenen Tempo auf einem hochwertigen E-Bike.',
        description:
          'Das Flåmtal ist wie gemacht fürs Radfahren, mit Wasserfällen, alten Höfen und der Flåmsbahn, die sich den Berghang hinaufwindet. Mit dem E-Bike fahren Sie ohne ins Schwitzen zu kommen das Tal hinauf Richtung Myrdal und rollen auf dem historischen Rallarvegen, dem alten Bauarbeiterweg der Bahn, wieder hinunter. Helm, Schloss, Flickzeug und eine Karte mit unseren Lieblingsstopps sind immer dabei. Kindersitze und Fahrradanhänger gibt es kostenlos dazu.',
        meeting_point: 'Fahrradverleih am Bahnhof Flåm, neben dem Fahrkartenschalter',
        highlights: [
          'Hochwertige E-Bikes mit großer Reichweite',
          'Helm, Schloss und Tourenkarte inklusive',
          'Auf dem historischen Rallarvegen unterwegs',
          'Kindersitze und Anhänger kostenlos',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 240,
    options: [
      {
        name: HALF_DAY,
        tickets: [
          { guest_type: 'Adult', price: 450 },
          { guest_type: 'Child', price: 250 },
        ],
        start_times: ['09:00', '13:00'],
        allotment: 20,
      },
      {
        name: FULL_DAY,
        tickets: [
          { guest_type: 'Adult', price: 690 },
          { guest_type: 'Child', price: 390 },
        ],
        start_times: ['09:00'],
        allotment: 20,
      },
    ],
  },
  {
    kind: 'rentals',
    code: 'REN-LOFOTEN-KAYAK',
    supplier: 'supplier',
    location: 'lofoten',
    lat: 68.1555,
    lng: 14.205,
    address: 'Henningsvær havn, 8312 Henningsvær',
    currency: 'NOK',
    rating: 4.6,
    review_count: 147,
    categories: ['water', 'outdoor'],
    tags: ['self-guided', 'photography'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'coast', palette: ['#7FB7D9', '#E6F1F7', '#3C4F45', '#F4A261'] },
      { scene: 'lake', palette: ['#8CC3E3', '#EDF5FA', '#4A6B57', '#E63946'] },
    ],
    texts: {
      en: {
        name: 'Sea kayak rental in Henningsvær',
        short_description:
          'Rent a sea kayak and paddle on your own among the skerries and fishing boats of Henningsvær.',
        description:
          'Henningsvær is spread over a cluster of small islands, and the sheltered channels between them are perfect for exploring by kayak. We rent stable single and double sea kayaks to paddlers with basic experience, together with dry suits, spray decks and a waterproof map of suggested routes. Before you set off, we go through the forecast and the safety drill with you. For a longer trip, take a full day and have a picnic on one of the white sandy beaches nearby.',
        meeting_point: 'Kayak shed on the quay by the Henningsvær bridges',
        highlights: [
          'Sheltered channels between the islands',
          'Single and double sea kayaks',
          'Dry suit and safety gear included',
          'Route map and weather briefing',
        ],
      },
      no: {
        name: 'Utleie av havkajakk i Henningsvær',
        short_description:
          'Lei havkajakk og padle på egen hånd mellom skjærene og fiskebåtene i Henningsvær.',
        description:
          'Henningsvær er spredt over en klynge små øyer, og de skjermede sundene mellom dem er perfekte å utforske med kajakk. Vi leier ut stødige enkelt- og dobbeltkajakker til padlere med grunnleggende erfaring, sammen med tørrdrakt, spruttrekk og et vanntett kart med forslag til ruter. Før du padler ut, går vi gjennom værmeldingen og sikkerhetsrutinene sammen. Vil du ha en lengre tur, kan du leie for en hel dag og ta med matpakke til en av de hvite sandstrendene i nærheten.',
        meeting_point: 'Kajakkbua på kaia ved Henningsværbruene',
        highlights: [
          'Skjermede sund mellom øyene',
          'Enkelt- og dobbeltkajakker',
          'Tørrdrakt og sikkerhetsutstyr inkludert',
          'Rutekart og gjennomgang av været',
        ],
      },
      de: {
        name: 'Seekajak-Verleih in Henningsvær',
        short_description:
          'Mieten Sie ein Seekajak und paddeln Sie auf eigene Faust zwischen den Schären und Fischerbooten von Henningsvær.',
        description:
          'Henningsvær verteilt sich auf eine Handvoll kleiner Inseln, und die geschützten Sunde dazwischen sind ideal, um sie mit dem Kajak zu erkunden. Wir verleihen stabile Einer- und Zweier-Seekajaks an Paddler mit Grundkenntnissen, zusammen mit Trockenanzug, Spritzdecke und einer wasserfesten Karte mit Routenvorschlägen. Vor dem Start besprechen wir gemeinsam den Wetterbericht und gehen die Sicherheitsregeln durch. Für eine längere Tour mieten Sie das Kajak für einen ganzen Tag und picknicken an einem der weißen Sandstrände in der Nähe.',
        meeting_point: 'Kajakschuppen am Kai bei den Brücken von Henningsvær',
        highlights: [
          'Geschützte Sunde zwischen den Inseln',
          'Einer- und Zweier-Seekajaks',
          'Trockenanzug und Sicherheitsausrüstung inklusive',
          'Routenkarte und Wetterbesprechung',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 120,
    options: [
      {
        name: { en: 'Two hours', no: 'To timer', de: 'Zwei Stunden' },
        // A double kayak is rented as one unit for two paddlers.
        tickets: [
          { guest_type: 'Adult', price: 390 },
          { guest_type: 'Group', price: 690, price_type: 2, member_count: 2 },
        ],
        start_times: ['09:00', '11:30', '14:00'],
        allotment: 12,
      },
      {
        name: FULL_DAY,
        tickets: [
          { guest_type: 'Adult', price: 790 },
          { guest_type: 'Group', price: 1390, price_type: 2, member_count: 2 },
        ],
        start_times: ['09:00'],
        allotment: 12,
      },
    ],
    nearly_sold_out_days: [3],
  },
]
