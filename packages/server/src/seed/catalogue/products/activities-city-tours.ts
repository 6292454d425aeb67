import type { DemoBookable } from '../types.js'
import { AFTERNOON_TOUR, MORNING_TOUR } from './option-names.js'

export const CITY_TOUR_ACTIVITIES: DemoBookable[] = [
  {
    kind: 'activities',
    code: 'ACT-BERGEN-FOOD',
    supplier: 'citywalks',
    location: 'bergen',
    lat: 60.395,
    lng: 5.3245,
    address: 'Strandkaien 3, 5013 Bergen',
    currency: 'NOK',
    rating: 4.8,
    review_count: 512,
    categories: ['food-drink', 'city-tours'],
    tags: ['food', 'guided', 'small-group', 'unesco'],
    features: [],
    cancellation: 'flexible',
    images: [
      { scene: 'food', palette: ['#3B2F2F', '#D9B38C', '#F5EFE6', '#6A994E'] },
      { scene: 'city', palette: ['#9DB4C0', '#E0E6EA', '#7A4E2D', '#D1495B'] },
    ],
    texts: {
      en: {
        name: 'Bergen food walk: fish market to Bryggen',
        short_description:
          "Taste your way around Bergen's harbour, from fresh shellfish to brown cheese and craft beer.",
        description:
          'Bergen has traded fish with the world since the days of the Hanseatic League, and this walk follows the food from the harbour to the table. Starting at the fish market, you sample smoked salmon, fish cakes and local shellfish before wandering through the wooden alleys of Bryggen. Along the way you taste brown cheese, cured leg of lamb and a cinnamon bun from one of the oldest bakeries in town, and finish with a local craft beer or cider. The stops are small family businesses, and the tastings add up to a generous lunch.',
        meeting_point: 'Torget, outside the tourist information at Strandkaien 3',
        highlights: [
          'Eight tastings that make a full lunch',
          'Fish market, Bryggen and hidden alleys',
          'Small family-run producers',
          'Local craft beer or cider to finish',
        ],
      },
      no: {
        name: 'Matvandring i Bergen: fra Fisketorget til Bryggen',
        short_description: 'Smak deg gjennom havna i Bergen, fra ferske skalldyr til brunost og lokalt øl.',
        description:
          'Bergen har handlet med fisk ut i verden siden hansatiden, og denne vandringen følger maten fra havna til bordet. Dere starter på Fisketorget med smaksprøver av røkelaks, fiskekaker og lokale skalldyr før turen går gjennom trehusene og smauene på Bryggen. Underveis smaker du brunost, fenalår og en kanelbolle fra et av byens eldste bakerier, og dere avslutter med lokalt håndverksøl eller sider. Stoppene er små familiebedrifter, og smaksprøvene blir til en solid lunsj.',
        meeting_point: 'Torget, utenfor turistinformasjonen i Strandkaien 3',
        highlights: [
          'Åtte smaksprøver som blir en hel lunsj',
          'Fisketorget, Bryggen og skjulte smau',
          'Små familiedrevne produsenter',
          'Lokalt øl eller sider til slutt',
        ],
      },
      de: {
        name: 'Kulinarischer Rundgang in Bergen: vom Fischmarkt nach Bryggen',
        short_description:
          'Probieren Sie sich durch Bergens Hafen, von frischen Meeresfrüchten über Braunkäse bis zum Craft-Bier.',
        description:
          'Bergen handelt schon seit der Hansezeit mit Fisch, und dieser Rundgang folgt dem Essen vom Hafen bis auf den Teller. Am Fischmarkt kosten Sie Räucherlachs, Fischfrikadellen und Meeresfrüchte aus der Region, bevor es durch die hölzernen Gassen von Bryggen geht. Unterwegs probieren Sie Braunkäse, luftgetrocknete Lammkeule und eine Zimtschnecke aus einer der ältesten Bäckereien der Stadt und schließen mit einem lokalen Craft-Bier oder Cider ab. Alle Stationen sind kleine Familienbetriebe, und die Kostproben ergeben zusammen ein reichhaltiges Mittagessen.',
        meeting_point: 'Torget, vor der Touristeninformation in der Strandkaien 3',
        highlights: [
          'Acht Kostproben, die ein ganzes Mittagessen ergeben',
          'Fischmarkt, Bryggen und versteckte Gassen',
          'Kleine Familienbetriebe',
          'Zum Abschluss ein lokales Bier oder Cider',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 210,
    options: [
      {
        name: { en: 'Lunch walk', no: 'Lunsjvandring', de: 'Mittagsrundgang' },
        tickets: [
          { guest_type: 'Adult', price: 1190 },
          { guest_type: 'Child', price: 590 },
        ],
        start_times: ['11:30'],
        allotment: 14,
        cut_off_minutes: 120,
      },
      {
        name: { en: 'Evening walk', no: 'Kveldsvandring', de: 'Abendrundgang' },
        tickets: [{ guest_type: 'Adult', price: 1290 }],
        start_times: ['17:00'],
        allotment: 14,
        weekdays: [5, 6],
        cut_off_minutes: 120,
      },
    ],
    nearly_sold_out_days: [2, 8],
  },
  {
    kind: 'activities',
    code: 'ACT-OSLO-BIKE',
    supplier: 'citywalks',
    location: 'oslo',
    lat: 59.9073,
    lng: 10.753,
    address: 'Kirsten Flagstads plass 1, 0150 Oslo',
    currency: 'NOK',
    rating: 4.6,
    review_count: 698,
    categories: ['city-tours', 'outdoor'],
    tags: ['guided', 'family-friendly', 'small-group'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'city', palette: ['#A3C9E2', '#EEF4F8', '#D6D9DC', '#2F6690'] },
      { scene: 'forest', palette: ['#B0D0E6', '#F0F5F9', '#5E8C61', '#E07A5F'] },
    ],
    texts: {
      en: {
        name: 'Oslo highlights by bike',
        short_description:
          'Cycle from the Opera House to Vigeland Park with a local guide in three easy hours.',
        description:
          "Oslo is compact, green and surprisingly bike-friendly, and this tour covers more ground than you could on foot. You start at the Opera House, follow the harbour promenade past Akershus Fortress and Aker Brygge, and ride through leafy neighbourhoods to Vigeland Park and its more than 200 sculptures. Along the way your guide shares stories of the city's past and of Oslo today. The route is mostly flat, and comfortable city bikes and helmets are included.",
        meeting_point: 'In front of the Opera House, by the main entrance on Kirsten Flagstads plass',
        highlights: [
          'Opera House, Akershus Fortress and Vigeland Park',
          'Mostly flat route at an easy pace',
          'Bike and helmet included',
          'Coffee stop in a local café',
        ],
      },
      no: {
        name: 'Oslos høydepunkter på sykkel',
        short_description: 'Sykle fra Operaen til Vigelandsparken med lokal guide på tre rolige timer.',
        description:
          'Oslo er kompakt, grønn og overraskende sykkelvennlig, og på denne turen rekker du mye mer enn til fots. Dere starter ved Operaen, følger havnepromenaden forbi Akershus festning og Aker Brygge og sykler gjennom grønne bydeler til Vigelandsparken med sine over 200 skulpturer. Underveis forteller guiden om byens historie og om Oslo i dag. Ruten er stort sett flat, og komfortable bysykler og hjelm er inkludert.',
        meeting_point: 'Foran Operaen, ved hovedinngangen på Kirsten Flagstads plass',
        highlights: [
          'Operaen, Akershus festning og Vigelandsparken',
          'Stort sett flat rute i rolig tempo',
          'Sykkel og hjelm inkludert',
          'Kaffepause på en lokal kafé',
        ],
      },
      de: {
        name: 'Oslos Höhepunkte mit dem Fahrrad',
        short_description:
          'Radeln Sie in drei gemütlichen Stunden mit einem einheimischen Guide von der Oper zum Vigeland-Park.',
        description:
          'Oslo ist kompakt, grün und erstaunlich fahrradfreundlich, und auf dieser Tour sehen Sie viel mehr als zu Fuß. Start ist an der Oper; dann geht es über die Hafenpromenade vorbei an der Festung Akershus und Aker Brygge und durch grüne Wohnviertel zum Vigeland-Park mit seinen über 200 Skulpturen. Unterwegs erzählt Ihr Guide von der Geschichte der Stadt und vom Oslo von heute. Die Strecke ist überwiegend flach, bequeme Stadträder und Helme sind inklusive.',
        meeting_point: 'Vor der Oper, am Haupteingang auf dem Kirsten Flagstads plass',
        highlights: [
          'Oper, Festung Akershus und Vigeland-Park',
          'Überwiegend flache Strecke in gemütlichem Tempo',
          'Fahrrad und Helm inklusive',
          'Kaffeepause in einem Café der Einheimischen',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 180,
    options: [
      {
        name: MORNING_TOUR,
        tickets: [
          { guest_type: 'Adult', price: 590 },
          { guest_type: 'Child', price: 390 },
        ],
        start_times: ['10:00'],
        allotment: 16,
      },
      {
        name: AFTERNOON_TOUR,
        tickets: [
          { guest_type: 'Adult', price: 590 },
          { guest_type: 'Child', price: 390 },
        ],
        start_times: ['14:00'],
        allotment: 16,
        weekdays: [5, 6, 7],
      },
    ],
  },
  {
    kind: 'activities',
    code: 'ACT-CPH-BIKE',
    supplier: 'citywalks',
    location: 'copenhagen',
    lat: 55.6797,
    lng: 12.5905,
    address: 'Nyhavn, 1051 København K',
    currency: 'DKK',
    rating: 4.7,
    review_count: 1122,
    categories: ['city-tours', 'outdoor'],
    tags: ['guided', 'family-friendly'],
    features: ['equipment-included'],
    cancellation: 'flexible',
    images: [
      { scene: 'city', palette: ['#B5D3E7', '#F6E7C1', '#E07A5F', '#3D5A80'] },
      { scene: 'coast', palette: ['#A8CBE3', '#F1E3C0', '#81B29A', '#F2CC8F'] },
    ],
    texts: {
      en: {
        name: 'Copenhagen by bike like a local',
        short_description:
          "See the world's most bike-friendly city on two wheels, from Nyhavn to Christiania.",
        description:
          'In Copenhagen more people cycle to work than drive, and on this tour you ride along with them. Your guide leads you through the cycle lanes from Nyhavn to the Little Mermaid, across the harbour bridges to Christianshavn and into the free town of Christiania. On the way you learn how the city became a cycling capital and where locals go for the best coffee. Classic Danish city bikes and helmets are included, and the pace is relaxed.',
        meeting_point: 'At the Memorial Anchor at the end of Nyhavn',
        highlights: [
          'Nyhavn, the Little Mermaid and Christiania',
          "Ride in the city's famous cycle lanes",
          'Danish city bike and helmet included',
          'Relaxed pace with plenty of stops',
        ],
      },
      no: {
        name: 'København på sykkel som en lokal',
        short_description: 'Bli med på to hjul i verdens mest sykkelvennlige by, fra Nyhavn til Christiania.',
        description:
          'I København er det flere som sykler til jobben enn som kjører bil, og på denne turen sykler du sammen med dem. Guiden leder deg gjennom sykkelfeltene fra Nyhavn til Den lille havfrue, over havnebroene til Christianshavn og inn i fristaden Christiania. Underveis får du høre hvordan byen ble en sykkelhovedstad, og hvor lokalbefolkningen drikker den beste kaffen. Klassiske danske bysykler og hjelm er inkludert, og tempoet er rolig.',
        meeting_point: 'Ved Mindeankeret innerst i Nyhavn',
        highlights: [
          'Nyhavn, Den lille havfrue og Christiania',
          'Sykle i byens berømte sykkelfelt',
          'Dansk bysykkel og hjelm inkludert',
          'Rolig tempo med mange stopp',
        ],
      },
      de: {
        name: 'Kopenhagen mit dem Rad wie die Einheimischen',
        short_description:
          'Erkunden Sie die fahrradfreundlichste Stadt der Welt auf zwei Rädern, von Nyhavn bis Christiania.',
        description:
          'In Kopenhagen fahren mehr Menschen mit dem Rad zur Arbeit als mit dem Auto, und auf dieser Tour sind Sie mittendrin. Ihr Guide führt Sie über die Radwege von Nyhavn zur Kleinen Meerjungfrau, über die Hafenbrücken nach Christianshavn und in die Freistadt Christiania. Unterwegs erfahren Sie, wie die Stadt zur Fahrradhauptstadt wurde und wo die Einheimischen den besten Kaffee trinken. Klassische dänische Stadträder und Helme sind inklusive, und das Tempo ist gemütlich.',
        meeting_point: 'Am Gedenkanker am Ende von Nyhavn',
        highlights: [
          'Nyhavn, Kleine Meerjungfrau und Christiania',
          'Unterwegs auf den berühmten Radwegen',
          'Dänisches Stadtrad und Helm inklusive',
          'Gemütliches Tempo mit vielen Stopps',
        ],
      },
    },
    sites: ['demo', 'nordic'],
    duration_minutes: 180,
    options: [
      {
        name: MORNING_TOUR,
        tickets: [
          { guest_type: 'Adult', price: 395 },
          { guest_type: 'Child', price: 245 },
        ],
        start_times: ['10:00'],
        allotment: 20,
      },
      {
        name: AFTERNOON_TOUR,
        tickets: [
          { guest_type: 'Adult', price: 395 },
          { guest_type: 'Child', price: 245 },
        ],
        start_times: ['14:30'],
        allotment: 20,
      },
    ],
  },
]
