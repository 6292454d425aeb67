import type { DemoBookable } from '../types.js'

export const NORWAY_RESTAURANTS: DemoBookable[] = [
  {
    kind: 'restaurants',
    code: 'RES-BERGEN-SJOBU',
    supplier: 'grandhotels',
    location: 'bergen',
    lat: 60.3968,
    lng: 5.3237,
    address: 'Bryggen 15, 5003 Bergen',
    currency: 'NOK',
    rating: 4.7,
    review_count: 934,
    categories: ['food-drink'],
    tags: ['food', 'unesco'],
    features: ['restaurant', 'bar', 'sea-view'],
    cancellation: 'moderate',
    images: [
      { scene: 'food', palette: ['#1F2F3D', '#D9B38C', '#F5EFE6', '#E76F51'] },
      { scene: 'city', palette: ['#9DB4C0', '#E0E6EA', '#7A4E2D', '#D1495B'] },
    ],
    texts: {
      en: {
        name: 'Bryggen Sjøbu seafood restaurant',
        short_description:
          'Five courses of fjord and coastal seafood in a 300-year-old wharf house on Bryggen.',
        description:
          'Bryggen Sjøbu serves the catch of the day in a timber wharf house that was rebuilt after the great fire of 1702. The five-course set menu follows the seasons, from Hardanger shellfish and cured salmon to cod with butter sauce and cloudberries for dessert. Tables on the upper floor look out over Vågen harbour, and the wine list favours small European producers. Vegetarian and allergy-friendly menus are available if you let us know in advance.',
        meeting_point: 'Bryggen 15, entrance from the wooden passage',
        highlights: [
          'Five-course seasonal seafood menu',
          '300-year-old wharf house on Bryggen',
          'Harbour views from the upper floor',
          'Vegetarian menu on request',
        ],
      },
      no: {
        name: 'Bryggen Sjøbu sjømatrestaurant',
        short_description: 'Fem retter sjømat fra fjord og kyst i et 300 år gammelt bryggehus på Bryggen.',
        description:
          'Bryggen Sjøbu serverer dagens fangst i et tømret bryggehus som ble gjenreist etter den store brannen i 1702. Femrettersmenyen følger årstidene, fra skalldyr fra Hardanger og gravlaks til torsk med smørsaus og multer til dessert. Bordene i andre etasje har utsikt over Vågen, og vinkartet domineres av små europeiske produsenter. Vegetar- og allergimeny kan bestilles hvis du gir beskjed på forhånd.',
        meeting_point: 'Bryggen 15, inngang fra smauet',
        highlights: [
          'Femretters sesongmeny med sjømat',
          '300 år gammelt bryggehus på Bryggen',
          'Utsikt over Vågen fra andre etasje',
          'Vegetarmeny på forespørsel',
        ],
      },
      de: {
        name: 'Fischrestaurant Bryggen Sjøbu',
        short_description:
          'Fünf Gänge Meeresfrüchte von Fjord und Küste in einem 300 Jahre alten Kaufmannshaus in Bryggen.',
        description:
          'Das Bryggen Sjøbu serviert den Fang des Tages in einem hölzernen Kaufmannshaus, das nach dem großen Brand von 1702 wieder aufgebaut wurde. Das Fünf-Gänge-Menü folgt den Jahreszeiten, von Schalentieren aus dem Hardanger über gebeizten Lachs bis zu Kabeljau mit Buttersauce und Moltebeeren zum Dessert. Von den Tischen im Obergeschoss blicken Sie auf den Hafen Vågen, und die Weinkarte setzt auf kleine europäische Erzeuger. Vegetarische und allergikerfreundliche Menüs gibt es nach vorheriger Absprache.',
        meeting_point: 'Bryggen 15, Eingang über die Holzgasse',
        highlights: [
          'Saisonales Fünf-Gänge-Menü mit Meeresfrüchten',
          '300 Jahre altes Kaufmannshaus in Bryggen',
          'Hafenblick aus dem Obergeschoss',
          'Vegetarisches Menü auf Anfrage',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 150,
    options: [
      {
        name: { en: 'Five-course menu', no: 'Femretters meny', de: 'Fünf-Gänge-Menü' },
        tickets: [{ guest_type: 'Person', price: 895 }],
        start_times: ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'],
        allotment: 24,
        cut_off_minutes: 120,
      },
      {
        name: { en: 'Menu with wine pairing', no: 'Meny med vinpakke', de: 'Menü mit Weinbegleitung' },
        tickets: [{ guest_type: 'Person', price: 1595 }],
        start_times: ['18:00', '19:00', '20:00'],
        allotment: 12,
        cut_off_minutes: 120,
      },
    ],
    sold_out_days: [1],
    nearly_sold_out_days: [4, 5, 11],
  },
  {
    kind: 'restaurants',
    code: 'RES-OSLO-ELVEBREDD',
    supplier: 'supplier',
    location: 'oslo',
    lat: 59.9222,
    lng: 10.753,
    address: 'Nedre gate 7, 0551 Oslo',
    currency: 'NOK',
    rating: 4.8,
    review_count: 412,
    categories: ['food-drink'],
    tags: ['food', 'eco-certified'],
    features: ['restaurant', 'bar'],
    cancellation: 'moderate',
    images: [
      { scene: 'food', palette: ['#2D3142', '#BFC0C0', '#F4F1EA', '#EF8354'] },
      { scene: 'forest', palette: ['#9DB5B2', '#E4ECEA', '#4F6D5B', '#B5838D'] },
    ],
    texts: {
      en: {
        name: 'Elvebredd: New Nordic tasting menu',
        short_description:
          'A relaxed New Nordic tasting menu in a former textile mill on the Akerselva river.',
        description:
          'Elvebredd occupies the ground floor of a red-brick textile mill by the Akerselva, where the river still rushes past the windows. Chef Maja Nyhus cooks seven small courses from whatever foragers, fishermen and small farms around the Oslofjord bring to the kitchen that week. Expect dishes like langoustine with fermented plums, reindeer heart with juniper and sour-cream ice cream with rhubarb. Tables are for two guests or more, and the menu price is paid when you book.',
        meeting_point: 'Elvebredd, Nedre gate 7, by the Akerselva river',
        highlights: [
          'Seven-course New Nordic tasting menu',
          'Former textile mill by the river',
          'Ingredients from small Oslofjord producers',
          'Natural wine pairing available',
        ],
      },
      no: {
        name: 'Elvebredd: nynordisk smaksmeny',
        short_description: 'En avslappet nynordisk smaksmeny i en gammel tekstilfabrikk ved Akerselva.',
        description:
          'Elvebredd holder til i første etasje i en tekstilfabrikk i rød tegl ved Akerselva, der elva fortsatt bruser forbi vinduene. Kjøkkensjef Maja Nyhus lager sju små retter av det sankere, fiskere og småbruk rundt Oslofjorden leverer den uka. Vent deg retter som sjøkreps med fermenterte plommer, reinsdyrhjerte med einer og rømmeis med rabarbra. Bordene bestilles for minst to gjester, og menyprisen betales ved bestilling.',
        meeting_point: 'Elvebredd, Nedre gate 7, ved Akerselva',
        highlights: [
          'Nynordisk smaksmeny med sju retter',
          'Gammel tekstilfabrikk ved elva',
          'Råvarer fra små produsenter rundt Oslofjorden',
          'Naturvin til maten kan bestilles',
        ],
      },
      de: {
        name: 'Elvebredd: Degustationsmenü der Neuen Nordischen Küche',
        short_description:
          'Ein entspanntes Degustationsmenü der Neuen Nordischen Küche in einer ehemaligen Textilfabrik am Fluss Akerselva.',
        description:
          'Das Elvebredd liegt im Erdgeschoss einer Textilfabrik aus rotem Backstein an der Akerselva, wo der Fluss noch immer an den Fenstern vorbeirauscht. Küchenchefin Maja Nyhus kocht sieben kleine Gänge aus dem, was Sammler, Fischer und kleine Höfe rund um den Oslofjord in dieser Woche liefern. Freuen Sie sich auf Gerichte wie Kaisergranat mit fermentierten Pflaumen, Rentierherz mit Wacholder und Sauerrahmeis mit Rhabarber. Tische werden ab zwei Personen vergeben, der Menüpreis wird bei der Buchung bezahlt.',
        meeting_point: 'Elvebredd, Nedre gate 7, an der Akerselva',
        highlights: [
          'Siebengängiges Menü der Neuen Nordischen Küche',
          'Ehemalige Textilfabrik am Fluss',
          'Zutaten von kleinen Erzeugern am Oslofjord',
          'Naturweinbegleitung auf Wunsch',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 180,
    min_booking: 2,
    options: [
      {
        name: { en: 'Tasting menu', no: 'Smaksmeny', de: 'Degustationsmenü' },
        tickets: [{ guest_type: 'Person', price: 1450 }],
        start_times: ['17:00', '17:30', '18:00', '18:30', '19:00', '20:30', '21:00'],
        allotment: 20,
        weekdays: [2, 3, 4, 5, 6],
        cut_off_minutes: 1440,
      },
      {
        name: {
          en: 'Tasting menu with wine pairing',
          no: 'Smaksmeny med vinpakke',
          de: 'Degustationsmenü mit Weinbegleitung',
        },
        tickets: [{ guest_type: 'Person', price: 2450 }],
        start_times: ['18:00', '19:00', '20:30'],
        allotment: 10,
        weekdays: [2, 3, 4, 5, 6],
        cut_off_minutes: 1440,
      },
    ],
    sold_out_days: [3],
    nearly_sold_out_days: [2, 4],
  },
]
