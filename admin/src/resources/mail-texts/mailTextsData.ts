import { apiOf } from '@jaunt/api-client/admin'
import { dataOf, type HttpClient } from '@jaunt/api-client'
import {
  mailPreviewSchema,
  mailTemplateSchema,
  mailTranslationSchema,
  type Locale,
  type MailKind,
  type MailPreview,
  type MailTemplate,
  type MailTranslation,
} from '@jaunt/domain'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { z } from 'zod'

/** The calls of `settings/mailtemplate` and `email-translation` (`/notification/email/…`). */
export const listMailTemplates = async (client: HttpClient): Promise<MailTemplate[]> =>
  z.array(mailTemplateSchema).parse(await dataOf(apiOf(client).GET('/notification/email/templates')))

export const getMailTranslation = async (
  client: HttpClient,
  kind: MailKind,
  locale: Locale,
): Promise<MailTranslation> =>
  mailTranslationSchema.parse(
    await dataOf(
      apiOf(client).GET('/notification/email/translation', { params: { query: { kind, locale } } }),
    ),
  )

/** Wordings by text key; null or empty goes back to the catalog's. */
export type Wordings = Record<string, string | null>

export const saveMailTranslation = async (
  client: HttpClient,
  kind: MailKind,
  locale: Locale,
  texts: Wordings,
): Promise<MailTranslation> =>
  mailTranslationSchema.parse(
    await dataOf(apiOf(client).PUT('/notification/email/translation', { body: { kind, locale, texts } })),
  )

export const previewMail = async (
  client: HttpClient,
  kind: MailKind,
  locale: Locale,
  texts: Wordings = {},
): Promise<MailPreview> =>
  mailPreviewSchema.parse(
    await dataOf(apiOf(client).POST('/notification/email/preview', { body: { kind, locale, texts } })),
  )

/** Each mail's name and when it is sent, in the back office's language. */
export const MAIL_NAMES: Record<MailKind, { name: MessageDescriptor; trigger: MessageDescriptor }> = {
  'booking-confirmation': {
    name: msg`Booking confirmation`,
    trigger: msg`When a guest's payment or booking is confirmed, and when the back office resends it.`,
  },
  'supplier-booking-notice': {
    name: msg`New booking notice`,
    trigger: msg`To each supplier with booked items, when a booking is confirmed.`,
  },
  'customer-login-link': {
    name: msg`Customer area link`,
    trigger: msg`When a guest asks for a link to see their bookings.`,
  },
  'customer-cancellation': {
    name: msg`Cancellation`,
    trigger: msg`When a booking is cancelled by the guest, the supplier or an admin.`,
  },
  'customer-partial-refund': {
    name: msg`Partial refund`,
    trigger: msg`When the supplier refunds part of a booking.`,
  },
  'customer-date-change': {
    name: msg`New date`,
    trigger: msg`When the supplier moves a booking to another departure.`,
  },
  'supplier-cancellation-notice': {
    name: msg`Cancellation notice`,
    trigger: msg`To the supplier, when a guest cancels a booking.`,
  },
  'user-verify-email': {
    name: msg`Verify email`,
    trigger: msg`When a supplier or partner signs up: the link to verify the email and set a password.`,
  },
  'user-invitation': {
    name: msg`Account invitation`,
    trigger: msg`When an admin or a partner makes an account: the link to set its password.`,
  },
  'user-password-reset': {
    name: msg`Password reset`,
    trigger: msg`When a user or an admin asks for a new password.`,
  },
  'user-approved': {
    name: msg`Account approved`,
    trigger: msg`When an admin approves a new supplier or partner.`,
  },
  'user-rejected': {
    name: msg`Account not approved`,
    trigger: msg`When an admin rejects a new supplier or partner.`,
  },
  'partner-site-approved': {
    name: msg`Site approved`,
    trigger: msg`When an admin approves a partner's new site.`,
  },
  'partner-site-rejected': {
    name: msg`Site not approved`,
    trigger: msg`When an admin rejects a partner's new site.`,
  },
  'partner-site-change-approved': {
    name: msg`Site change approved`,
    trigger: msg`When an admin approves a partner's change to a live site's name or address.`,
  },
  'partner-site-change-rejected': {
    name: msg`Site change not approved`,
    trigger: msg`When an admin rejects a partner's change to a live site's name or address.`,
  },
}

/** What each text of a mail is, by its key in the mail's catalog; an unknown key shows as it is. */
export const MAIL_TEXT_LABELS: Record<string, MessageDescriptor> = {
  subject: msg`Subject`,
  greeting: msg`Greeting`,
  intro: msg`Opening`,
  body: msg`Message`,
  outro: msg`Closing`,
  adults: msg`Adults`,
  children: msg`Children`,
  meetingPoint: msg`Meeting point`,
  voucherCodes: msg`Voucher codes`,
  specialInstruction: msg`Heading of the special instruction`,
  seeBooking: msg`Before the booking's link`,
  supplierCancelled: msg`Cancelled by the supplier`,
  refund: msg`Refund`,
  noRefund: msg`No refund`,
  nothingPaid: msg`Nothing was paid`,
  now: msg`New date`,
  before: msg`Previous date`,
  same: msg`Tickets and price unchanged`,
  validity: msg`How long the link works`,
  reason: msg`Reason`,
}
