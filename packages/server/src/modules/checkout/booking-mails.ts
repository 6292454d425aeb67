import { formatPhone, normalizeLocale, type Locale } from '@jaunt/domain'
import type { GuestOrder as Guest } from '../../db/schema.js'
import { formatDate, formatMoney } from '@jaunt/i18n/format'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail, queueMails, type OutgoingMail } from '../mail/outbox.js'
import { siteLink } from '../partner-sites/site-mapping.js'
import { bookedLines, type BookedLine } from './booked-lines.js'
import {
  bookingConfirmationTexts as confirmation,
  supplierBookingNoticeTexts as supplierNotice,
} from '../mail/texts/mail-texts.js'
import { mailWriter, type MailWriter } from '../mail/texts/write.js'

// A formatter costs more to make than the whole mail to write: one per language, kept.
const timeFormats = new Map<Locale, Intl.DateTimeFormat>()

/** A departure's local time as the language writes times ("09:30", "09.30", "9:30"). */
function timeOf(time: string, locale: Locale) {
  let format = timeFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })
    timeFormats.set(locale, format)
  }
  return format.format(new Date(`1970-01-01T${time.slice(0, 5)}:00Z`))
}

/** One booked item: its number, name, day, start, rooms or party and price, then where to meet. */
function describe(line: BookedLine, say: MailWriter, locale: Locale, forSupplier: boolean) {
  const party = line.party
    ? [
        say(confirmation.adults, { count: line.party.adults }),
        ...(line.party.children > 0 ? [say(confirmation.children, { count: line.party.children })] : []),
      ]
    : []
  const details = [
    line.name,
    formatDate(line.date, locale, 'long'),
    ...(line.startTime ? [timeOf(line.startTime, locale)] : []),
    ...line.rooms,
    ...party,
    formatMoney(line.price, line.currencyCode, locale),
  ]
  return [
    `${line.bookingNumber}: ${details.join(', ')}`,
    ...(line.meetingPoint ? [say(confirmation.meetingPoint, { place: line.meetingPoint })] : []),
    ...(line.voucherCodes.length > 0
      ? [say(confirmation.voucherCodes, { codes: line.voucherCodes.join(', ') })]
      : []),
    // The guest's answers are for the supplier, as "Question: answer" lines.
    ...(forSupplier ? line.answers.map(({ question, answer }) => `${question}: ${answer}`) : []),
    // The supplier's own text is for the guest; the supplier's notice leaves it out.
    ...(line.specialInstruction && !forSupplier
      ? [`${say(confirmation.specialInstruction)}\n${line.specialInstruction}`]
      : []),
  ].join('\n')
}

/** The hosted site's page of the booking, in the guest's language; null for a cart of no site. */
async function bookingLink(trx: DB, cartId: number, locale: Locale, appHost: string) {
  const found = await trx
    .selectFrom('cart')
    .innerJoin('partner_site as site', 'site.id', 'cart.site_id')
    .innerJoin('payment', 'payment.cart_id', 'cart.id')
    .select(['site.domain', 'site.sub_domain', 'payment.uuid'])
    .where('cart.id', '=', cartId)
    .orderBy('payment.id', 'desc')
    .executeTakeFirst()
  return found ? `${siteLink(found, appHost)}/${locale}/booking-details/${found.uuid}` : null
}

interface MailCart {
  guest: Guest | null
  locale: string | null
}

const mailCart = (trx: DB, cartId: number): Promise<MailCart> =>
  trx.selectFrom('cart').select(['guest', 'locale']).where('id', '=', cartId).executeTakeFirstOrThrow()

/** Each language's writer and lines once, however many of the mails are in it. */
function perLocale<T>(load: (locale: Locale) => Promise<T>) {
  const loaded = new Map<Locale, Promise<T>>()
  return (locale: Locale) => {
    if (!loaded.has(locale)) loaded.set(locale, load(locale))
    return loaded.get(locale)!
  }
}

/**
 * The guest's confirmation of the whole cart, in the language they booked in; sent at checkout and
 * again when the back office resends it. Answers where it went, or null for a cart without a guest.
 */
export async function queueGuestConfirmation(trx: DB, cartId: number, appHost: string) {
  const cart = await mailCart(trx, cartId)
  if (!cart.guest) return null
  const locale = normalizeLocale(cart.locale)
  await queueMail(
    trx,
    await guestConfirmation(trx, cartId, cart.guest, locale, appHost, {
      say: await mailWriter(trx, locale),
      lines: await bookedLines(trx, cartId, locale),
    }),
  )
  return { to: cart.guest.email, locale }
}

async function guestConfirmation(
  trx: DB,
  cartId: number,
  guest: Guest,
  locale: Locale,
  appHost: string,
  { say, lines }: { say: MailWriter; lines: BookedLine[] },
): Promise<OutgoingMail> {
  const link = await bookingLink(trx, cartId, locale, appHost)
  const paragraphs = [
    say(confirmation.greeting, { name: guest.first_name }),
    say(confirmation.intro),
    lines.map((line) => describe(line, say, locale, false)).join('\n\n'),
    ...(link ? [`${say(confirmation.seeBooking)}\n${link}`] : []),
    say(confirmation.outro),
  ]
  return {
    kind: 'booking-confirmation',
    to: guest.email,
    locale,
    subject: say(confirmation.subject, { number: lines[0]?.bookingNumber ?? '' }),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
    cartId,
  }
}

/** The guest's confirmation and one notice per supplier, in the outbox with the booking. */
export async function queueBookingMails(trx: DB, cart: MailCart & { id: number }, appHost: string) {
  if (!cart.guest) return
  const cartId = cart.id
  const guest = cart.guest
  const guestLocale = normalizeLocale(cart.locale)
  const writerIn = perLocale((locale) => mailWriter(trx, locale))
  const linesIn = perLocale((locale) => bookedLines(trx, cartId, locale))
  const mails = [
    await guestConfirmation(trx, cartId, guest, guestLocale, appHost, {
      say: await writerIn(guestLocale),
      lines: await linesIn(guestLocale),
    }),
  ]
  // Each supplier reads the notice, product names included, in their own back-office language.
  const suppliers = new Map(
    (await linesIn(guestLocale)).map((line) => [line.supplierEmail, line.supplierLocale]),
  )
  for (const [supplier, locale] of suppliers) {
    const say = await writerIn(locale)
    const own = (await linesIn(locale)).filter((line) => line.supplierEmail === supplier)
    const notice = [
      say(supplierNotice.intro),
      own.map((line) => describe(line, say, locale, true)).join('\n\n'),
      `${guest.name}, ${guest.email}, ${formatPhone(guest.area_code, guest.phone)}`,
    ]
    mails.push({
      kind: 'supplier-booking-notice',
      to: supplier,
      locale,
      subject: say(supplierNotice.subject, { number: own[0]!.bookingNumber }),
      text: notice.join('\n\n'),
      html: htmlFromParagraphs(notice),
      cartId,
    })
  }
  await queueMails(trx, mails)
}
