import type { Locale } from '@jaunt/domain'

/** The widget's words a guest acts on, as the catalogs say them, so one page object serves each language. */
export type GuestWords = {
  locale: Locale
  seeDetails: string
  searchBox: string
  search: string
  nextMonth: string
  departureTimes: RegExp
  moreTickets: (guestType: string) => string
  adult: string
  moreAdultsInRoom: (room: number) => string
  continue: string
  addToCart: string
  /** The name of a rate plan's Add button: "Add {room}, {rate}, to cart". */
  addRate: RegExp
  yourCart: string
  itemsInYourCart: string
  checkout: string
  firstName: string
  lastName: string
  email: string
  country: string
  phoneNumber: string
  confirmBooking: string
  bookingDetails: string
  bookingConfirmed: string
  /** Norway, as the country list names it in this language. */
  norway: string
}

export const ENGLISH: GuestWords = {
  locale: 'en',
  seeDetails: 'See details',
  searchBox: 'Search activities, stays and places',
  search: 'Search',
  nextMonth: 'Next month',
  departureTimes: /^Departure times for/,
  moreTickets: (guestType) => `More ${guestType} tickets`,
  adult: 'Adult',
  moreAdultsInRoom: (room) => `More adults in room ${room}`,
  continue: 'Continue',
  addToCart: 'Add to cart',
  addRate: /^Add to cart: .+, .+$/,
  yourCart: 'Your cart',
  itemsInYourCart: 'Items in your cart',
  checkout: 'Checkout',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  country: 'Country',
  phoneNumber: 'Phone number',
  confirmBooking: 'Confirm booking',
  bookingDetails: 'Booking details',
  bookingConfirmed: 'Booking confirmed',
  norway: 'Norway',
}

export const GERMAN: GuestWords = {
  locale: 'de',
  seeDetails: 'Details ansehen',
  searchBox: 'Aktivitäten, Unterkünfte und Orte suchen',
  search: 'Suchen',
  nextMonth: 'Nächster Monat',
  departureTimes: /^Abfahrtszeiten für/,
  moreTickets: (guestType) => `Mehr Tickets: ${guestType}`,
  adult: 'Erwachsener',
  moreAdultsInRoom: (room) => `Mehr Erwachsene in Zimmer ${room}`,
  continue: 'Weiter',
  addToCart: 'In den Warenkorb',
  addRate: /^In den Warenkorb: .+, .+$/,
  yourCart: 'Ihr Warenkorb',
  itemsInYourCart: 'Artikel in Ihrem Warenkorb',
  checkout: 'Zur Kasse',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  country: 'Land',
  phoneNumber: 'Telefonnummer',
  confirmBooking: 'Buchung bestätigen',
  bookingDetails: 'Buchungsdetails',
  bookingConfirmed: 'Buchung bestätigt',
  norway: 'Norwegen',
}

export const FINNISH: GuestWords = {
  locale: 'fi',
  seeDetails: 'Katso tiedot',
  searchBox: 'Hae aktiviteetteja, majoituksia ja paikkoja',
  search: 'Hae',
  nextMonth: 'Seuraava kuukausi',
  departureTimes: /^Lähtöajat:/,
  moreTickets: (guestType) => `Enemmän lippuja: ${guestType}`,
  adult: 'Aikuinen',
  moreAdultsInRoom: (room) => `Enemmän aikuisia huoneessa ${room}`,
  continue: 'Jatka',
  addToCart: 'Lisää ostoskoriin',
  addRate: /^Lisää ostoskoriin: .+, .+$/,
  yourCart: 'Ostoskorisi',
  itemsInYourCart: 'Ostoskorisi tuotteet',
  checkout: 'Kassalle',
  firstName: 'Etunimi',
  lastName: 'Sukunimi',
  email: 'Sähköposti',
  country: 'Maa',
  phoneNumber: 'Puhelinnumero',
  confirmBooking: 'Vahvista varaus',
  bookingDetails: 'Varauksen tiedot',
  bookingConfirmed: 'Varaus vahvistettu',
  norway: 'Norja',
}
