import { DEFAULT_LOCALE, normalizeLocale, type Locale } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { translate } from '../catalogue/translate.js'
import { jsonArrayFrom } from 'kysely/helpers/postgres'

/** One booked item as the mails list it; `party` is set for packages, which are priced per guest. */
export interface BookedLine {
  bookingNumber: string
  /** The product's name in the mail's language, else English. */
  name: string
  /** A calendar day, `yyyy-MM-dd`. */
  date: string
  startTime: string | null
  meetingPoint: string | null
  /** Each booked room as "room type, rate plan", in the mail's language. */
  rooms: string[]
  price: number
  currencyCode: string
  supplierEmail: string
  /** The language the supplier reads their mails in (their back-office language). */
  supplierLocale: Locale
  party: { adults: number; children: number } | null
  /** The codes its tickets were given at confirmation (the supplier's gate codes), if any. */
  voucherCodes: string[]
  /** The supplier's special instruction in the guest's language, else English; null when there is none. */
  specialInstruction: string | null
  /** The guest's answers to the activity's questions, each with the question in English as asked. */
  answers: { question: string; answer: string }[]
}

/** A reservation's codes, each ticket's together, in the order they were handed out. */
function byTicket(codes: { ticket_id: number; code: string }[]) {
  const tickets = new Map<number, string[]>()
  for (const { ticket_id, code } of codes) tickets.set(ticket_id, [...(tickets.get(ticket_id) ?? []), code])
  return [...tickets.values()].flat()
}

/** The cart's booked tours, stays and packages, in `locale` where a translation exists. */
export async function bookedLines(trx: DB, cartId: number, locale: Locale): Promise<BookedLine[]> {
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
      'r.id',
      'r.booking_number',
      'r.start_date as date',
      'r.start_time',
      'r.price',
      'r.currency_code',
      't.name',
      't.meeting_point',
      'en.name as en_name',
      'en.meeting_point as en_meeting_point',
      'supplier.email as supplier_email',
      'supplier.locale as supplier_locale',
      's.special_instruction',
      'r.answers',
      // Rooms and voucher codes come with their reservation: one statement, not three.
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('reservation_room as rr')
            .innerJoin('room_type as rt', 'rt.id', 'rr.room_type_id')
            .innerJoin('rate_plan as rp', 'rp.id', 'rr.rate_plan_id')
            .select(['rt.title as room', 'rp.title as plan'])
            .whereRef('rr.reservation_id', '=', 'r.id')
            .orderBy('rr.id'),
        ).as('rooms'),
      (eb) =>
        jsonArrayFrom(
          eb
            .selectFrom('voucher_code as vc')
            .select(['vc.ticket_id', 'vc.code'])
            .whereRef('vc.reservation_id', '=', 'r.id')
            .orderBy('vc.id'),
        ).as('codes'),
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
      'supplier.locale as supplier_locale',
      's.special_instruction',
    ])
    .where('p.cart_id', '=', cartId)
    .orderBy('p.id')
    .execute()
  const common = (row: (typeof packages)[number] | (typeof reservations)[number]) => ({
    bookingNumber: row.booking_number ?? '',
    name: row.name ?? row.en_name,
    date: row.date,
    price: Number(row.price),
    currencyCode: row.currency_code,
    supplierEmail: row.supplier_email,
    supplierLocale: normalizeLocale(row.supplier_locale),
    specialInstruction: translate(row.special_instruction, locale) || null,
  })
  return [
    ...reservations.map((row) => ({
      ...common(row),
      startTime: row.start_time,
      meetingPoint: row.meeting_point || row.en_meeting_point || null,
      rooms: row.rooms.map((room) => `${translate(room.room, locale)}, ${translate(room.plan, locale)}`),
      party: null,
      voucherCodes: byTicket(row.codes),
      answers: row.answers.map(({ question, answer }) => ({ question, answer })),
    })),
    ...packages.map((row) => ({
      ...common(row),
      startTime: null,
      meetingPoint: null,
      rooms: [],
      party: { adults: row.adults, children: row.children },
      voucherCodes: [],
      answers: [],
    })),
  ]
}
