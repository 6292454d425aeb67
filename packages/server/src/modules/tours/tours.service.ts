import { guestQuestions } from '../checkout/booking-answers.js'
import {
  cartTotal,
  PriceType,
  ServiceType,
  ticketLineCost,
  type DateAvailability,
  type Locale,
  type OptionWithDate,
  type TicketAvailability,
  type TourDetail,
  type TourOption,
  type TourSelection,
} from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { counted, guestWords } from '../../lib/guest-words/index.js'
import {
  findBookableService,
  productDetail,
  translate,
  type ContentLocale,
} from '../catalogue/product-detail.service.js'
import { guestDetails } from '../admin-products/guest-details.js'
import { slotInSeason, tourSlots } from './slots.js'

/** The service types booked by options, tickets and dated departures. */
export const TICKETED_SERVICE_TYPES = [
  ServiceType.Activities,
  ServiceType.Events,
  ServiceType.Attractions,
  ServiceType.Restaurants,
  ServiceType.Rentals,
] as const

const FEW_LEFT = 3

export async function tourOptions(db: DB, serviceId: number, locale: ContentLocale): Promise<TourOption[]> {
  const [options, tickets] = await Promise.all([
    db
      .selectFrom('tour_option')
      .select(['id', 'name'])
      .where('service_id', '=', serviceId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('tour_ticket as t')
      .innerJoin('tour_option as o', 'o.id', 't.option_id')
      .select(['t.id', 't.option_id', 't.guest_type', 't.price', 't.price_type', 't.member_count'])
      .where('o.service_id', '=', serviceId)
      .orderBy('t.position')
      .execute(),
  ])
  return options.map((option) => ({
    id: option.id,
    name: translate(option.name, locale),
    tickets: tickets
      .filter((ticket) => ticket.option_id === option.id)
      .map((ticket) => ({
        id: ticket.id,
        type: ticket.guest_type as TourOption['tickets'][number]['type'],
        price: Number(ticket.price),
        price_type: ticket.price_type as 1 | 2,
        member_count: ticket.member_count,
      })),
  }))
}

export async function tourDetail(db: DB, id: number, locale: ContentLocale): Promise<TourDetail> {
  const detail = await productDetail(db, id, TICKETED_SERVICE_TYPES, locale)
  const [options, details] = await Promise.all([
    tourOptions(db, id, locale),
    guestDetails(db, id, detail.service_type, locale),
  ])
  const { booking_questions } = await db
    .selectFrom('service')
    .select('booking_questions')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return {
    ...detail,
    options,
    details,
    ...(booking_questions.length ? { booking_questions: guestQuestions(booking_questions, locale) } : {}),
  }
}

/** Per day between two dates: how many places are left on the best open departure. */
export async function availableDates(db: DB, id: number, from: string, to: string, optionId?: number) {
  await findBookableService(db, id, TICKETED_SERVICE_TYPES)
  // A day out of season has no departure to offer, not a sold-out one.
  let query = tourSlots(db, id).where('ts.date', '>=', from).where('ts.date', '<=', to).where(slotInSeason)
  if (optionId) query = query.where('ts.option_id', '=', optionId)
  const slots = await query.orderBy('ts.date').execute()
  const days = new Map<string, number>()
  for (const slot of slots) {
    const open = slot.bookable ? Number(slot.remaining) : 0
    days.set(slot.date, Math.max(days.get(slot.date) ?? 0, open))
  }
  return [...days].map(([date, remaining]): DateAvailability => ({
    date,
    remaining,
    status: remaining === 0 ? 'sold-out' : remaining <= FEW_LEFT ? 'few-left' : 'available',
  }))
}

export async function optionsWithDate(
  db: DB,
  id: number,
  date: string,
  locale: Locale,
): Promise<OptionWithDate[]> {
  await findBookableService(db, id, TICKETED_SERVICE_TYPES)
  const [options, slots] = await Promise.all([
    tourOptions(db, id, locale),
    tourSlots(db, id).where('ts.date', '=', date).where(slotInSeason).orderBy('ts.start_time').execute(),
  ])
  return options.map((option) => ({
    ...option,
    date,
    slots: slots
      .filter((slot) => slot.option_id === option.id)
      .map((slot) => ({
        slot_id: slot.slot_id,
        start_time: slot.start_time,
        remaining: Math.max(0, Number(slot.remaining)),
        status: slot.status as 1 | 2 | 3,
        bookable: slot.bookable,
      })),
  }))
}

export interface TicketCheck {
  tickets: TicketAvailability[]
  ok: boolean
  slotId: number | null
  guests: number
  lines: {
    ticket_id: number
    count: number
    unit_price: number
    price_type: number
    member_count: number
    cost: number
    type: string
    guests: number
  }[]
  total: number
  currency_code: string
  /** The product's type, as its booking line keeps it. */
  serviceType: number
}

/** Checks a choice of tickets against a departure and prices it from the database. */
export async function checkTickets(
  db: DB,
  id: number,
  selection: TourSelection,
  locale: Locale,
): Promise<TicketCheck> {
  const service = await findBookableService(db, id, TICKETED_SERVICE_TYPES)
  const options = await tourOptions(db, id, locale)
  const option = options.find((candidate) => candidate.id === selection.option_id)
  const slot = option
    ? await tourSlots(db, id)
        .where('ts.option_id', '=', option.id)
        .where('ts.date', '=', selection.date)
        .where('ts.start_time', '=', selection.start_time)
        .executeTakeFirst()
    : undefined
  const requested = selection.tickets.filter((ticket) => ticket.count > 0)
  const lines = requested.flatMap((request) => {
    const type = option?.tickets.find((ticket) => ticket.id === request.ticket_id)
    if (!type) return []
    const guestsPerTicket = type.price_type === PriceType.PerGroup ? type.member_count : 1
    const groupDetails = { priceType: type.price_type, memberCount: type.member_count }
    return [
      {
        ticket_id: type.id,
        count: request.count,
        unit_price: type.price,
        price_type: type.price_type,
        member_count: type.member_count,
        cost: ticketLineCost({ price: type.price, count: request.count, groupDetails }),
        type: type.type,
        guests: request.count * guestsPerTicket,
      },
    ]
  })
  const guests = lines.reduce((sum, line) => sum + line.guests, 0)
  const remaining = slot ? Math.max(0, Number(slot.remaining)) : 0
  const belowMinimum = guests > 0 && guests < service.min_booking
  const words = guestWords(locale)
  const minimumMessage = words.minimumBooking(service.min_booking)
  const tickets = requested.map((request): TicketAvailability => {
    const known = lines.some((line) => line.ticket_id === request.ticket_id)
    const message =
      !option || !known
        ? words.unknownTicket
        : !slot
          ? words.departureNotFound
          : !slot.in_season
            ? words.outOfSeason
            : !slot.bookable
              ? remaining === 0
                ? words.departureSoldOut
                : words.departureClosed
              : guests > remaining
                ? counted(words.placesLeft, remaining, locale)
                : belowMinimum
                  ? minimumMessage
                  : null
    // Set only when the minimum is why the ticket fails: the message is the whole choice's, shown once.
    return {
      ticket_id: request.ticket_id,
      status: message === null,
      message,
      isMinimumBook: message === minimumMessage,
    }
  })
  const total = cartTotal(lines)
  return {
    tickets,
    ok: tickets.length > 0 && tickets.every((ticket) => ticket.status),
    slotId: slot?.slot_id ?? null,
    guests,
    lines,
    total,
    currency_code: service.currency_code,
    serviceType: service.service_type,
  }
}
