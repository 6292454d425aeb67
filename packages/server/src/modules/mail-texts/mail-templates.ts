import {
  PASSWORD_RESET_LINK_TTL_MINUTES,
  SIGN_UP_LINK_TTL_HOURS,
  type Locale,
  type MailKind,
  type MailRecipient,
} from '@jaunt/domain'
import { formatDate, formatMoney } from '@jaunt/i18n/format'
import type { MessageDescriptor } from '@jaunt/i18n/mail'
import * as texts from '../mail/texts/mail-texts.js'
import type { MailWriter } from '../mail/texts/write.js'

interface MailTemplateDefinition {
  recipient: MailRecipient
  required: boolean
  texts: Record<string, MessageDescriptor>
  /** The mail as it is put together when sent, with sample data in place of a booking's. */
  sample: (say: MailWriter, locale: Locale) => { subject: string; paragraphs: string[] }
}

const NUMBER = 'JT-7KQ2M9XA'
const bookedLine = (say: MailWriter, locale: Locale) =>
  [
    `${NUMBER}: ${[
      'Fjord kayak tour',
      formatDate('2026-07-14', locale, 'long'),
      '09:30',
      say(texts.bookingConfirmationTexts.adults, { count: 2 }),
      say(texts.bookingConfirmationTexts.children, { count: 1 }),
      formatMoney(2490, 'NOK', locale),
    ].join(', ')}`,
    say(texts.bookingConfirmationTexts.meetingPoint, { place: 'Harbour gate 3' }),
  ].join('\n')
const link = (locale: Locale, path: string) => `https://demo.jaunt.example/${locale}/${path}`
const SITE = 'Fjord Travel'
const cancelledLine = (locale: Locale) =>
  `${NUMBER}: Fjord kayak tour, ${formatDate('2026-07-14', locale)}, ${formatMoney(2490, 'NOK', locale)}`

/** A mail that carries a one-time link to set a password (sign-up, invitation, reset): "always sent". */
function linkMail(
  t: Record<'subject' | 'greeting' | 'intro' | 'validity' | 'outro', MessageDescriptor>,
  intro: Record<string, string>,
  validity: Record<string, number>,
): MailTemplateDefinition {
  return {
    recipient: 'user',
    required: true,
    texts: t,
    sample: (say, locale) => ({
      subject: say(t.subject),
      paragraphs: [
        say(t.greeting, { name: 'Anna' }),
        say(t.intro, intro),
        link(locale, 'npanel/set-password?token=…'),
        say(t.validity, validity),
        say(t.outro),
      ],
    }),
  }
}

