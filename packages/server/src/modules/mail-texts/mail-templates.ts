import type { Locale, MailKind, MailRecipient } from '@jaunt/domain'
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
const cancelledLine = (locale: Locale) =>
  `${NUMBER}: Fjord kayak tour, ${formatDate('2026-07-14', locale)}, ${formatMoney(2490, 'NOK', locale)}`

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
}
