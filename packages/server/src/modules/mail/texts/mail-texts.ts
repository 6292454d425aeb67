// The mails' texts as lingui messages: `lingui extract` reads them into the `mail` catalog
// (packages/i18n/src/locales/{locale}/mail.po), where translators write every language. An id is
// `{mail kind}.{text}`; `{name}`-style placeholders are the values the mail fills in.
import type { MessageDescriptor } from '@jaunt/i18n/mail'

/** The guest's confirmation of the whole cart, in the language they booked in; one booked line uses the line texts. */
export const bookingConfirmationTexts = {
  subject: /*i18n*/ { id: 'booking-confirmation.subject', message: 'Your booking is confirmed ({number})' },
  greeting: /*i18n*/ { id: 'booking-confirmation.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ {
    id: 'booking-confirmation.intro',
    message: 'Thank you for your booking. Here is what you booked:',
  },
  adults: /*i18n*/ {
    id: 'booking-confirmation.adults',
    message: '{count, plural, one {# adult} other {# adults}}',
  },
  children: /*i18n*/ {
    id: 'booking-confirmation.children',
    message: '{count, plural, one {# child} other {# children}}',
  },
  meetingPoint: /*i18n*/ { id: 'booking-confirmation.meetingPoint', message: 'Meeting point: {place}' },
  voucherCodes: /*i18n*/ { id: 'booking-confirmation.voucherCodes', message: 'Voucher codes: {codes}' },
  specialInstruction: /*i18n*/ {
    id: 'booking-confirmation.specialInstruction',
    message: 'Special instructions:',
  },
  seeBooking: /*i18n*/ { id: 'booking-confirmation.seeBooking', message: 'See your booking:' },
  outro: /*i18n*/ {
    id: 'booking-confirmation.outro',
    message: 'You can see and cancel your bookings at any time from the link in your customer area.',
  },
} satisfies Record<string, MessageDescriptor>

/** Each supplier's notice of a new booking (sent in English). */
export const supplierBookingNoticeTexts = {
  subject: /*i18n*/ { id: 'supplier-booking-notice.subject', message: 'New booking {number}' },
  intro: /*i18n*/ { id: 'supplier-booking-notice.intro', message: 'A guest has booked:' },
} satisfies Record<string, MessageDescriptor>

/** The customer area's single-use login link. */
export const customerLoginLinkTexts = {
  subject: /*i18n*/ { id: 'customer-login-link.subject', message: 'Your link to your bookings' },
  greeting: /*i18n*/ { id: 'customer-login-link.greeting', message: 'Hello,' },
  intro: /*i18n*/ {
    id: 'customer-login-link.intro',
    message: 'Open this link to see and cancel your bookings. It works once, within 1 hour:',
  },
  outro: /*i18n*/ {
    id: 'customer-login-link.outro',
    message: 'If you did not ask for this link, you can ignore this email.',
  },
} satisfies Record<string, MessageDescriptor>

/** The guest's notice that a booking is cancelled, by them or by the organiser. */
export const customerCancellationTexts = {
  subject: /*i18n*/ { id: 'customer-cancellation.subject', message: 'Your booking is cancelled ({number})' },
  greeting: /*i18n*/ { id: 'customer-cancellation.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ { id: 'customer-cancellation.intro', message: 'Your booking has been cancelled:' },
  supplierCancelled: /*i18n*/ {
    id: 'customer-cancellation.supplierCancelled',
    message: 'The organiser has cancelled it. Their reason: {reason}',
  },
  refund: /*i18n*/ {
    id: 'customer-cancellation.refund',
    message: 'We are refunding {amount}. Refunds reach your payment method within 10 working days at most.',
  },
  noRefund: /*i18n*/ {
    id: 'customer-cancellation.noRefund',
    message: 'Under the cancellation policy, no refund is due.',
  },
  nothingPaid: /*i18n*/ {
    id: 'customer-cancellation.nothingPaid',
    message: 'Nothing was paid for this booking, so nothing is refunded.',
  },
} satisfies Record<string, MessageDescriptor>

/** The guest's notice that the organiser gave part of the price back. */
export const customerPartialRefundTexts = {
  subject: /*i18n*/ {
    id: 'customer-partial-refund.subject',
    message: 'A refund for your booking ({number})',
  },
  greeting: /*i18n*/ { id: 'customer-partial-refund.greeting', message: 'Hello {name},' },
  refund: /*i18n*/ {
    id: 'customer-partial-refund.refund',
    message:
      'The organiser is refunding {amount} of your booking. Refunds reach your payment method within 10 working days at most.',
  },
} satisfies Record<string, MessageDescriptor>

/** The guest's notice that the organiser moved their booking. */
export const customerDateChangeTexts = {
  subject: /*i18n*/ { id: 'customer-date-change.subject', message: 'Your booking has a new date ({number})' },
  greeting: /*i18n*/ { id: 'customer-date-change.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ {
    id: 'customer-date-change.intro',
    message: 'The organiser has moved your booking {number}, {product}, to a new date.',
  },
  now: /*i18n*/ { id: 'customer-date-change.now', message: 'New date: {when}' },
  before: /*i18n*/ { id: 'customer-date-change.before', message: 'Before: {when}' },
  same: /*i18n*/ { id: 'customer-date-change.same', message: 'Your tickets and price stay the same.' },
} satisfies Record<string, MessageDescriptor>
