import type { DemoBookable } from '../types.js'
import { FULL_DAY, HALF_DAY } from './option-names.js'

export const BOAT_RENTALS: DemoBookable[] = [
  {
    kind: 'rentals',
    code: 'REN-STOCKHOLM-BOAT',
    supplier: 'citywalks',
    location: 'stockholm',
    lat: 59.332,
    lng: 18.0895,
    address: 'Strandvägen, 114 56 Stockholm',
    currency: 'SEK',
    rating: 4.7,
    review_count: 129,
    categories: ['water'],
    tags: ['self-guided', 'private', 'family-friendly'],
    features: ['equipment-included'],
    cancellation: 'moderate',
    images: [
      { scene: 'lake', palette: ['#8DB8D9', '#E9F1F7', '#4F7A5A', '#D62828'] },
      { scene: 'coast', palette: ['#9CC3E0', '#F1E4C9', '#5C7F63', '#F77F00'] },
    ],
    texts: {
      en: {
        name: 'Cabin boat rental in the Stockholm archipelago',
        short_description: 'Skipper your own small cabin boat out among the islands, no licence needed.',
        description:
          'In Sweden you can drive a boat of this size without a licence, and with a cabin boat of your own the inner archipelago is yours to explore. From the jetty on Strandvägen you can reach the wooden villas of Vaxholm, quiet swimming rocks and island cafés in under an hour. Each boat seats up to six, has a small heated cabin and comes with life jackets, a chart plotter and a full tank. Before you cast off, we give you a thorough briefing on navigation and the rules of the road at sea.',
        meeting_point: 'Jetty on Strandvägen, by Djurgården Bridge',
        highlights: [
          'Your own boat for up to six people',
          'No boating licence needed',
          'Heated cabin, life jackets and chart plotter',
          'Navigation briefing before you set off',
        ],
      },
      no: {
        name: 'Leie av kabinbåt i Stockholms skjærgård',
        short_description: 'Kjør din egen lille kabinbåt ut blant øyene, uten båtførerbevis.',
        description:
          'I Sverige kan du kjøre båter av denne størrelsen uten båtførerbevis, og med egen kabinbåt har du hele den indre skjærgården å utforske. Fra brygga på Strandvägen når du trevillaene i Vaxholm, stille svaberg og øykafeer på under en time. Hver båt har plass til seks personer og en liten oppvarmet kabin, og den leveres med redningsvester, kartplotter og full tank. Før avgang får dere en grundig gjennomgang av navigasjon og vikeplikt på sjøen.',
        meeting_point: 'Brygga på Strandvägen, ved Djurgårdsbron',
        highlights: [
          'Egen båt for opptil seks personer',
          'Ikke behov for båtførerbevis',
          'Oppvarmet kabin, redningsvester og kartplotter',
          'Gjennomgang av navigasjon før avgang',
        ],
      },
      de: {
        name: 'Kajütbootverleih in den Stockholmer Schären',
        short_description:
          'Steuern Sie Ihr eigenes kleines Kajütboot hinaus zwischen die Inseln, ganz ohne Bootsführerschein.',
        description:
          'In Schweden dürfen Boote dieser Größe ohne Führerschein gefahren werden, und mit einem eigenen Kajütboot stehen Ihnen die inneren Schären offen. Vom Steg am Strandvägen erreichen Sie in weniger als einer Stunde die Holzvillen von Vaxholm, ruhige Badefelsen und Inselcafés. Jedes Boot bietet Platz für sechs Personen, hat eine kleine beheizte Kajüte und wird mit Schwimmwesten, Kartenplotter und vollem Tank übergeben. Vor dem Ablegen erhalten Sie eine gründliche Einweisung in Navigation und Vorfahrtsregeln auf dem Wasser.',
        meeting_point: 'Steg am Strandvägen, bei der Djurgårdsbron',
        highlights: [
          'Ihr eigenes Boot für bis zu sechs Personen',
          'Kein Bootsführerschein nötig',
          'Beheizte Kajüte, Schwimmwesten und Kartenplotter',
          'Einweisung in die Navigation vor der Abfahrt',
        ],
      },
    },
    sites: ['nordic'],
    duration_minutes: 240,
    options: [
      {
        name: HALF_DAY,
        tickets: [{ guest_type: 'Group', price: 2490, price_type: 2, member_count: 6 }],
        start_times: ['09:00', '14:00'],
        allotment: 8,
        cut_off_minutes: 1440,
      },
      {
        name: FULL_DAY,
        tickets: [{ guest_type: 'Group', price: 3990, price_type: 2, member_count: 6 }],
        start_times: ['09:00'],
        allotment: 8,
        cut_off_minutes: 1440,
      },
    ],
    sold_out_days: [9],
    nearly_sold_out_days: [2, 16],
  },
]
