import { page, type GuestLegalTexts } from './page.js'

export const da: GuestLegalTexts = {
  privacy: page('Jaunts privatlivspolitik', [
    [
      'Hvad vi indsamler',
      'Når du booker, gemmer vi dit navn, din e-mailadresse, dit telefonnummer, dit land og dine bookinger, så leverandøren kan levere dem, og du senere kan se og afbestille dem.',
    ],
    [
      'Hvem der ser dem',
      'Leverandøren af hver booking og det websted, du bookede på, ser oplysningerne om den booking. Kortbetalinger håndteres af Stripe; vi ser aldrig dit kortnummer.',
    ],
    [
      'Hvor længe vi gemmer dem',
      'Vi gemmer bookingoplysninger, så længe bogføringsloven kræver det. Et login-link til dine bookinger virker én gang i 1 time.',
    ],
    [
      'Dine rettigheder',
      'Du kan bede om at se, rette eller slette dine oplysninger ved at skrive til privacy@jaunt.test.',
    ],
  ]),
  terms: page('Bookingbetingelser', [
    [
      'Din booking',
      'Din booking er en aftale med leverandøren af hvert produkt; det websted, du booker på, og Jaunt formidler den. Du får en bekræftelse på e-mail, når den er bekræftet.',
    ],
    [
      'Priser og betaling',
      'Priserne er inklusive afgifter og opkræves i den viste valuta. En booking er bekræftet, når den er betalt, eller med det samme, hvor webstedet tager imod bookinger uden betaling.',
    ],
    [
      'Afbestilling og refusion',
      'Hvert produkt viser sine afbestillingsbetingelser, før du booker. Du kan afbestille fra dine bookinger; refusioner følger betingelserne og når din betalingsmetode inden for 10 hverdage.',
    ],
    [
      'På dagen',
      'Mød op på mødestedet i god tid, og hav dit bookingnummer klar. Leverandøren kan ændre eller aflyse en tur af hensyn til sikkerhed eller vejr; du får så en ny dato eller fuld refusion.',
    ],
  ]),
}
