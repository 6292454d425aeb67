import type { DemoBookable } from '../types.js'

export const EUROPE_RESTAURANTS: DemoBookable[] = [
  {
    kind: 'restaurants',
    code: 'RES-CPH-KANALKROEN',
    supplier: 'grandhotels',
    location: 'copenhagen',
    lat: 55.6775,
    lng: 12.5787,
    address: 'Gammel Strand 38, 1202 København K',
    currency: 'DKK',
    rating: 4.5,
    review_count: 1408,
    categories: ['food-drink'],
    tags: ['food', 'family-friendly'],
    features: ['restaurant', 'bar'],
    cancellation: 'flexible',
    images: [
      { scene: 'food', palette: ['#3B2F2F', '#C9A66B', '#F5EFE6', '#6A994E'] },
      { scene: 'city', palette: ['#B5D3E7', '#F6E7C1', '#E07A5F', '#3D5A80'] },
    ],
    texts: {
      en: {
        name: 'Smørrebrød at Kanalkroen',
        short_description:
          'Classic Danish open sandwiches in a 19th-century canal-side tavern, for lunch or dinner.',
        description:
          'Kanalkroen has served open sandwiches to dockworkers, sailors and office workers since 1896, and the menu has barely changed. Choose from more than 20 toppings on dark rye bread, from pickled herring and fried plaice with remoulade to roast pork with crackling and red cabbage. The low-ceilinged rooms are hung with old ship paintings, and in summer there are tables by the canal. A deposit secures your table and is deducted from the bill.',
        meeting_point: 'Kanalkroen, Gammel Strand 38, opposite Christiansborg',
        highlights: [
          'More than 20 classic smørrebrød',
          'Historic tavern from 1896',
          'Canal-side tables in summer',
          'Danish beer and aquavit',
        ],
      },
      no: {
        name: 'Smørbrød på Kanalkroen',
        short_description: 'Klassisk dansk smørbrød på en kanalkro fra 1800-tallet, til lunsj eller middag.',
        description:
          'Kanalkroen har servert smørbrød til havnearbeidere, sjøfolk og kontorfolk siden 1896, og menyen har knapt endret seg. Velg blant over 20 pålegg på mørkt rugbrød, fra marinert sild og stekt rødspette med remulade til ribbe med svor og rødkål. De lavloftede stuene er pyntet med gamle skipsmalerier, og om sommeren står det bord ute ved kanalen. Et depositum sikrer bordet og trekkes fra regningen.',
        meeting_point: 'Kanalkroen, Gammel Strand 38, rett overfor Christiansborg',
        highlights: [
          'Over 20 klassiske smørbrød',
          'Historisk kro fra 1896',
          'Bord ved kanalen om sommeren',
          'Dansk øl og akevitt',
        ],
      },
      de: {
        name: 'Smørrebrød im Kanalkroen',
        short_description:
          'Klassisches dänisches Smørrebrød in einem Lokal am Kanal aus dem 19. Jahrhundert, mittags oder abends.',
        description:
          'Im Kanalkroen gibt es seit 1896 Smørrebrød für Hafenarbeiter, Seeleute und Büroangestellte, und die Karte hat sich seitdem kaum verändert. Zur Wahl stehen über 20 Beläge auf dunklem Roggenbrot, von eingelegtem Hering und gebratener Scholle mit Remoulade bis zu Schweinebraten mit Kruste und Rotkohl. Die niedrigen Stuben sind mit alten Schiffsgemälden geschmückt, im Sommer stehen Tische am Kanal. Eine Anzahlung sichert Ihren Tisch und wird mit der Rechnung verrechnet.',
        meeting_point: 'Kanalkroen, Gammel Strand 38, gegenüber von Christiansborg',
        highlights: [
          'Über 20 klassische Smørrebrød',
          'Historisches Lokal von 1896',
          'Tische am Kanal im Sommer',
          'Dänisches Bier und Aquavit',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 120,
    options: [
      {
        name: { en: 'Lunch table', no: 'Lunsjbord', de: 'Mittagstisch' },
        tickets: [{ guest_type: 'Person', price: 150 }],
        start_times: ['11:30', '12:00', '12:30', '13:00', '13:30'],
        allotment: 30,
      },
      {
        name: { en: 'Dinner table', no: 'Middagsbord', de: 'Abendtisch' },
        tickets: [{ guest_type: 'Person', price: 200 }],
        start_times: ['17:00', '17:30', '18:00', '18:30', '19:00', '20:00', '21:00'],
        allotment: 30,
        weekdays: [3, 4, 5, 6],
        cut_off_minutes: 120,
      },
    ],
  },
  {
    kind: 'restaurants',
    code: 'RES-BERLIN-KANALKUECHE',
    supplier: 'both',
    location: 'berlin',
    lat: 52.4955,
    lng: 13.426,
    address: 'Paul-Lincke-Ufer 30, 10999 Berlin',
    currency: 'EUR',
    rating: 4.6,
    review_count: 587,
    categories: ['food-drink'],
    tags: ['food', 'eco-certified'],
    features: ['restaurant', 'bar'],
    cancellation: 'flexible',
    images: [
      { scene: 'food', palette: ['#283618', '#DDA15E', '#FEFAE0', '#BC6C25'] },
      { scene: 'city', palette: ['#B0B8C1', '#E5E5E5', '#6B6B6B', '#606C38'] },
    ],
    texts: {
      en: {
        name: 'Kanalküche: seasonal Brandenburg menu',
        short_description:
          'Four relaxed courses from Brandenburg farms, served in a former tram depot by the Landwehr Canal.',
        description:
          'Kanalküche cooks almost entirely with produce from within 100 kilometres of Berlin, from Spreewald gherkins and Beelitz asparagus to pike-perch from the Havel lakes. The four-course menu changes every week and always comes in a vegetarian version. The dining room is a converted tram depot with long wooden tables, and in good weather the terrace overlooks the canal. A deposit secures your table and is deducted from the bill.',
        meeting_point: 'Kanalküche, Paul-Lincke-Ufer 30, Kreuzberg',
        highlights: [
          'Weekly four-course menu from Brandenburg farms',
          'Vegetarian version of every menu',
          'Terrace by the Landwehr Canal',
          'Natural wines from German growers',
        ],
      },
      no: {
        name: 'Kanalküche: sesongmeny fra Brandenburg',
        short_description:
          'Fire uformelle retter fra gårder i Brandenburg, servert i en gammel trikkestall ved Landwehrkanal.',
        description:
          'Kanalküche lager nesten alt av råvarer fra under ti mil fra Berlin, fra sylteagurk fra Spreewald og asparges fra Beelitz til gjørs fra innsjøene langs Havel. Firerettersmenyen skifter hver uke og finnes alltid i en vegetarversjon. Spisesalen er en ombygd trikkestall med lange trebord, og i fint vær har terrassen utsikt over kanalen. Et depositum sikrer bordet og trekkes fra regningen.',
        meeting_point: 'Kanalküche, Paul-Lincke-Ufer 30, Kreuzberg',
        highlights: [
          'Ukentlig firerettersmeny fra gårder i Brandenburg',
          'Vegetarversjon av hver meny',
          'Terrasse ved Landwehrkanal',
          'Naturvin fra tyske produsenter',
        ],
      },
      de: {
        name: 'Kanalküche: saisonales Brandenburg-Menü',
        short_description:
          'Vier entspannte Gänge von Brandenburger Höfen, serviert in einem ehemaligen Straßenbahndepot am Landwehrkanal.',
        description:
          'Die Kanalküche kocht fast ausschließlich mit Zutaten aus einem Umkreis von 100 Kilometern um Berlin, von Spreewaldgurken und Beelitzer Spargel bis zu Zander aus den Havelseen. Das Vier-Gänge-Menü wechselt jede Woche und gibt es immer auch vegetarisch. Der Speisesaal ist ein umgebautes Straßenbahndepot mit langen Holztischen, und bei schönem Wetter blickt man von der Terrasse auf den Kanal. Eine Anzahlung sichert Ihren Tisch und wird mit der Rechnung verrechnet.',
        meeting_point: 'Kanalküche, Paul-Lincke-Ufer 30, Kreuzberg',
        highlights: [
          'Wöchentlich neues Vier-Gänge-Menü von Brandenburger Höfen',
          'Jedes Menü auch vegetarisch',
          'Terrasse am Landwehrkanal',
          'Naturweine von deutschen Winzern',
        ],
      },
    },
    sites: ['demo'],
    duration_minutes: 150,
    options: [
      {
        name: { en: 'Dinner table', no: 'Middagsbord', de: 'Abendtisch' },
        tickets: [{ guest_type: 'Person', price: 20 }],
        start_times: ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '21:00'],
        allotment: 40,
        weekdays: [2, 3, 4, 5, 6],
      },
      {
        name: { en: "Chef's table menu", no: 'Kokkens bord', de: "Chef's Table" },
        tickets: [{ guest_type: 'Person', price: 79 }],
        start_times: ['19:00'],
        allotment: 8,
        weekdays: [4, 5, 6],
        cut_off_minutes: 1440,
      },
    ],
  },
]
