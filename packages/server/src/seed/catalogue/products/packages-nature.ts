import type { DemoPackage } from '../types.js'

export const NATURE_PACKAGES: DemoPackage[] = [
  {
    kind: 'packages',
    code: 'PKG-FLAM-WEEKEND',
    supplier: 'supplier',
    location: 'flam',
    lat: 60.8624,
    lng: 7.115,
    address: 'Flåmsvegen 12, 5743 Flåm',
    currency: 'NOK',
    rating: 4.8,
    review_count: 96,
    categories: ['stays', 'fjord-cruises'],
    tags: ['guided', 'unesco'],
    features: ['breakfast', 'sauna'],
    cancellation: 'moderate',
    images: [
      { scene: 'fjord', palette: ['#8FC1E3', '#DCEBF5', '#2E5E3A', '#E4572E'] },
      { scene: 'lake', palette: ['#B3D4EA', '#EEF4F8', '#4D7A52', '#F2A541'] },
    ],
    texts: {
      en: {
        name: 'Fjord weekend in Flåm: hotel, cruise and kayak',
        short_description:
          'Two nights by the Aurlandsfjord with a Nærøyfjord cruise and a guided kayak trip.',
        description:
          'This weekend brings the best of Flåm together in one booking. You stay two nights at the Flåm Fjordside Hotel with breakfast included. On the first day you cruise the UNESCO-listed Nærøyfjord on a quiet electric boat, and on the second you paddle the Aurlandsfjord with a local guide. The rest of the time is yours for the Flåm Railway, a hike or the sauna on the shore.',
        meeting_point: 'Reception at the Flåm Fjordside Hotel, Flåmsvegen 12',
        highlights: [
          'Two nights by the fjord with breakfast',
          'Nærøyfjord cruise on an electric boat',
          'Guided kayak trip on the Aurlandsfjord',
          'Better value than booking separately',
        ],
      },
      no: {
        name: 'Fjordhelg i Flåm: hotell, cruise og kajakk',
        short_description: 'To netter ved Aurlandsfjorden med cruise på Nærøyfjorden og kajakktur med guide.',
        description:
          'Denne helgen samler det beste Flåm har å by på, i én bestilling. Du bor to netter på Flåm Fjordhotell med frokost inkludert. Den første dagen cruiser du på verdensarvfjorden Nærøyfjorden i en stillegående elbåt, og den andre padler du på Aurlandsfjorden med lokal guide. Resten av tiden kan du bruke på Flåmsbana, en fjelltur eller badstuen i fjæra.',
        meeting_point: 'Resepsjonen på Flåm Fjordhotell, Flåmsvegen 12',
        highlights: [
          'To netter ved fjorden med frokost',
          'Cruise på Nærøyfjorden i elbåt',
          'Kajakktur med guide på Aurlandsfjorden',
          'Lavere pris enn å bestille hver for seg',
        ],
      },
      de: {
        name: 'Fjordwochenende in Flåm: Hotel, Kreuzfahrt und Kajak',
        short_description:
          'Zwei Nächte am Aurlandsfjord mit einer Fahrt durch den Nærøyfjord und einer geführten Kajaktour.',
        description:
          'Dieses Wochenende vereint das Beste von Flåm in einer Buchung. Sie übernachten zwei Nächte im Flåm Fjordhotel, Frühstück inklusive. Am ersten Tag fahren Sie mit einem leisen Elektroschiff durch den Nærøyfjord (UNESCO-Welterbe), am zweiten paddeln Sie mit einem ortskundigen Guide auf dem Aurlandsfjord. Die übrige Zeit gehört Ihnen, für die Flåmsbahn, eine Wanderung oder die Sauna am Ufer.',
        meeting_point: 'Rezeption des Flåm Fjordhotels, Flåmsvegen 12',
        highlights: [
          'Zwei Nächte am Fjord mit Frühstück',
          'Fahrt durch den Nærøyfjord mit dem Elektroschiff',
          'Geführte Kajaktour auf dem Aurlandsfjord',
          'Günstiger als einzeln gebucht',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    components: ['HOT-FLAM-FJORDSIDE', 'ACT-FLAM-CRUISE', 'ACT-FLAM-KAYAK'],
    nights: 2,
    adult_price: 3490,
    child_price: 1490,
    allotment: 10,
    weekdays: [5],
    duration_minutes: 2 * 24 * 60,
  },
  {
    kind: 'packages',
    code: 'PKG-TROMSO-AURORA',
    supplier: 'arctic',
    location: 'tromso',
    lat: 69.6489,
    lng: 18.958,
    address: 'Kaigata 6, 9008 Tromsø',
    currency: 'NOK',
    rating: 4.8,
    review_count: 154,
    categories: ['winter', 'northern-lights-tours', 'stays'],
    tags: ['northern-lights', 'guided'],
    features: ['breakfast', 'free-wifi'],
    cancellation: 'strict',
    images: [
      { scene: 'aurora', palette: ['#0B1B3A', '#1E3A5F', '#E9EEF2', '#3DDC97'] },
      { scene: 'snow', palette: ['#BCD4E6', '#F4F7FA', '#FFFFFF', '#C0392B'] },
      { scene: 'city', palette: ['#24355A', '#4A6A96', '#DDE5ED', '#F6AE2D'] },
    ],
    texts: {
      en: {
        name: 'Arctic winter break: northern lights and huskies',
        short_description: 'Three nights in Tromsø with a northern lights chase and a husky sledding trip.',
        description:
          'Spend three nights at the Polar Harbour Hotel in the heart of Tromsø, with breakfast and an aurora wake-up call included. One evening a small-group minibus takes you away from the city lights to chase the northern lights, with a campfire and photos. On another day you drive your own team of huskies through the snowy valleys of Kvaløya and share a traditional Sami stew in a lavvo. The hotel stands on the quay, so it is easy to add a whale safari or the cable car.',
        meeting_point: 'Reception at the Polar Harbour Hotel, Kaigata 6',
        highlights: [
          'Three nights on the quay with breakfast',
          'Northern lights chase with a campfire',
          'Husky sledding with a Sami meal',
          'Aurora wake-up call at the hotel',
        ],
      },
      no: {
        name: 'Arktisk vinterferie: nordlys og huskyer',
        short_description: 'Tre netter i Tromsø med nordlysjakt og hundekjøring.',
        description:
          'Du bor tre netter på Polar Havnehotell midt i Tromsø, med frokost og nordlysvekking inkludert. En kveld tar en minibuss med en liten gruppe deg bort fra bylyset på nordlysjakt, med bål og bilder. En annen dag kjører du ditt eget hundespann gjennom de snødekte dalene på Kvaløya og spiser tradisjonell samisk gryte i lavvoen. Hotellet ligger på kaia, så det er lett å legge til en hvalsafari eller en tur med Fjellheisen.',
        meeting_point: 'Resepsjonen på Polar Havnehotell, Kaigata 6',
        highlights: [
          'Tre netter på kaia med frokost',
          'Nordlysjakt med bål',
          'Hundekjøring med samisk måltid',
          'Nordlysvekking på hotellet',
        ],
      },
      de: {
        name: 'Arktische Winterauszeit: Nordlicht und Huskys',
        short_description: 'Drei Nächte in Tromsø mit Nordlichtjagd und Huskyschlittenfahrt.',
        description:
          'Sie wohnen drei Nächte im Polar Hafenhotel mitten in Tromsø, Frühstück und Nordlicht-Weckruf inklusive. An einem Abend bringt Sie ein Minibus in kleiner Gruppe weg von den Lichtern der Stadt auf Nordlichtjagd, mit Lagerfeuer und Fotos. An einem anderen Tag lenken Sie Ihr eigenes Huskygespann durch die verschneiten Täler von Kvaløya und essen im Lavvo einen traditionellen samischen Eintopf. Da das Hotel direkt am Kai liegt, lassen sich eine Walsafari oder die Seilbahn leicht dazubuchen.',
        meeting_point: 'Rezeption des Polar Hafenhotels, Kaigata 6',
        highlights: [
          'Drei Nächte am Kai mit Frühstück',
          'Nordlichtjagd mit Lagerfeuer',
          'Huskyschlittenfahrt mit samischem Essen',
          'Nordlicht-Weckruf im Hotel',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    components: ['HOT-TROMSO-HARBOUR', 'ACT-TROMSO-AURORA', 'ACT-TROMSO-SLED'],
    nights: 3,
    adult_price: 6490,
    child_price: 3290,
    allotment: 12,
    duration_minutes: 3 * 24 * 60,
  },
]
