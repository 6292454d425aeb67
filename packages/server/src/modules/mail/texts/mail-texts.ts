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

// The mails to the trade (suppliers, partners, their operators and admins), sent in the recipient's
// `app_user.locale`. In this file with the guests' so that equal messages keep one order in the catalog.

/** The sign-up's link to verify the email and set the first password, in the sign-up page's language. */
export const userVerifyEmailTexts = {
  subject: /*i18n*/ { id: 'user-verify-email.subject', message: 'Verify your email and set your password' },
  greeting: /*i18n*/ { id: 'user-verify-email.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ {
    id: 'user-verify-email.intro',
    message: 'Thank you for signing up. Verify your email and set your password with this link:',
  },
  validity: /*i18n*/ {
    id: 'user-verify-email.validity',
    message: 'The link works once, within {hours} hours.',
  },
  outro: /*i18n*/ {
    id: 'user-verify-email.outro',
    message:
      'Once your password is set, the marketplace team reviews your account and tells you when you can log in.',
  },
} satisfies Record<string, MessageDescriptor>

/** The link to set the first password of an account an admin or a partner made. */
export const userInvitationTexts = {
  subject: /*i18n*/ {
    id: 'user-invitation.subject',
    message: 'Your Jaunt account is ready: set your password',
  },
  greeting: /*i18n*/ { id: 'user-invitation.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ {
    id: 'user-invitation.intro',
    message: '{inviter} made you an account on the Jaunt back office. Set your password with this link:',
  },
  validity: /*i18n*/ {
    id: 'user-invitation.validity',
    message: 'The link works once, within {hours} hours.',
  },
  outro: /*i18n*/ {
    id: 'user-invitation.outro',
    message: 'Then log in with this email address and your new password.',
  },
} satisfies Record<string, MessageDescriptor>

/** The link to set a new password. */
export const userPasswordResetTexts = {
  subject: /*i18n*/ { id: 'user-password-reset.subject', message: 'Reset your password' },
  greeting: /*i18n*/ { id: 'user-password-reset.greeting', message: 'Hello {name},' },
  intro: /*i18n*/ {
    id: 'user-password-reset.intro',
    message: 'Someone asked to reset the password of your account. Set a new one with this link:',
  },
  validity: /*i18n*/ {
    id: 'user-password-reset.validity',
    message: 'The link works once, within {minutes} minutes.',
  },
  outro: /*i18n*/ {
    id: 'user-password-reset.outro',
    message: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
} satisfies Record<string, MessageDescriptor>

/** The new user's notice that an admin approved their account. */
export const userApprovedTexts = {
  subject: /*i18n*/ { id: 'user-approved.subject', message: 'Your account is approved' },
  greeting: /*i18n*/ { id: 'user-approved.greeting', message: 'Hello {name},' },
  body: /*i18n*/ {
    id: 'user-approved.body',
    message: 'Your account has been approved. You can now log in at {link}.',
  },
} satisfies Record<string, MessageDescriptor>

/** The new user's notice that an admin rejected their account. */
export const userRejectedTexts = {
  subject: /*i18n*/ { id: 'user-rejected.subject', message: 'Your account was not approved' },
  greeting: /*i18n*/ { id: 'user-rejected.greeting', message: 'Hello {name},' },
  body: /*i18n*/ { id: 'user-rejected.body', message: 'Your account was not approved.' },
  reason: /*i18n*/ { id: 'user-rejected.reason', message: 'Reason: {reason}' },
} satisfies Record<string, MessageDescriptor>

/** The partner's notice that an admin approved their site. */
export const partnerSiteApprovedTexts = {
  subject: /*i18n*/ { id: 'partner-site-approved.subject', message: 'Your site {site} is approved' },
  body: /*i18n*/ {
    id: 'partner-site-approved.body',
    message: 'Your site “{site}” has been approved and is now live at {link}.',
  },
} satisfies Record<string, MessageDescriptor>

/** The partner's notice that an admin rejected their site. */
export const partnerSiteRejectedTexts = {
  subject: /*i18n*/ { id: 'partner-site-rejected.subject', message: 'Your site {site} was not approved' },
  body: /*i18n*/ { id: 'partner-site-rejected.body', message: 'Your site “{site}” was not approved.' },
  reason: /*i18n*/ { id: 'partner-site-rejected.reason', message: 'Reason: {reason}' },
  outro: /*i18n*/ {
    id: 'partner-site-rejected.outro',
    message: 'Correct its general settings and save them to send the site for approval again.',
  },
} satisfies Record<string, MessageDescriptor>

/** The partner's notice that an admin approved an editing request (name, sub-domain, domain) of a live site. */
export const partnerSiteChangeApprovedTexts = {
  subject: /*i18n*/ {
    id: 'partner-site-change-approved.subject',
    message: 'The change to your site {site} is approved',
  },
  body: /*i18n*/ {
    id: 'partner-site-change-approved.body',
    message: 'The change to your site “{site}” has been approved. The site is now at {link}.',
  },
} satisfies Record<string, MessageDescriptor>

/** The partner's notice that an admin rejected an editing request of a live site. */
export const partnerSiteChangeRejectedTexts = {
  subject: /*i18n*/ {
    id: 'partner-site-change-rejected.subject',
    message: 'The change to your site {site} was not approved',
  },
  body: /*i18n*/ {
    id: 'partner-site-change-rejected.body',
    message: 'The change to your site “{site}” was not approved; the site stays as it was.',
  },
  reason: /*i18n*/ { id: 'partner-site-change-rejected.reason', message: 'Reason: {reason}' },
} satisfies Record<string, MessageDescriptor>

/** The supplier's notice that a guest cancelled a booking. */
export const supplierCancellationNoticeTexts = {
  subject: /*i18n*/ {
    id: 'supplier-cancellation-notice.subject',
    message: 'Booking {number} cancelled by the guest',
  },
  intro: /*i18n*/ { id: 'supplier-cancellation-notice.intro', message: 'A guest has cancelled:' },
  reason: /*i18n*/ { id: 'supplier-cancellation-notice.reason', message: 'Reason: {reason}' },
  refund: /*i18n*/ {
    id: 'supplier-cancellation-notice.refund',
    message: 'Refund to the guest: {amount} ({percentage}%)',
  },
  noRefund: /*i18n*/ {
    id: 'supplier-cancellation-notice.noRefund',
    message: 'Refund to the guest: none, nothing was paid',
  },
} satisfies Record<string, MessageDescriptor>
