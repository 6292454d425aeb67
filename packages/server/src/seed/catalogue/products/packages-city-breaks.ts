import type { DemoPackage } from '../types.js'

export const CITY_BREAK_PACKAGES: DemoPackage[] = [
  {
    kind: 'packages',
    code: 'PKG-BERGEN-CITY',
    supplier: 'grandhotels',
    location: 'bergen',
    lat: 60.3972,
    lng: 5.3232,
    address: 'Bryggen 43, 5003 Bergen',
    currency: 'NOK',
    rating: 4.6,
    review_count: 211,
    categories: ['stays', 'food-drink'],
    tags: ['food', 'unesco'],
    features: ['breakfast', 'free-wifi'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#9DB4C0', '#E0E6EA', '#7A4E2D', '#D1495B'] },
      { scene: 'food', palette: ['#1F2F3D', '#D9B38C', '#F5EFE6', '#E76F51'] },
    ],
    texts: {
      en: {
        name: 'Bergen city break with seafood dinner',
        short_description:
          'A night on the harbour at Bryggen, a five-course seafood dinner and a day at the aquarium.',
        description:
          'This short break is made for a first visit to Bergen. You stay one night at the Bryggen Harbour Hotel, a few steps from the UNESCO-listed wharf, with a seafood breakfast the next morning. In the evening a table awaits you at Bryggen Sjøbu for five courses of fish and shellfish from the coast. The package also includes a day ticket to the aquarium at Nordnes, a short walk along the harbour.',
        meeting_point: 'Reception at the Bryggen Harbour Hotel, Bryggen 43',
        highlights: [
          'One night by the harbour with breakfast',
          'Five-course seafood dinner at Bryggen',
          'Day ticket to the aquarium at Nordnes',
          'Everything within walking distance',
        ],
      },
      no: {
        name: 'Byferie i Bergen med sjømatmiddag',
        short_description: 'En natt ved havna på Bryggen, femretters sjømatmiddag og en dag på akvariet.',
        description:
          'Denne korte ferien passer perfekt for et første besøk i Bergen. Du bor én natt på Bryggen Havnehotell, et par skritt fra verdensarvstedet, med sjømatfrokost neste morgen. Om kvelden står et bord klart på Bryggen Sjøbu, med fem retter fisk og skalldyr fra kysten. Pakken inkluderer også dagsbillett til Akvariet på Nordnes, en kort spasertur langs havna.',
        meeting_point: 'Resepsjonen på Bryggen Havnehotell, Bryggen 43',
        highlights: [
          'Én natt ved havna med frokost',
          'Femretters sjømatmiddag på Bryggen',
          'Dagsbillett til Akvariet på Nordnes',
          'Alt i gangavstand',
        ],
      },
      de: {
        name: 'Städtetrip Bergen mit Fischmenü',
        short_description:
          'Eine Nacht am Hafen in Bryggen, ein Fünf-Gänge-Menü mit Meeresfrüchten und ein Tag im Aquarium.',
        description:
          'Dieser Kurzurlaub ist wie gemacht für den ersten Besuch in Bergen. Sie übernachten eine Nacht im Bryggen Hafenhotel, nur wenige Schritte von der hölzernen Hafenzeile (UNESCO-Welterbe) entfernt, und genießen am nächsten Morgen ein Frühstück mit Meeresfrüchten. Am Abend ist im Bryggen Sjøbu ein Tisch für Sie reserviert, mit fünf Gängen Fisch und Schalentieren von der Küste. Außerdem enthält das Paket eine Tageskarte für das Aquarium auf Nordnes, einen kurzen Spaziergang am Hafen entlang.',
        meeting_point: 'Rezeption des Bryggen Hafenhotels, Bryggen 43',
        highlights: [
          'Eine Nacht am Hafen mit Frühstück',
          'Fünf-Gänge-Menü mit Meeresfrüchten in Bryggen',
          'Tageskarte für das Aquarium auf Nordnes',
          'Alles zu Fuß erreichbar',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    components: ['HOT-BERGEN-BRYGGEN', 'RES-BERGEN-SJOBU', 'ATT-BERGEN-AQUARIUM'],
    nights: 1,
    adult_price: 1990,
    child_price: 790,
    allotment: 10,
    duration_minutes: 24 * 60,
  },
  {
    kind: 'packages',
    code: 'PKG-CPH-CANALS',
    supplier: 'grandhotels',
    location: 'copenhagen',
    lat: 55.6803,
    lng: 12.5925,
    address: 'Nyhavn 69, 1051 København K',
    currency: 'DKK',
    rating: 4.7,
    review_count: 168,
    categories: ['stays', 'city-tours'],
    tags: ['guided', 'food'],
    features: ['breakfast', 'free-wifi'],
    cancellation: 'moderate',
    images: [
      { scene: 'city', palette: ['#B5D3E7', '#F6E7C1', '#E07A5F', '#3D5A80'] },
      { scene: 'food', palette: ['#3B2F2F', '#C9A66B', '#F5EFE6', '#6A994E'] },
    ],
    texts: {
      en: {
        name: 'Copenhagen canal weekend',
        short_description: 'Two nights in Nyhavn with a guided bike tour and a smørrebrød lunch.',
        description:
          'Discover Copenhagen the way the locals do, on two wheels and around a lunch table. You stay two nights at the Nyhavn Canal Hotel with an organic breakfast every morning. A guided bike tour takes you from Nyhavn to the Little Mermaid and Christiania, and afterwards a table is reserved for you at Kanalkroen for a classic smørrebrød lunch. For the rest of your stay you can borrow the hotel bikes free of charge.',
        meeting_point: 'Reception at the Nyhavn Canal Hotel, Nyhavn 69',
        highlights: [
          'Two nights in Nyhavn with breakfast',
          'Guided bike tour of the city',
          'Smørrebrød lunch in a historic tavern',
          'Free hotel bikes during your stay',
        ],
      },
      no: {
        name: 'Kanalhelg i København',
        short_description: 'To netter i Nyhavn med guidet sykkeltur og smørbrødlunsj.',
        description:
          'Oppdag København slik københavnerne gjør det, på to hjul og rundt et lunsjbord. Du bor to netter på Nyhavn Kanalhotell med økologisk frokost hver morgen. En guidet sykkeltur tar deg fra Nyhavn til Den lille havfrue og Christiania, og etterpå står et bord klart på Kanalkroen til en klassisk smørbrødlunsj. Resten av oppholdet kan du låne hotellets sykler gratis.',
        meeting_point: 'Resepsjonen på Nyhavn Kanalhotell, Nyhavn 69',
        highlights: [
          'To netter i Nyhavn med frokost',
          'Guidet sykkeltur i byen',
          'Smørbrødlunsj på en historisk kro',
          'Gratis hotellsykler under oppholdet',
        ],
      },
      de: {
        name: 'Kanalwochenende in Kopenhagen',
        short_description: 'Zwei Nächte am Nyhavn mit geführter Radtour und Smørrebrød zum Mittagessen.',
        description:
          'Entdecken Sie Kopenhagen wie die Einheimischen, auf zwei Rädern und am gedeckten Mittagstisch. Sie übernachten zwei Nächte im Nyhavn Kanalhotel mit Bio-Frühstück an jedem Morgen. Eine geführte Radtour bringt Sie von Nyhavn zur Kleinen Meerjungfrau und nach Christiania, danach ist im Kanalkroen ein Tisch für ein klassisches Smørrebrød-Mittagessen reserviert. Für den Rest des Aufenthalts können Sie die Hotelräder kostenlos nutzen.',
        meeting_point: 'Rezeption des Nyhavn Kanalhotels, Nyhavn 69',
        highlights: [
          'Zwei Nächte am Nyhavn mit Frühstück',
          'Geführte Radtour durch die Stadt',
          'Smørrebrød-Mittagessen in einem historischen Lokal',
          'Kostenlose Hotelräder während des Aufenthalts',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    components: ['HOT-CPH-NYHAVN', 'ACT-CPH-BIKE', 'RES-CPH-KANALKROEN'],
    nights: 2,
    adult_price: 1995,
    child_price: 795,
    allotment: 10,
    weekdays: [5, 6],
    duration_minutes: 2 * 24 * 60,
  },
]
