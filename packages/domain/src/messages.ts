/** The product's English copy from the spec's error catalogues and validation rules, word for word. */
export const MESSAGES = {
  // Default messages by HTTP status
  somethingWentWrong: 'Something went wrong',
  badRequest: 'Bad request',
  unauthenticated: 'Unauthenticated',
  accessDenied: 'Access Denied',
  sessionExpired: "You've been logged out due to session time out. Kindly log back in for continued access.",
  noTokenFound: 'No Token found!',

  // Pages and alerts
  pageNotFound: 'This page could not be found',
  errorTitle: 'ERROR',
  errorPageText: 'Oops, Something went wrong',
  unsavedChanges: 'Changes that you made may not be saved.',
  siteLimit:
    'It appears that you have reached the maximum limit of allowed sites. To increase this limit, please contact support.',
  siteByIdFetchFailed: 'Failed to fetch Site by id!',
  locationFetchFailed:
    'Failed to fetch the location. Please attempt later, as we currently lack certain details about the site.',
  cartFetchFailed: 'Something went wrong while retrieving your cart, please try again later!',

  // Cart and checkout
  invalidCartItem: 'Invalid cart item!',
  cardDetailInvalid: 'Your card detail is invalid!',
  cardDetailsEmpty: 'Your card details is empty!',
  personalInformationNotFound: 'Personal Information Not Found!',
  stripeElementNotFound: 'Stripe Element Not Found',
  paymentIntentNotFound: 'Payment Intent Not Found',
  stripeTerminalNotFound: 'Stripe Terminal Not Found!',
  cartCurrencyRequired: 'Cart currency required!',

  // Card terminal and payment
  readerDiscoverFailed: 'Reader discover failed.',
  readerNotFound: 'Reader Not Found. Please check your connection or device settings and try again.',
  readerNotOnline:
    'Reader is Not Online. Please ensure your reader is connected to the network and try again.',
  cartItemNotValid: 'One of your cart items is not valid. Please review your cart and try again.',
  cartItemsNotValid: 'Cart Items are Not Valid. Please review your cart and try again.',
  processPaymentFailed: 'Failed to Process Payment. Please verify your payment information and try again.',
  collectPaymentMethodsFailed: 'Failed to Collect Payment Methods.',
  cancelCollectPaymentMethodsFailed: 'Failed to Cancel Collect Payment Methods.',
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  terminalConnectionTokenFailed:
    'Failed to Get Connection Token for Terminal. Please check your network settings and try again.',
  readerDisconnected: 'The reader has unexpectedly disconnected. Please check your connection and try again.',
  payFailed: 'Failed to Pay',
  cancelFailed: 'Failed to Cancel',
  terminalStartFailed: 'We are unable to start the terminal. Please try again.',
  paymentSystemIssue: 'We are currently experiencing a technical issue with our payment system.',

  // Terminal setup validation
  locationNameRequired: 'Please enter location name',
  addressRequired: 'Please enter address',
  cityRequired: 'Please enter city',
  postalCodeRequired: 'Please enter postal code',
  stateRequired: 'Please enter state',
  countryRequired: 'Please enter country',
  readerNameRequired: 'Please enter reader name',
  readerCodeRequired: 'Please enter reader code',
  readerCodeInvalid: 'Please enter valid reader code',
  // The checkout form's own words for a phone number that cannot exist.
  phoneInvalid: 'Please enter valid phone number.',
  passwordInvalid: 'Please enter valid password',
  readerRequired: 'Please select reader',
  locationRequired: 'Please select location',
  imageRequired: 'At least one image is required.',

  // Search and streaming
  searchResultsFetchFailed: 'Failed to fetch results from query!',
  locationsFromObjectIdsFetchFailed: 'Failed to fetch locations from object ids!',
  dataFetchFailed: 'Failed to fetch data!',
  httpError: 'HTTP error: {status}',
  noBodyInResponse: 'No body in response',

  // Customer area
  emailRequired: 'Please enter email.',
  emailInvalid: 'Please enter valid email.',
  cancelBookingConfirm: 'Are you sure you want to cancel this booking?',
  cancellationReason: 'Reason for cancellation',

  // Cancellation wording
  freeCancellation: 'Free cancellation',
  nonRefundable: 'Non-Refundable',

  // Ours, not in the spec: the server's auth and settings payloads need texts the spec does not give
  passwordRequired: 'Please enter password.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordNeedsLetterAndDigit: 'Password must contain a letter and a digit.',
  invalidCredentials: 'Invalid email or password.',
  primaryLanguageNotEnabled: 'The primary language must be one of the enabled languages.',
  // Ours: the activity forms (the spec shows no texts for them), in the spec's "Please enter" style
  tourNameRequired: 'Please enter name',
  currencyRequired: 'Please enter currency',
  durationRequired: 'Please enter duration',
  durationInvalid: 'Please enter valid duration',
  minBookingInvalid: 'Minimum booking must be at least 1',
  optionNameRequired: 'Please enter option name',
  startTimeRequired: 'Please add at least one start time',
  mapPinIncomplete: 'Please set both latitude and longitude of the map pin',
  priceInvalid: 'Please enter a price of 0 or more',
  maxBelowMin: 'The most per booking cannot be below the least',
  memberCountPerPerson: 'Only a group ticket counts several members',
  weekdaysRequired: 'Please choose at least one weekday',
  scheduleRangeInvalid: 'The last date must be on or after the first, within a year',
  calendarRangeInvalid: 'The last date must be on or after the first, within three months',
  allotmentRequired: 'Please enter the number of places',
  datesInPast: 'Departures in the past cannot be changed',
  unknownTag: 'Please choose tags from the list',
  unknownCategory: 'Please choose categories from the list',
  unknownTaxCategory: 'Please choose a tax category from the list',
  seasonDateInvalid: 'Please enter a date',
  seasonEndsBeforeStart: 'The season cannot end before it starts',
  seasonsOverlap: 'Seasons must not overlap',
  tooManySeasons: 'At most 20 seasons',
  channelManagerRequired: 'Please choose a channel manager',
  channelManagerUnknown: 'This channel manager does not exist',
  externalProductCodeRequired: 'Please enter the product code at the channel manager',
  externalCodeInvalid: 'Use at most 64 letters, digits or . _ : / -',
  optionNotOfTour: 'This option is not one of the activity’s options',
  // Ours: the admin's rentals, restaurants and attractions
  supplierRequired: 'Please select supplier',
  supplierNotSupplier: 'Please select a user with the Supplier role',
  depositInvalid: 'Please enter a deposit of 0 or more',
  renterAgeInvalid: 'Please enter an age between 0 and 99',
  cuisineRequired: 'Please select cuisine',
  openingHoursIncomplete: 'Please enter both opening and closing time, or neither',
  closingBeforeOpening: 'Closing time must be after opening time',
  // Ours: image uploads and the activity's gallery
  fileRequired: 'Please choose a file',
  fileNotImage: 'The file must be a JPEG, PNG, WebP, AVIF or GIF image',
  fileTooLarge: 'The file is larger than 15 MB',
  imageUrlNotOwn: 'Please use an uploaded image',
  uploadInUse: 'This image is still shown on an activity: remove it there first',
  // Ours: an activity's settings pages
  sectionTitleRequired: 'Please enter section title',
  sectionBodyRequired: 'Please enter section text',
  tooManyRecommendations: 'Please choose at most 6 products',
  productNotRecommendable: 'This product cannot be recommended',
  featureNotFound: 'This feature does not exist',
  // Ours: the questions an activity asks at checkout
  questionLabelRequired: 'Please enter the question',
  choiceLabelRequired: 'Please enter the choice',
  tooFewChoices: 'Please offer at least 2 choices',
  tooManyChoices: 'Please offer at most 10 choices',
  tooManyQuestions: 'Please ask at most 10 questions',
  questionIdInvalid: 'Please use only letters, digits, - and _',
  questionIdTaken: 'Two questions have the same id',
  // Ours: destination boxes
  destinationNameRequired: 'Please enter the destination name',
  slugInvalid: 'Please use only lower-case letters, digits and -',
  destinationSlugTaken: 'Another destination box has this slug',
  destinationBoxNotFound: 'This destination box does not exist',
  destinationProductNotFound: 'This product does not exist',
  // Ours: a partner's site settings
  siteNameRequired: 'Please enter site name',
  companyNameRequired: 'Please enter company name',
  subDomainInvalid: 'Use 3 to 63 lowercase letters, digits or hyphens, not starting or ending with a hyphen',
  subDomainTaken: 'This sub-domain is taken',
  domainInvalid: 'Please enter a domain such as www.example.com',
  domainTaken: 'This domain is used by another site',
  scriptBreaksOut: 'Scripts must close every tag they open and must not end the page’s head or body',
  rejectionReasonRequired: 'Please enter the reason',
  paymentMethodRequired: 'Please choose at least one payment method',
  siteMappingSitesRequired: 'Please choose at least one site',
  // Ours: bulk cancellation of departures and partial refunds
  departuresRequired: 'Please choose at least one departure',
  cancelReasonRequired: 'Please enter the reason for cancellation',
  refundPercentageInvalid: 'Please enter a refund percentage from 0 to 100',
  refundAmountInvalid: 'Please enter an amount greater than 0',
  departureNotFound: 'There is no departure at this date and time',
  departureStarted: 'This departure has already started',
  refundAmountTooHigh: 'The amount is more than is left to refund',
  refundCurrencyMismatch: 'A refund is made in the currency the booking was paid in',
  refundRequestIdInvalid: 'Please send the refund request’s id (a UUID)',
  // Accommodation calendar: the cells of a night
  hotelAllotmentInvalid: 'Please enter a number of rooms of 0 or more',
  hotelStayInvalid: 'Please enter a number of nights of 1 or more',
  hotelCutOffInvalid: 'Please enter a number of hours of 0 or more',
  hotelMinStayAboveMax: 'The minimum stay cannot be longer than the maximum stay',
  hotelNightsInPast: 'Nights in the past cannot be changed',
  hotelPriceRequired: 'Please enter a price for this night',
  hotelAllotmentBelowBooked: 'The allotment cannot be below the rooms already booked',
  hotelNightsRequired: 'Please choose at least one night',
  // Ours: the supplier's hotels, room types and rate plans
  hotelOccupancyInvalid: 'Please enter a number of 0 or more',
  hotelMaxAdultsInvalid: 'A room sleeps at least one adult',
  hotelMaxOccupancyInvalid: 'The most guests must be at least the adults and at most adults plus children',
  hotelRoomTitleRequired: 'Please enter room type name',
  hotelRatePlanTitleRequired: 'Please enter rate plan name',
  hotelParentRequired: 'Please choose the rate plan this one is derived from',
  hotelParentCircular:
    'A connected rate plan must derive from a rate plan that is not connected, and not from itself',
  hotelPriceRuleRequired: 'Please enter how the price follows the parent rate plan',
  hotelRoomTypeBooked: 'This room type has bookings and cannot be deleted',
  hotelRatePlanBooked: 'This rate plan has bookings and cannot be deleted',
  hotelRatePlanHasConnected: 'Other rate plans derive from this one: delete them first',
  hotelRoomTypeUnknown: 'Please choose a room type of this hotel',
  hotelPolicyUnknown: 'Please choose a cancellation policy from the list',
  hotelFeatureUnknown: 'Please choose features from the list',
  hotelProductCodeTaken: 'You already use this product code with this channel manager',
  hotelStarRatingInvalid: 'Please enter a star rating from 1 to 5',
  // Ours: the back office's actions on one booking
  bookingAlreadyCancelled: 'This booking is already cancelled',
  bookingNotInBooking: 'This item is not part of the booking',
  repairActionInvalid: 'Please choose to confirm or to cancel the booking',
  bookingNotFailed: 'Only a booking whose confirmation or cancellation failed can be repaired',
  refundStatusInvalid: 'Please choose pending, refunded or failed',
  chatbotMessageTooLong: 'Please write at most 1000 characters',
  chatbotQuestionTooLong: 'Please keep each question under 200 characters',
  chatbotTooManyQuestions: 'Please suggest at most 6 questions per language',
  // Ours: legal texts
  legalTextTitleRequired: 'Please enter the title',
  legalTextBodyRequired: 'Please enter the text',
  legalTextCountryInvalid: 'Please enter a two-letter country code, or none for every country',
  legalTextNotFound: 'This legal text does not exist',
  // Ours: tags
  tagNameRequired: 'Please enter the tag name',
  tagSlugTaken: 'Another tag has this slug',
  tagNotFound: 'This tag does not exist',
  // Ours: the currencies the marketplace sells in
  currencyNotOffered: 'This currency is not offered on the marketplace',
  currencyCodeUnknown: 'Please enter an ISO 4217 currency code such as EUR',
  currencyAlreadyOffered: 'This currency is already on the list',
  currencyNotFound: 'This currency is not on the list',
  // Ours: locations
  locationCountryInvalid: 'Please choose a country from the list',
  locationTimeZoneInvalid: 'Please choose a time zone from the list',
  locationLatInvalid: 'Please enter a latitude from -90 to 90',
  locationLngInvalid: 'Please enter a longitude from -180 to 180',
  locationSlugTaken: 'Another location has this slug',
  locationNotFound: 'This location does not exist',
  // Ours: the card reader at the desk
  terminalSiteRequired: 'Please select the site',
  terminalGuestFirstNameRequired: 'Please enter first name',
  terminalGuestLastNameRequired: 'Please enter last name',
  terminalSessionExpired: 'The card reader session has ended. Please enter the setup password again.',
  terminalCartOfAnotherSite: 'This cart belongs to another site',
  packageMarginInvalid: 'The margin cannot be below zero.',
  packageServiceNotOnSite: 'This service is not sold on this site.',
  packageServiceIsPackage: 'A package cannot contain another package.',
  packageServicesRequired: 'Choose at least one service.',
  packageCurrencyMismatch: 'The services of a package must all be sold in the same currency.',
  packageNoticeInvalid: 'Enter a whole number of hours from 0 to 8760.',
  packageNoteTooLong: 'The note can be at most 2000 characters.',
  packageServiceSoldOut: 'This service is sold out on every date ahead: no guest could book the package.',
  packageDatesOrder: 'The last start date cannot be before the first.',
  packageNotFound: 'Package not found',
  // Ours: a partner's own Stripe account per currency
  terminalConnectCurrencyInvalid: 'Please select a currency the card reader can take',
  terminalConnectAlreadyConnected: 'This currency is already connected to a Stripe account.',
  terminalConnectNotConnected: 'This currency is not connected to a Stripe account.',
  terminalConnectStateInvalid:
    'This Stripe connection has expired or was already used. Please connect again.',
  terminalConnectCodeRefused: 'Stripe did not accept this connection. Please connect again.',
  terminalConnectHasLocations:
    'This Stripe account still has card-reader locations: delete them before deauthorizing it.',
  terminalLocationCurrencyMismatch: 'This reader takes payments in another currency than the cart’s.',
  // Ours: product features and their types
  featureTypeNameRequired: 'Please enter the feature type name',
  featureNameRequired: 'Please enter the feature name',
  featureIconInvalid: 'Please enter an icon name: lower-case letters, digits and -',
  featureTypeUnknown: 'Please choose a feature type from the list',
  featureTypeInUse: 'Features have this type: give them another type or delete them first',
  featureInUse: 'Products have this feature: remove it from them first',
  featureTypeNotFound: 'This feature type does not exist',
  businessTypeNameRequired: 'Please enter the business type name',
  businessTypeNotFound: 'This business type does not exist',
  businessTypeInUse: 'Suppliers or partners run this kind of business: it cannot be deleted.',
} as const

export type MessageKey = keyof typeof MESSAGES

/** The stream-fetch failure text for an HTTP status. */
export function httpErrorMessage(status: number): string {
  return MESSAGES.httpError.replace('{status}', String(status))
}

/** The default text for an error status when the server sent no message of its own. */
export function defaultErrorMessage(status: number): string {
  switch (status) {
    case 400:
      return MESSAGES.badRequest
    case 401:
      return MESSAGES.unauthenticated
    case 403:
      return MESSAGES.accessDenied
    default:
      return MESSAGES.somethingWentWrong
  }
}
