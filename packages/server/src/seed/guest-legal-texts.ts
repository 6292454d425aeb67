import type { Locale } from '@jaunt/domain'

interface LegalPage {
  title: string
  content_html: string
}

const page = (title: string, sections: [heading: string, text: string][]): LegalPage => ({
  title,
  content_html: sections.map(([heading, text]) => `<h2>${heading}</h2><p>${text}</p>`).join(''),
})

/** The marketplace's privacy policy for guests, in the languages the demo sites enable; others read English. */
export const DEMO_PRIVACY_POLICY: Partial<Record<Locale, LegalPage>> & { en: LegalPage } = {
  en: page('Jaunt privacy policy', [
    [
      'What we collect',
      'When you book, we keep your name, email address, phone number, country and the bookings you make, so the supplier can deliver them and you can see and cancel them later.',
    ],
    [
      'Who sees it',
      'The supplier of each booking and the site you booked on see the details of that booking. Card payments are handled by Stripe; we never see your card number.',
    ],
    [
      'How long we keep it',
      'We keep booking records for as long as accounting law requires. A login link to your bookings works once, for 1 hour.',
    ],
    ['Your rights', 'You may ask to see, correct or delete your data by writing to privacy@jaunt.test.'],
  ]),
  de: page('Jaunt-Datenschutzerklärung', [
    [
      'Was wir speichern',
      'Wenn Sie buchen, speichern wir Ihren Namen, Ihre E-Mail-Adresse, Telefonnummer, Ihr Land und Ihre Buchungen, damit der Anbieter sie erbringen kann und Sie sie später ansehen und stornieren können.',
    ],
    [
      'Wer sie sieht',
      'Der Anbieter jeder Buchung und die Website, auf der Sie gebucht haben, sehen die Angaben zu dieser Buchung. Kartenzahlungen wickelt Stripe ab; Ihre Kartennummer sehen wir nie.',
    ],
    [
      'Wie lange wir sie aufbewahren',
      'Buchungsunterlagen bewahren wir so lange auf, wie es das Buchhaltungsrecht verlangt. Ein Anmeldelink zu Ihren Buchungen funktioniert einmal, 1 Stunde lang.',
    ],
    [
      'Ihre Rechte',
      'Sie können Ihre Daten einsehen, berichtigen oder löschen lassen, indem Sie an privacy@jaunt.test schreiben.',
    ],
  ]),
  fi: page('Jauntin tietosuojaseloste', [
    [
      'Mitä tietoja keräämme',
      'Kun varaat, säilytämme nimesi, sähköpostiosoitteesi, puhelinnumerosi, maasi ja tekemäsi varaukset, jotta palveluntarjoaja voi toteuttaa ne ja voit myöhemmin katsoa ja peruuttaa ne.',
    ],
    [
      'Kuka tiedot näkee',
      'Kunkin varauksen palveluntarjoaja ja sivusto, jolla varasit, näkevät varauksen tiedot. Korttimaksut käsittelee Stripe; emme koskaan näe korttisi numeroa.',
    ],
    [
      'Kuinka kauan säilytämme tietoja',
      'Säilytämme varaustiedot niin kauan kuin kirjanpitolaki edellyttää. Varaustesi kirjautumislinkki toimii kerran, 1 tunnin ajan.',
    ],
    [
      'Oikeutesi',
      'Voit pyytää nähdä, korjata tai poistaa tietosi kirjoittamalla osoitteeseen privacy@jaunt.test.',
    ],
  ]),
  no: page('Jaunts personvernerklæring', [
    [
      'Hva vi samler inn',
      'Når du bestiller, lagrer vi navnet ditt, e-postadressen, telefonnummeret, landet ditt og bestillingene du gjør, slik at leverandøren kan levere dem og du senere kan se og avbestille dem.',
    ],
    [
      'Hvem som ser det',
      'Leverandøren av hver bestilling og nettstedet du bestilte på, ser detaljene i den bestillingen. Kortbetalinger håndteres av Stripe; vi ser aldri kortnummeret ditt.',
    ],
    [
      'Hvor lenge vi beholder det',
      'Vi beholder bestillingsopplysninger så lenge regnskapsloven krever. En innloggingslenke til bestillingene dine virker én gang, i 1 time.',
    ],
    [
      'Dine rettigheter',
      'Du kan be om å se, rette eller slette opplysningene dine ved å skrive til privacy@jaunt.test.',
    ],
  ]),
  sv: page('Jaunts integritetspolicy', [
    [
      'Vad vi samlar in',
      'När du bokar sparar vi ditt namn, din e-postadress, ditt telefonnummer, ditt land och dina bokningar, så att leverantören kan genomföra dem och du senare kan se och avboka dem.',
    ],
    [
      'Vem som ser dem',
      'Leverantören av varje bokning och webbplatsen där du bokade ser uppgifterna om den bokningen. Kortbetalningar hanteras av Stripe; vi ser aldrig ditt kortnummer.',
    ],
    [
      'Hur länge vi sparar dem',
      'Vi sparar bokningsuppgifter så länge bokföringslagen kräver. En inloggningslänk till dina bokningar fungerar en gång, i 1 timme.',
    ],
    [
      'Dina rättigheter',
      'Du kan be att få se, rätta eller radera dina uppgifter genom att skriva till privacy@jaunt.test.',
    ],
  ]),
  da: page('Jaunts privatlivspolitik', [
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
}

/** The terms a guest books under on every hosted site (the partners' and suppliers' terms are DEMO_TERMS). */
export const DEMO_GUEST_TERMS: Partial<Record<Locale, LegalPage>> & { en: LegalPage } = {
  en: page('Booking terms', [
    [
      'Your booking',
      'Your booking is a contract with the supplier of each product; the site you book on and Jaunt arrange it for them. You receive a confirmation by email once it is confirmed.',
    ],
    [
      'Prices and payment',
      'Prices include taxes and are charged in the currency shown. A booking is confirmed once it is paid, or at once where the site takes bookings without payment.',
    ],
    [
      'Cancellations and refunds',
      'Each product shows its cancellation policy before you book. You can cancel from your bookings; refunds follow that policy and reach your payment method within 10 working days.',
    ],
    [
      'On the day',
      'Arrive at the meeting point in good time and bring your booking number. The supplier may change or cancel a trip for safety or weather; you then get a new date or a full refund.',
    ],
  ]),
  de: page('Buchungsbedingungen', [
    [
      'Ihre Buchung',
      'Ihre Buchung ist ein Vertrag mit dem Anbieter des jeweiligen Angebots; die Website, auf der Sie buchen, und Jaunt vermitteln sie. Sobald sie bestätigt ist, erhalten Sie eine Bestätigung per E-Mail.',
    ],
    [
      'Preise und Zahlung',
      'Die Preise enthalten Steuern und werden in der angezeigten Währung berechnet. Eine Buchung ist bestätigt, sobald sie bezahlt ist, oder sofort, wo die Website Buchungen ohne Zahlung annimmt.',
    ],
    [
      'Stornierung und Erstattung',
      'Jedes Angebot zeigt vor der Buchung seine Stornierungsbedingungen. Sie können in Ihren Buchungen stornieren; Erstattungen folgen diesen Bedingungen und erreichen Ihr Zahlungsmittel innerhalb von 10 Werktagen.',
    ],
    [
      'Am Tag selbst',
      'Seien Sie rechtzeitig am Treffpunkt und halten Sie Ihre Buchungsnummer bereit. Der Anbieter kann einen Ausflug aus Sicherheits- oder Wettergründen ändern oder absagen; Sie erhalten dann einen neuen Termin oder die volle Erstattung.',
    ],
  ]),
  fi: page('Varausehdot', [
    [
      'Varauksesi',
      'Varauksesi on sopimus kunkin tuotteen palveluntarjoajan kanssa; sivusto, jolla varaat, ja Jaunt välittävät sen. Saat vahvistuksen sähköpostitse, kun varaus on vahvistettu.',
    ],
    [
      'Hinnat ja maksu',
      'Hinnat sisältävät verot, ja ne veloitetaan näytetyssä valuutassa. Varaus vahvistetaan, kun se on maksettu, tai heti, jos sivusto ottaa vastaan varauksia ilman maksua.',
    ],
    [
      'Peruutukset ja hyvitykset',
      'Jokainen tuote näyttää peruutusehtonsa ennen varaamista. Voit peruuttaa varauksesi omista varauksistasi; hyvitykset noudattavat näitä ehtoja ja palautuvat maksutavallesi 10 arkipäivän kuluessa.',
    ],
    [
      'Retkipäivänä',
      'Saavu kohtaamispaikkaan ajoissa ja ota varausnumerosi mukaan. Palveluntarjoaja voi muuttaa tai perua retken turvallisuus- tai sääsyistä; saat silloin uuden ajankohdan tai täyden hyvityksen.',
    ],
  ]),
  no: page('Bestillingsvilkår', [
    [
      'Bestillingen din',
      'Bestillingen din er en avtale med leverandøren av hvert produkt; nettstedet du bestiller på og Jaunt formidler den. Du får en bekreftelse på e-post når den er bekreftet.',
    ],
    [
      'Priser og betaling',
      'Prisene inkluderer avgifter og belastes i valutaen som vises. En bestilling er bekreftet når den er betalt, eller med en gang der nettstedet tar imot bestillinger uten betaling.',
    ],
    [
      'Avbestilling og refusjon',
      'Hvert produkt viser avbestillingsvilkårene før du bestiller. Du kan avbestille fra bestillingene dine; refusjoner følger vilkårene og kommer tilbake til betalingsmåten din innen 10 virkedager.',
    ],
    [
      'På dagen',
      'Møt opp på møtestedet i god tid og ha bestillingsnummeret klart. Leverandøren kan endre eller avlyse en tur av hensyn til sikkerhet eller vær; du får da en ny dato eller full refusjon.',
    ],
  ]),
  sv: page('Bokningsvillkor', [
    [
      'Din bokning',
      'Din bokning är ett avtal med leverantören av varje produkt; webbplatsen där du bokar och Jaunt förmedlar den. Du får en bekräftelse via e-post när den är bekräftad.',
    ],
    [
      'Priser och betalning',
      'Priserna inkluderar skatter och debiteras i den valuta som visas. En bokning är bekräftad när den är betald, eller direkt där webbplatsen tar emot bokningar utan betalning.',
    ],
    [
      'Avbokning och återbetalning',
      'Varje produkt visar sina avbokningsvillkor innan du bokar. Du kan avboka från dina bokningar; återbetalningar följer villkoren och når din betalningsmetod inom 10 arbetsdagar.',
    ],
    [
      'På dagen',
      'Kom till mötesplatsen i god tid och ha ditt bokningsnummer till hands. Leverantören kan ändra eller ställa in en tur av säkerhets- eller väderskäl; du får då ett nytt datum eller full återbetalning.',
    ],
  ]),
  da: page('Bookingbetingelser', [
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
