import {
  BOOKING_DATE_CHANGE_MESSAGES as WORDS,
  normalizeLocale,
  ReservationStatus,
  SlotStatus,
  UserRole,
  type BookingDateChangeResult,
  type BookingDepartureChoice,
} from '@jaunt/domain'
import { formatDate } from '@jaunt/i18n/format'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest } from '../../lib/errors.js'
import { loadBookedItem } from '../customer/ownership.js'
import { htmlFromParagraphs, queueMail } from '../mail/outbox.js'
import { customerDateChangeTexts as dateChange } from '../mail/texts/mail-texts.js'
import { mailWriter } from '../mail/texts/write.js'
import { recordStateChange } from '../reservation-history/history.js'
import type { Actor } from './actor.js'
import { visibleBooking } from './booking-cancel.service.js'

/** The supplier whose activity it is moves it, or an admin; a partner only sells it. */
const moverOf = (actor: Actor): Actor => ({
  ...actor,
  roles: actor.roles.filter((role) => role === UserRole.Supplier || role === UserRole.Admin),
})

const notMovable = () =>
  new ApiError(409, WORDS.notMovable, [{ path: 'reservation_ref', message: WORDS.notMovable }])

/** A confirmed booking of a departure (an activity, event, attraction or rental) the actor may move; another owner's is a 404. */
async function movableBooking(db: DB, actor: Actor, ref: string) {
  const { id } = await visibleBooking(db, moverOf(actor), ref)
  const row = await db
    .selectFrom('reservation')
    .select(['id', 'status', 'option_id', 'tour_slot_id', 'guests', 'start_date', 'start_time'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  const movable =
    row.status === ReservationStatus.Confirm && row.option_id !== null && row.tour_slot_id !== null
  if (!movable) throw notMovable()
  return { ...row, option_id: row.option_id!, tour_slot_id: row.tour_slot_id! }
}

/** The option's other departures that are open, still ahead where the activity is, with room for every guest. */
function departuresOf(db: DB, booking: { option_id: number; tour_slot_id: number; guests: number }) {
  return db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .innerJoin('service as s', 's.id', 'o.service_id')
    .leftJoin('location as l', 'l.id', 's.location_id')
    .where('ts.option_id', '=', booking.option_id)
    .where('ts.id', '!=', booking.tour_slot_id)
    .where('ts.status', '=', SlotStatus.Active)
    .where(sql<boolean>`ts.allotment - ts.booked - ts.held >= ${booking.guests}`)
    .where(sql<boolean>`((ts.date + ts.start_time) at time zone coalesce(l.time_zone, 'UTC')) > now()`)
    .select([
      'ts.id',
      sql<string>`to_char(ts.date, 'YYYY-MM-DD')`.as('date'),
      sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
      sql<number>`(ts.allotment - ts.booked - ts.held)::int`.as('free'),
    ])
}

export async function departuresToMoveTo(
  db: DB,
  actor: Actor,
  ref: string,
  month: string,
): Promise<BookingDepartureChoice[]> {
  const booking = await movableBooking(db, actor, ref)
  return departuresOf(db, booking)
    .where(sql<string>`to_char(ts.date, 'YYYY-MM')`, '=', month)
    .orderBy('ts.date')
    .orderBy('ts.start_time')
    .execute()
}

const when = (date: string, time: string | null) => (time ? `${date} ${time.slice(0, 5)}` : date)

/**
 * Moves the booking's guests to another departure of its option in one transaction: the new departure
 * must still have room when its row is locked, the old one gets its places back, the history records
 * the move, and the guest is mailed in their language. Price and tickets stay as booked.
 */
export async function changeBookingDate(
  db: DB,
  actor: Actor,
  ref: string,
  departureId: number,
): Promise<BookingDateChangeResult> {
  return db.transaction().execute(async (trx) => {
    const found = await movableBooking(trx, actor, ref)
    const locked = await trx
      .selectFrom('reservation')
      .select(['status', 'tour_slot_id'])
      .where('id', '=', found.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (locked.status !== ReservationStatus.Confirm || locked.tour_slot_id !== found.tour_slot_id)
      throw notMovable()
    const target = await departuresOf(trx, { ...found, guests: 0 })
      .where('ts.id', '=', departureId)
      .executeTakeFirst()
    if (!target) {
      throw badRequest(`departure_id: ${WORDS.departureUnavailable}`, [
        { path: 'departure_id', message: WORDS.departureUnavailable },
      ])
    }
    // Both departures are updated in id order, so two moves in opposite directions cannot deadlock.
    const steps = [
      { id: found.tour_slot_id, move: 'out' as const },
      { id: target.id, move: 'in' as const },
    ].sort((a, b) => a.id - b.id)
    for (const step of steps) {
      if (step.move === 'out') {
        await trx
          .updateTable('tour_slot')
          .set({ booked: sql`greatest(booked - ${found.guests}, 0)` })
          .where('id', '=', step.id)
          .execute()
        continue
      }
      const taken = await trx
        .updateTable('tour_slot')
        .set({ booked: sql`booked + ${found.guests}` })
        .where('id', '=', step.id)
        .where('status', '=', SlotStatus.Active)
        .where(sql<boolean>`allotment - booked - held >= ${found.guests}`)
        .executeTakeFirst()
      if (Number(taken.numUpdatedRows) !== 1) {
        throw new ApiError(409, `departure_id: ${WORDS.departureFull}`, [
          { path: 'departure_id', message: WORDS.departureFull },
        ])
      }
    }
    await trx
      .updateTable('reservation')
      .set({ tour_slot_id: target.id, start_date: target.date, start_time: target.start_time })
      .where('id', '=', found.id)
      .execute()
    const before = when(found.start_date, found.start_time)
    await recordStateChange(trx, {
      reservationId: found.id,
      from: ReservationStatus.Confirm,
      to: ReservationStatus.Confirm,
      actor: { kind: 'user', userId: actor.id },
      note: `${before} → ${when(target.date, target.start_time)}`,
    })
    await queueDateChangeMail(trx, found.id, before)
    return { start_date: target.date, start_time: target.start_time }
  })
}

async function queueDateChangeMail(trx: DB, reservationId: number, before: string) {
  const ref = { kind: 'reservation' as const, id: reservationId }
  const english = await loadBookedItem(trx, ref, 'en')
  if (!english.guest) return
  const locale = normalizeLocale(english.cartLocale)
  const item = locale === 'en' ? english : await loadBookedItem(trx, ref, locale)
  const say = await mailWriter(trx, locale)
  const [beforeDate = '', beforeTime = ''] = before.split(' ')
  const at = (date: string, time: string) => `${formatDate(date, locale)}, ${time}`.replace(/, $/, '')
  const paragraphs = [
    say(dateChange.greeting, { name: item.guest!.first_name || item.guest!.name }),
    say(dateChange.intro, { number: item.bookingNumber, product: item.name }),
    say(dateChange.now, { when: at(item.startDate, item.startTime?.slice(0, 5) ?? '') }),
    say(dateChange.before, { when: at(beforeDate, beforeTime) }),
    say(dateChange.same),
  ]
  await queueMail(trx, {
    kind: 'customer-date-change',
    to: item.guest!.email,
    locale,
    subject: say(dateChange.subject, { number: item.bookingNumber }),
    text: paragraphs.join('\n\n'),
    html: htmlFromParagraphs(paragraphs),
    cartId: item.cartId,
  })
}
