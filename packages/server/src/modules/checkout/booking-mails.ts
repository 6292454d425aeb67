import { DEFAULT_LOCALE, formatPhone, formatShortDate, normalizeLocale, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import { WORDS, type MailWords, type PluralForms } from './booking-mail-words.js'

/** One booked item as the mails list it; `party` is set for packages, which are priced per guest. */
interface BookedLine {
  bookingNumber: string
  guestName: string
  englishName: string
  date: Parameters<typeof formatShortDate>[0]
  price: number
  currencyCode: string
  supplierEmail: string
  party: { adults: number; children: number } | null
}

/** The cart's booked tours, stays and packages, named in the guest's language where a translation exists. */
async function bookedLines(trx: DB, cartId: number, locale: Locale): Promise<BookedLine[]> {
  const reservations = await trx
    .selectFrom('reservation as r')
    .innerJoin('service as s', 's.id', 'r.service_id')
    .innerJoin('app_user as supplier', 'supplier.id', 's.supplier_user_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', locale),
    )
    .innerJoin('service_translation as en', (join) =>
      join.onRef('en.service_id', '=', 's.id').on('en.locale', '=', DEFAULT_LOCALE),
    )
    .select([
      'r.booking_number',
      'r.start_date as date',
      'r.price',
      'r.currency_code',
      't.name',
      'en.name as en_name',
      'supplier.email as supplier_email',
    ])
    .where('r.cart_id', '=', cartId)
    .orderBy('r.id')
    .execute()
  const packages = await trx
    .selectFrom('reserved_package as p')
    .innerJoin('service as s', 's.id', 'p.package_id')
    .innerJoin('app_user as supplier', 'supplier.id', 's.supplier_user_id')
    .leftJoin('service_translation as t', (join) =>
      join.onRef('t.service_id', '=', 's.id').on('t.locale', '=', locale),
    )
    .innerJoin('service_translation as en', (join) =>
      join.onRef('en.service_id', '=', 's.id').on('en.locale', '=', DEFAULT_LOCALE),
    )
    .select([
      'p.booking_number',
      'p.date',
      'p.price',
      'p.currency_code',
      'p.adults',
      'p.children',
      't.name',
      'en.name as en_name',
      'supplier.email as supplier_email',
    ])
    .where('p.cart_id', '=', cartId)
    .orderBy('p.id')
    .execute()
  const line = (row: (typeof reservations)[number]): BookedLine => ({
    bookingNumber: row.booking_number ?? '',
    guestName: row.name ?? row.en_name,
    englishName: row.en_name,
    date: row.date,
    price: Number(row.price),
    currencyCode: row.currency_code,
    supplierEmail: row.supplier_email,
    party: null,
  })
  return [
    ...reservations.map(line),
    ...packages.map((row) => ({ ...line(row), party: { adults: row.adults, children: row.children } })),
  ]
}

const counted = (locale: Locale, count: number, forms: PluralForms) =>
  `${count} ${forms[new Intl.PluralRules(locale).select(count)] ?? forms.other}`

function describe(line: BookedLine, name: string, words: MailWords, locale: Locale) {
  const party = line.party
    ? [
        counted(locale, line.party.adults, words.adults),
        ...(line.party.children > 0 ? [counted(locale, line.party.children, words.children)] : []),
      ]
    : []
  const details = [
    name,
    formatShortDate(line.date),
    ...party,
    `${line.price.toFixed(2)} ${line.currencyCode}`,
  ]
  return `${line.bookingNumber}: ${details.join(', ')}`
}

/** The guest's confirmation and one notice per supplier, in the outbox with the booking. */
export async function queueBookingMails(trx: DB, cartId: number) {
  const cart = await trx
    .selectFrom('cart')
    .select(['guest', 'locale'])
    .where('id', '=', cartId)
    .executeTakeFirstOrThrow()
  if (!cart.guest) return
  const locale = normalizeLocale(cart.locale)
  const words = WORDS[locale]
  const lines = await bookedLines(trx, cartId, locale)
  const paragraphs = [
    words.greeting(cart.guest.first_name),
    words.intro,
    lines.map((line) => describe(line, line.guestName, words, locale)).join('\n'),
    words.outro,
  ]
  await queueMail(trx, {
    kind: 'booking-confirmation',
    to: cart.guest.email,
    locale,
    subject: words.subject(lines[0]?.bookingNumber ?? ''),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
    cartId,
  })
  // Suppliers get their notice in English, product names included, whatever the guest booked in.
  for (const supplier of new Set(lines.map((line) => line.supplierEmail))) {
    const own = lines.filter((line) => line.supplierEmail === supplier)
    const notice = [
      WORDS.en.supplierIntro,
      own.map((line) => describe(line, line.englishName, WORDS.en, DEFAULT_LOCALE)).join('\n'),
      `${cart.guest.name}, ${cart.guest.email}, ${formatPhone(cart.guest.area_code, cart.guest.phone)}`,
    ]
    await queueMail(trx, {
      kind: 'supplier-booking-notice',
      to: supplier,
      locale: DEFAULT_LOCALE,
      subject: WORDS.en.supplierSubject(own[0]!.bookingNumber),
      text: notice.join('\n\n'),
      html: htmlFromParagraphs(notice),
      cartId,
    })
  }
}
