import { DEFAULT_LOCALE, formatShortDate, normalizeLocale, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'

interface MailWords {
  subject: (number: string) => string
  greeting: (name: string) => string
  intro: string
  outro: string
  supplierSubject: (number: string) => string
  supplierIntro: string
}

// The guest's confirmation speaks the language they booked in; other locales fall back to English.
const WORDS: Partial<Record<Locale, MailWords>> & { en: MailWords } = {
  en: {
    subject: (number) => `Your booking is confirmed (${number})`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your booking. Here is what you booked:',
    outro: 'You can see and cancel your bookings at any time from the link in your customer area.',
    supplierSubject: (number) => `New booking ${number}`,
    supplierIntro: 'A guest has booked:',
  },
  no: {
    subject: (number) => `Bestillingen din er bekreftet (${number})`,
    greeting: (name) => `Hei ${name},`,
    intro: 'Takk for bestillingen. Dette har du bestilt:',
    outro: 'Du kan når som helst se og avbestille bestillingene dine fra lenken i kundeområdet.',
    supplierSubject: (number) => `Ny bestilling ${number}`,
    supplierIntro: 'En gjest har bestilt:',
  },
  de: {
    subject: (number) => `Ihre Buchung ist bestätigt (${number})`,
    greeting: (name) => `Hallo ${name},`,
    intro: 'Vielen Dank für Ihre Buchung. Das haben Sie gebucht:',
    outro: 'Über den Link in Ihrem Kundenbereich können Sie Ihre Buchungen jederzeit ansehen und stornieren.',
    supplierSubject: (number) => `Neue Buchung ${number}`,
    supplierIntro: 'Ein Gast hat gebucht:',
  },
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
  const words = WORDS[locale] ?? WORDS.en
  const lines = await trx
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
      'r.start_date',
      'r.price',
      'r.currency_code',
      't.name',
      'en.name as en_name',
      'supplier.email as supplier_email',
    ])
    .where('r.cart_id', '=', cartId)
    .execute()
  const describe = (line: (typeof lines)[number]) =>
    `${line.booking_number}: ${line.name ?? line.en_name}, ${formatShortDate(line.start_date)}, ${Number(line.price).toFixed(2)} ${line.currency_code}`
  const bookingNumber = lines[0]?.booking_number ?? ''
  const paragraphs = [
    words.greeting(cart.guest.first_name),
    words.intro,
    lines.map(describe).join('\n'),
    words.outro,
  ]
  await queueMail(trx, {
    kind: 'booking-confirmation',
    to: cart.guest.email,
    locale,
    subject: words.subject(bookingNumber),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
    cartId,
  })
  for (const supplier of new Set(lines.map((line) => line.supplier_email))) {
    const own = lines.filter((line) => line.supplier_email === supplier)
    const notice = [
      WORDS.en.supplierIntro,
      own.map(describe).join('\n'),
      `${cart.guest.name}, ${cart.guest.email}, +${cart.guest.area_code} ${cart.guest.phone}`,
    ]
    await queueMail(trx, {
      kind: 'supplier-booking-notice',
      to: supplier,
      locale: DEFAULT_LOCALE,
      subject: WORDS.en.supplierSubject(own[0]!.booking_number ?? ''),
      text: notice.join('\n\n'),
      html: htmlFromParagraphs(notice),
      cartId,
    })
  }
}
