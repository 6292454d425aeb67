import { CancellationOrigin, formatPhone, normalizeLocale, type Locale } from '@jaunt/domain'
import { formatDate, formatMoney } from '@jaunt/i18n/format'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import type { BookedItem } from './booked-items.js'
import {
  customerCancellationTexts as cancellation,
  customerLoginLinkTexts as login,
  customerPartialRefundTexts as partialRefund,
  supplierCancellationNoticeTexts as supplierCancellation,
} from '../mail/texts/mail-texts.js'
import { mailWriter } from '../mail/texts/write.js'
import { userMailLocale } from '../mail/recipient-locale.js'

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** The login link mail, in the language the customer asked in; the link is the one clickable part. */
export async function queueLoginLinkMail(trx: DB, to: string, locale: Locale, link: string) {
  const say = await mailWriter(trx, locale)
  const before = [say(login.greeting), say(login.intro)]
  const after = [say(login.outro)]
  await queueMail(trx, {
    kind: 'customer-login-link',
    to,
    locale,
    subject: say(login.subject),
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
 * The guest's notice in the language they booked in, and the supplier's in their own with the reason,
 * both in the cancellation's transaction.
 */
export async function queueCancellationMails(trx: DB, notice: CancellationNotice) {
  const { item, supplierItem, reason, refundAmount, refundPercentage, paid } = notice
  const bySupplier = notice.origin === CancellationOrigin.BySupplier
  const guest = item.guest
  if (guest) {
    const locale = normalizeLocale(item.cartLocale)
    const say = await mailWriter(trx, locale)
    const paragraphs = [
      say(cancellation.greeting, { name: guest.first_name || guest.name }),
      say(cancellation.intro),
      describe(item, locale),
      ...(bySupplier ? [say(cancellation.supplierCancelled, { reason })] : []),
      !paid
        ? say(cancellation.nothingPaid)
        : refundAmount > 0
          ? say(cancellation.refund, { amount: money(refundAmount, item.currencyCode, locale) })
          : say(cancellation.noRefund),
    ]
    await queueMail(trx, {
      kind: 'customer-cancellation',
      to: guest.email,
      locale,
      subject: say(cancellation.subject, { number: item.bookingNumber }),
      text: paragraphs.join('\n\n'),
      html: htmlFromParagraphs(paragraphs),
      cartId: item.cartId,
    })
  }
  if (bySupplier) return
  const locale = await userMailLocale(trx, { email: item.supplier.email })
  const say = await mailWriter(trx, locale)
  const supplierNotice = [
    say(supplierCancellation.intro),
    describe(supplierItem, locale),
    say(supplierCancellation.reason, { reason }),
    paid
      ? say(supplierCancellation.refund, {
          amount: money(refundAmount, item.currencyCode, locale),
          percentage: refundPercentage,
        })
      : say(supplierCancellation.noRefund),
    ...(guest ? [`${guest.name}, ${guest.email}, ${formatPhone(guest.area_code, guest.phone)}`] : []),
  ]
  await queueMail(trx, {
    kind: 'supplier-cancellation-notice',
    to: item.supplier.email,
    locale,
    subject: say(supplierCancellation.subject, { number: item.bookingNumber }),
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
  const say = await mailWriter(trx, locale)
  const paragraphs = [
    say(partialRefund.greeting, { name: guest.first_name || guest.name }),
    describe(item, locale),
    say(partialRefund.refund, { amount: money(amount, item.currencyCode, locale) }),
  ]
  await queueMail(trx, {
    kind: 'customer-partial-refund',
    to: guest.email,
    locale,
    subject: say(partialRefund.subject, { number: item.bookingNumber }),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
    cartId: item.cartId,
  })
}
