/** A noun's forms by `Intl.PluralRules` category; a category a language lacks falls back to `other`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }

/** What the server tells a guest, in one language: refusals, availability notes, validation texts. */
export interface GuestWords {
  /** 503: too many searches at once, or one that ran past its time. */
  serverBusy: string
  // The cart
  cartNotFound: string
  itemNotInCart: string
  packageNotInCart: string
  notOnSite: string
  currencyMismatch: (cartCurrency: string, itemCurrency: string) => string
  cartClosed: string
  emptyCart: string
  chooseATicket: string
  packageCannotBeBooked: string
  // Checkout and the booking's details
  noLongerHeld: string
  notHeld: string
  paymentMethodNotOffered: string
  cardNotConfigured: string
  terminalNotAvailable: string
  alreadyConfirmed: string
  itemNotHeld: string
  bookingNotFound: string
  // Cancelling in the customer area
  alreadyCancelled: string
  alreadyStarted: string
  // Tickets on a departure
  unknownTicket: string
  departureClosed: string
  departureSoldOut: string
  departureNotFound: string
  outOfSeason: string
  minimumBooking: (guests: number) => string
  placesLeft: PluralForms
  // Stays
  notPriced: string
  minStay: (nights: number) => string
  maxStay: (nights: number) => string
  noCheckin: string
  noCheckout: string
  dateClosed: string
  roomsSoldOut: string
  roomsLeft: PluralForms
  unknownRate: string
  tooManyGuests: string
  // Packages
  noPackageDeparture: string
  packageSoldOut: string
  packagePlacesLeft: PluralForms
  roomsDoNotMatch: string
  // Products and the customer area
  productNotFound: string
  siteNotFound: string
  pageNotFound: string
  reservationNotFound: string
  // The back office's refusals (it sends APP-LOCALE too)
  ticketHasBookings: string
  optionHasBookings: string
  /** A location that products are in, refused deletion. */
  locationInUse: PluralForms
  bookedAboveAllotment: (allotment: number, days: string) => string
  /** The title of the booking details page a guest returns to from the bank. */
  bookingDetails: string
  termsNotPublished: string
  privacyNotPublished: string
  linkSent: string
  linkExpired: string
  // Validation texts of our own schemas that reach guests (zod's own texts come from its locales)
  emailRequired: string
  emailInvalid: string
  // The activity's questions at checkout
  answerRequired: string
  answerNotAChoice: string
  answerUnknownQuestion: string
  // Bulk cancellation and partial refunds in the back office
  bulkCancelRunning: string
  refundNotByCard: string
  refundRefused: (reason: string) => string
  // A package's service that cannot be held at checkout
  packageServiceSoldOut: (service: string, date: string) => string
  // Why the back office's login refuses an account
  invalidCredentials: string
  accountPending: string
  accountRejected: string
  accountCannotLogIn: string
  // Tools › Auto-translation
  translationModelMissing: string
}
