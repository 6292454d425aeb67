import type { Locale } from '@jaunt/domain'

export interface DateChangeMailWords {
  subject: (number: string) => string
  greeting: (name: string) => string
  intro: (number: string, product: string) => string
  now: (when: string) => string
  before: (when: string) => string
  same: string
}

/** The guest's notice that the organiser moved their booking, in every product language. */
export const DATE_CHANGE_MAIL_WORDS: Record<Locale, DateChangeMailWords> = {
  en: {
    subject: (number) => `Your booking has a new date (${number})`,
    greeting: (name) => `Hello ${name},`,
    intro: (number, product) => `The organiser has moved your booking ${number}, ${product}, to a new date.`,
    now: (when) => `New date: ${when}`,
    before: (when) => `Before: ${when}`,
    same: 'Your tickets and price stay the same.',
  },
  no: {
    subject: (number) => `Bestillingen din har fått ny dato (${number})`,
    greeting: (name) => `Hei ${name},`,
    intro: (number, product) =>
      `Arrangøren har flyttet bestillingen din ${number}, ${product}, til en ny dato.`,
    now: (when) => `Ny dato: ${when}`,
    before: (when) => `Tidligere: ${when}`,
    same: 'Billettene og prisen din er de samme.',
  },
  sv: {
    subject: (number) => `Din bokning har fått ett nytt datum (${number})`,
    greeting: (name) => `Hej ${name},`,
    intro: (number, product) =>
      `Arrangören har flyttat din bokning ${number}, ${product}, till ett nytt datum.`,
    now: (when) => `Nytt datum: ${when}`,
    before: (when) => `Tidigare: ${when}`,
    same: 'Dina biljetter och ditt pris är desamma.',
  },
  da: {
    subject: (number) => `Din booking har fået en ny dato (${number})`,
    greeting: (name) => `Hej ${name},`,
    intro: (number, product) => `Arrangøren har flyttet din booking ${number}, ${product}, til en ny dato.`,
    now: (when) => `Ny dato: ${when}`,
    before: (when) => `Tidligere: ${when}`,
    same: 'Dine billetter og din pris er de samme.',
  },
  fi: {
    subject: (number) => `Varauksellesi on uusi päivä (${number})`,
    greeting: (name) => `Hei ${name},`,
    intro: (number, product) => `Järjestäjä on siirtänyt varauksesi ${number}, ${product}, uudelle päivälle.`,
    now: (when) => `Uusi ajankohta: ${when}`,
    before: (when) => `Aiemmin: ${when}`,
    same: 'Lippusi ja hintasi pysyvät samoina.',
  },
  de: {
    subject: (number) => `Ihre Buchung hat ein neues Datum (${number})`,
    greeting: (name) => `Hallo ${name},`,
    intro: (number, product) =>
      `Der Veranstalter hat Ihre Buchung ${number}, ${product}, auf ein neues Datum verlegt.`,
    now: (when) => `Neuer Termin: ${when}`,
    before: (when) => `Bisher: ${when}`,
    same: 'Ihre Tickets und Ihr Preis bleiben gleich.',
  },
  es: {
    subject: (number) => `Tu reserva tiene una nueva fecha (${number})`,
    greeting: (name) => `Hola ${name}:`,
    intro: (number, product) =>
      `El organizador ha trasladado tu reserva ${number}, ${product}, a una nueva fecha.`,
    now: (when) => `Nueva fecha: ${when}`,
    before: (when) => `Antes: ${when}`,
    same: 'Tus entradas y el precio no cambian.',
  },
  nl: {
    subject: (number) => `Je boeking heeft een nieuwe datum (${number})`,
    greeting: (name) => `Hallo ${name},`,
    intro: (number, product) =>
      `De organisator heeft je boeking ${number}, ${product}, naar een nieuwe datum verplaatst.`,
    now: (when) => `Nieuwe datum: ${when}`,
    before: (when) => `Eerder: ${when}`,
    same: 'Je tickets en je prijs blijven hetzelfde.',
  },
  it: {
    subject: (number) => `La tua prenotazione ha una nuova data (${number})`,
    greeting: (name) => `Ciao ${name},`,
    intro: (number, product) =>
      `L'organizzatore ha spostato la tua prenotazione ${number}, ${product}, a una nuova data.`,
    now: (when) => `Nuova data: ${when}`,
    before: (when) => `Prima: ${when}`,
    same: 'I tuoi biglietti e il prezzo restano invariati.',
  },
  fr: {
    subject: (number) => `Votre réservation a une nouvelle date (${number})`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (number, product) =>
      `L'organisateur a déplacé votre réservation ${number}, ${product}, à une nouvelle date.`,
    now: (when) => `Nouvelle date : ${when}`,
    before: (when) => `Auparavant : ${when}`,
    same: 'Vos billets et votre prix restent les mêmes.',
  },
  ru: {
    subject: (number) => `У вашего бронирования новая дата (${number})`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (number, product) => `Организатор перенёс ваше бронирование ${number}, ${product}, на новую дату.`,
    now: (when) => `Новая дата: ${when}`,
    before: (when) => `Прежде: ${when}`,
    same: 'Ваши билеты и цена остаются прежними.',
  },
  bg: {
    subject: (number) => `Резервацията ви има нова дата (${number})`,
    greeting: (name) => `Здравейте, ${name},`,
    intro: (number, product) => `Организаторът премести резервацията ви ${number}, ${product}, на нова дата.`,
    now: (when) => `Нова дата: ${when}`,
    before: (when) => `Преди: ${when}`,
    same: 'Билетите и цената ви остават същите.',
  },
  hi: {
    subject: (number) => `आपकी बुकिंग की नई तारीख (${number})`,
    greeting: (name) => `नमस्ते ${name},`,
    intro: (number, product) => `आयोजक ने आपकी बुकिंग ${number}, ${product}, को नई तारीख पर कर दिया है।`,
    now: (when) => `नई तारीख: ${when}`,
    before: (when) => `पहले: ${when}`,
    same: 'आपके टिकट और कीमत वही रहेंगे।',
  },
  gu: {
    subject: (number) => `તમારા બુકિંગની નવી તારીખ (${number})`,
    greeting: (name) => `નમસ્તે ${name},`,
    intro: (number, product) => `આયોજકે તમારું બુકિંગ ${number}, ${product}, નવી તારીખે ખસેડ્યું છે.`,
    now: (when) => `નવી તારીખ: ${when}`,
    before: (when) => `પહેલાં: ${when}`,
    same: 'તમારી ટિકિટો અને કિંમત એ જ રહેશે.',
  },
}
