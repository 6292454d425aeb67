import { OPTION_SERVICE_TYPES, type TourTicketRecord, type TourTicketValues } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { ApiError, notFound } from '../../lib/errors.js'
import { getOption } from './tour-options.service.js'

export const TICKET_NOT_FOUND = 'Ticket not found'
/** The supplier's own tickets: joined through the option to an activity of theirs. */
const ownTickets = (db: DB, supplierId: number) =>
  db
    .selectFrom('tour_ticket as t')
    .innerJoin('tour_option as o', 'o.id', 't.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .where('s.supplier_user_id', '=', supplierId)
    .where('s.service_type', 'in', [...OPTION_SERVICE_TYPES])
    .select([
      't.id',
      't.option_id',
      't.position',
      't.guest_type',
      't.price',
      't.price_type',
      't.member_count',
      't.min_per_booking',
      't.max_per_booking',
      'o.service_id',
    ])

type TicketRow = {
  service_id: number
  price: number | string
  price_type: number
  guest_type: string
} & Omit<TourTicketRecord, 'price' | 'price_type' | 'guest_type'>

const toRecord = ({ service_id: _tour, ...row }: TicketRow): TourTicketRecord => ({
  ...row,
  guest_type: row.guest_type as TourTicketRecord['guest_type'],
  price_type: row.price_type as TourTicketRecord['price_type'],
  price: Number(row.price),
})

const columnsOf = (values: TourTicketValues) => ({
  guest_type: values.guest_type,
  price: values.price,
  price_type: values.price_type,
  member_count: values.member_count,
  min_per_booking: values.min_per_booking,
  max_per_booking: values.max_per_booking ?? null,
})

/** Search sorts and filters by the activity's lowest price, so every ticket change keeps it in step. */
async function refreshLowestPrice(db: DB, tourId: number) {
  await db
    .updateTable('service')
    .set((eb) => ({
      lowest_price: eb
        .selectFrom('tour_ticket as t')
        .innerJoin('tour_option as o', 'o.id', 't.option_id')
        .where('o.service_id', '=', tourId)
        .select((inner) => inner.fn.min('t.price').as('lowest')),
      updated_at: new Date(),
    }))
    .where('id', '=', tourId)
    .execute()
}

export async function listTickets(db: DB, supplierId: number, optionId: number) {
  await getOption(db, supplierId, optionId)
  const rows = await ownTickets(db, supplierId)
    .where('t.option_id', '=', optionId)
    .orderBy('t.position')
    .orderBy('t.id')
    .execute()
  return rows.map(toRecord)
}

export async function getTicket(db: DB, supplierId: number, ticketId: number) {
  const row = await ownTickets(db, supplierId).where('t.id', '=', ticketId).executeTakeFirst()
  if (!row) throw notFound(TICKET_NOT_FOUND)
  return { ticket: toRecord(row), tourId: row.service_id }
}

export async function createTicket(db: DB, supplierId: number, optionId: number, values: TourTicketValues) {
  const option = await getOption(db, supplierId, optionId)
  const existing = await listTickets(db, supplierId, optionId)
  const position = Math.max(0, ...existing.map((ticket) => ticket.position)) + 1
  const { id } = await db
    .insertInto('tour_ticket')
    .values({ option_id: optionId, position, ...columnsOf(values) })
    .returning('id')
    .executeTakeFirstOrThrow()
  await refreshLowestPrice(db, option.tour_id)
  return (await getTicket(db, supplierId, id)).ticket
}

export async function updateTicket(db: DB, supplierId: number, ticketId: number, values: TourTicketValues) {
  const { tourId } = await getTicket(db, supplierId, ticketId)
  await db.updateTable('tour_ticket').set(columnsOf(values)).where('id', '=', ticketId).execute()
  await refreshLowestPrice(db, tourId)
  return (await getTicket(db, supplierId, ticketId)).ticket
}

/** A ticket a booking counted stays (409), since the booking's lines point at it. */
export async function deleteTicket(db: DB, supplierId: number, ticketId: number) {
  const { tourId } = await getTicket(db, supplierId, ticketId)
  const booked = await db
    .selectFrom('reservation_ticket')
    .select('ticket_id')
    .where('ticket_id', '=', ticketId)
    .executeTakeFirst()
  if (booked) throw new ApiError(409, (words) => words.ticketHasBookings)
  await db.deleteFrom('tour_ticket').where('id', '=', ticketId).execute()
  await refreshLowestPrice(db, tourId)
  return { id: ticketId }
}