/** Every mail whose texts an admin reads and rewords, in the order of a booking's life. */
export const MAIL_TEMPLATES: Record<MailKind, MailTemplateDefinition> = {
  'booking-confirmation': {
    recipient: 'guest',
    required: true,
    texts: texts.bookingConfirmationTexts,
    sample: (say, locale) => {
      const t = texts.bookingConfirmationTexts
      return {
        subject: say(t.subject, { number: NUMBER }),
        paragraphs: [
          say(t.greeting, { name: 'Anna' }),
          say(t.intro),
          bookedLine(say, locale),
          `${say(t.seeBooking)}\nhttps://demo.jaunt.example/${locale}/booking-details/3f2c…`,
          say(t.outro),
        ],
      }
    },
  },
  'supplier-booking-notice': {
    recipient: 'supplier',
    required: false,
    texts: texts.supplierBookingNoticeTexts,
    sample: (say, locale) => ({
      subject: say(texts.supplierBookingNoticeTexts.subject, { number: NUMBER }),
      paragraphs: [
        say(texts.supplierBookingNoticeTexts.intro),
        bookedLine(say, locale),
        'Anna Berg, anna@example.com, +47 912 34 567',
      ],
    }),
  },
  'customer-login-link': {
    recipient: 'guest',
    required: true,
    texts: texts.customerLoginLinkTexts,
    sample: (say, locale) => {
      const t = texts.customerLoginLinkTexts
      return {
        subject: say(t.subject),
        paragraphs: [
          say(t.greeting),
          say(t.intro),
          `https://demo.jaunt.example/${locale}/customer-reservation/login?token=…`,
          say(t.outro),
        ],
      }
    },
  },
  'customer-cancellation': {
    recipient: 'guest',
    required: true,
    texts: texts.customerCancellationTexts,
    sample: (say, locale) => {
      const t = texts.customerCancellationTexts
      return {
        subject: say(t.subject, { number: NUMBER }),
        paragraphs: [
          say(t.greeting, { name: 'Anna' }),
          say(t.intro),
          cancelledLine(locale),
          say(t.refund, { amount: formatMoney(2490, 'NOK', locale) }),
        ],
      }
    },
  },
  'customer-partial-refund': {
    recipient: 'guest',
    required: false,
    texts: texts.customerPartialRefundTexts,
    sample: (say, locale) => {
      const t = texts.customerPartialRefundTexts
      return {
        subject: say(t.subject, { number: NUMBER }),
        paragraphs: [
          say(t.greeting, { name: 'Anna' }),
          cancelledLine(locale),
          say(t.refund, { amount: formatMoney(500, 'NOK', locale) }),
        ],
      }
    },
  },
  'customer-date-change': {
    recipient: 'guest',
    required: false,
    texts: texts.customerDateChangeTexts,
    sample: (say, locale) => {
      const t = texts.customerDateChangeTexts
      return {
        subject: say(t.subject, { number: NUMBER }),
        paragraphs: [
          say(t.greeting, { name: 'Anna' }),
          say(t.intro, { number: NUMBER, product: 'Fjord kayak tour' }),
          say(t.now, { when: `${formatDate('2026-07-16', locale)}, 09:30` }),
          say(t.before, { when: `${formatDate('2026-07-14', locale)}, 09:30` }),
          say(t.same),
        ],
      }
    },
  },
  'supplier-cancellation-notice': {
    recipient: 'supplier',
    required: false,
    texts: texts.supplierCancellationNoticeTexts,
    sample: (say, locale) => {
      const t = texts.supplierCancellationNoticeTexts
      return {
        subject: say(t.subject, { number: NUMBER }),
        paragraphs: [
          say(t.intro),
          cancelledLine(locale),
          say(t.reason, { reason: 'Change of plans' }),
          say(t.refund, { amount: formatMoney(2490, 'NOK', locale), percentage: 100 }),
          'Anna Berg, anna@example.com, +47 912 34 567',
        ],
      }
    },
  },
  'user-verify-email': linkMail(texts.userVerifyEmailTexts, {}, { hours: SIGN_UP_LINK_TTL_HOURS }),
  'user-invitation': linkMail(
    texts.userInvitationTexts,
    { inviter: SITE },
    { hours: SIGN_UP_LINK_TTL_HOURS },
  ),
  'user-password-reset': linkMail(
    texts.userPasswordResetTexts,
    {},
    { minutes: PASSWORD_RESET_LINK_TTL_MINUTES },
  ),
  'user-approved': {
    recipient: 'user',
    required: true,
    texts: texts.userApprovedTexts,
    sample: (say, locale) => ({
      subject: say(texts.userApprovedTexts.subject),
      paragraphs: [
        say(texts.userApprovedTexts.greeting, { name: 'Anna' }),
        say(texts.userApprovedTexts.body, { link: link(locale, 'npanel/login') }),
      ],
    }),
  },
  'user-rejected': {
    recipient: 'user',
    required: true,
    texts: texts.userRejectedTexts,
    sample: (say) => ({
      subject: say(texts.userRejectedTexts.subject),
      paragraphs: [
        say(texts.userRejectedTexts.greeting, { name: 'Anna' }),
        say(texts.userRejectedTexts.body),
        say(texts.userRejectedTexts.reason, { reason: 'The company could not be verified.' }),
      ],
    }),
  },
  'partner-site-approved': {
    recipient: 'partner',
    required: false,
    texts: texts.partnerSiteApprovedTexts,
    sample: (say) => ({
      subject: say(texts.partnerSiteApprovedTexts.subject, { site: SITE }),
      paragraphs: [
        say(texts.partnerSiteApprovedTexts.body, { site: SITE, link: 'https://fjord-travel.jaunt.example' }),
      ],
    }),
  },
  'partner-site-rejected': {
    recipient: 'partner',
    required: false,
    texts: texts.partnerSiteRejectedTexts,
    sample: (say) => {
      const t = texts.partnerSiteRejectedTexts
      return {
        subject: say(t.subject, { site: SITE }),
        paragraphs: [
          say(t.body, { site: SITE }),
          say(t.reason, { reason: 'The sub-domain names another company.' }),
          say(t.outro),
        ],
      }
    },
  },
  'partner-site-change-approved': {
    recipient: 'partner',
    required: false,
    texts: texts.partnerSiteChangeApprovedTexts,
    sample: (say) => ({
      subject: say(texts.partnerSiteChangeApprovedTexts.subject, { site: SITE }),
      paragraphs: [
        say(texts.partnerSiteChangeApprovedTexts.body, {
          site: SITE,
          link: 'https://fjord-travel.jaunt.example',
        }),
      ],
    }),
  },
  'partner-site-change-rejected': {
    recipient: 'partner',
    required: false,
    texts: texts.partnerSiteChangeRejectedTexts,
    sample: (say) => {
      const t = texts.partnerSiteChangeRejectedTexts
      return {
        subject: say(t.subject, { site: SITE }),
        paragraphs: [
          say(t.body, { site: SITE }),
          say(t.reason, { reason: 'We could not verify that the domain is yours.' }),
        ],
      }
    },
  },
}
