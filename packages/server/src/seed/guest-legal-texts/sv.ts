import { page, type GuestLegalTexts } from './page.js'

export const sv: GuestLegalTexts = {
  privacy: page('Jaunts integritetspolicy', [
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
  terms: page('Bokningsvillkor', [
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
}
