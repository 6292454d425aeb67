import { CancellationOrigin, DEFAULT_LOCALE, formatPhone, normalizeLocale, type Locale } from '@jaunt/domain'
import { formatDate, formatMoney } from '@jaunt/i18n/format'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import type { BookedItem } from './booked-items.js'
import { CUSTOMER_MAIL_WORDS } from './customer-mail-words.js'

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The login link mail, in the language the customer asked in; the link is the one clickable part. */
export async function queueLoginLinkMail(trx: DB, to: string, locale: Locale, link: string) {
  const words = CUSTOMER_MAIL_WORDS[locale]
  const before = [words.loginGreeting, words.loginIntro]
  const after = [words.loginOutro]
  await queueMail(trx, {
    kind: 'customer-login-link',
    to,
    locale,
    subject: words.loginSubject,
    text: [...before, link, ...after].join('\n\n'),
    html: [
      htmlFromParagraphs(before),
      `<p><a href="${escapeAttribute(link)}">${escapeAttribute(link)}</a></p>`,
      htmlFromParagraphs(after),
    ].join('\n'),
  })
}

/** Money and dates as the reader's language writes them ("kr 3 070,00", "Sat, Dec 5, 2026"). */
const money = (amount: number, currencyCode: string, locale: Locale) =>
  formatMoney(amount, currencyCode, locale)
const describe = (item: BookedItem, locale: Locale) =>
  `${item.bookingNumber}: ${[item.name, formatDate(item.startDate, locale), money(item.price, item.currencyCode, locale)].join(', ')}`

export interface CancellationNotice {
  item: BookedItem
  supplierItem: BookedItem
  /** By the supplier: the guest is told so with the reason, and the supplier, who did it, is not mailed. */
  origin?: CancellationOrigin
  reason: string
  refundAmount: number
  refundPercentage: number
  /** False when nothing was paid: the guest is told so, and no refund is promised. */
  paid: boolean
}

/**
 * The guest's notice in the language they booked in, and the supplier's in English with the reason,
 * both in the cancellation's transaction.
 */
export async function queueCancellationMails(trx: DB, notice: CancellationNotice) {
  const { item, supplierItem, reason, refundAmount, refundPercentage, paid } = notice
  const bySupplier = notice.origin === CancellationOrigin.BySupplier
  const guest = item.guest
  if (guest) {
    const locale = normalizeLocale(item.cartLocale)
    const words = CUSTOMER_MAIL_WORDS[locale]
    const paragraphs = [
      words.cancelGreeting(guest.first_name || guest.name),
      words.cancelIntro,
      describe(item, locale),
      ...(bySupplier ? [words.supplierCancelled(reason)] : []),
      !paid
        ? words.nothingPaid
        : refundAmount > 0
          ? words.refund(money(refundAmount, item.currencyCode, locale))
          : words.noRefund,
    ]
    await queueMail(trx, {
      kind: 'customer-cancellation',
      to: guest.email,
      locale,
      subject: words.cancelSubject(item.bookingNumber),
      text: paragraphs.join('\n\n'),
      html: htmlFromParagraphs(paragraphs),
      cartId: item.cartId,
    })
  }
  if (bySupplier) return
  const supplierNotice = [
    'A guest has cancelled:',
    describe(supplierItem, DEFAULT_LOCALE),
    `Reason: ${reason}`,
    paid
      ? `Refund to the guest: ${money(refundAmount, item.currencyCode, DEFAULT_LOCALE)} (${refundPercentage}%)`
      : 'Refund to the guest: none, nothing was paid',
    ...(guest ? [`${guest.name}, ${guest.email}, ${formatPhone(guest.area_code, guest.phone)}`] : []),
  ]
  await queueMail(trx, {
    kind: 'supplier-cancellation-notice',
    to: item.supplier.email,
    locale: DEFAULT_LOCALE,
    subject: `Booking ${item.bookingNumber} cancelled by the guest`,
    text: supplierNotice.join('\n\n'),
    html: htmlFromParagraphs(supplierNotice),
    cartId: item.cartId,
  })
}

/** The guest is told, in the language they booked in, that the supplier gave part of the price back. */
export async function queuePartialRefundMail(trx: DB, item: BookedItem, amount: number) {
  const guest = item.guest
  if (!guest) return
  const locale = normalizeLocale(item.cartLocale)
  const words = CUSTOMER_MAIL_WORDS[locale]
  const paragraphs = [
    words.cancelGreeting(guest.first_name || guest.name),
    describe(item, locale),
    words.partialRefund(money(amount, item.currencyCode, locale)),
  ]
  await queueMail(trx, {
    kind: 'customer-partial-refund',
    to: guest.email,
    locale,
    subject: words.partialRefundSubject(item.bookingNumber),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
    cartId: item.cartId,
  })
}
