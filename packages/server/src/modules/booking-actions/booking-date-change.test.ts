import { ReservationStatus, type BookingDepartureChoice } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { bookTour } from '../customer/customer.fixtures.js'
import { tokensFor } from './booking-actions.fixtures.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
}, 120_000)
afterAll(() => ctx.close())

type Errors = { message: string; errors?: { path: string; message: string }[] }
const departures = (token: string, ref: string, month: string) =>
  call<BookingDepartureChoice[] & Errors>(
    ctx,
    'GET',
    `/booking/v1/reservation/${ref}/empty-dates?month=${month}`,
    {
      token,
    },
  )
const move = (token: string, ref: string, body: unknown) =>
  call<{ start_date: string; start_time: string } & Errors>(
    ctx,
    'POST',
    `/booking/v1/reservation/${ref}/change-date`,
    { token, body },
  )
const slot = (id: number) =>
  ctx.db
    .selectFrom('tour_slot')
    .select(['booked', 'allotment', 'held'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

/** A booking of two guests, its supplier's token, and a departure of the same option it can move to. */
async function movableBooking(email: string, fromDay: number, locale = 'en') {
  const booking = await bookTour(ctx, { email, fromDay, locale })
  const supplier = await ctx.db
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', booking.product.supplier_user_id)
    .executeTakeFirstOrThrow()
  const tokens = await tokensFor(ctx, supplier.email)
  const { date } = await ctx.db
    .selectFrom('reservation')
    .select('start_date')
    .where('id', '=', booking.id)
    .executeTakeFirstOrThrow()
    .then((row) => ({ date: row.start_date }))
  const month = date.slice(0, 7)
  const choices = await departures(tokens.owner, booking.reservation_ref, month)
  expect(choices.status, choices.body.message).toBe(200)
  return { booking, tokens, month, choices: choices.body }
}

describe('moving a booking to another departure', () => {
  it('lists only open departures of the same option ahead with room for every guest, not the booked one', async () => {
    const { booking, choices } = await movableBooking('move.list@example.com', 50)
    expect(choices.length).toBeGreaterThan(0)
    expect(choices.map((choice) => choice.id)).not.toContain(booking.slotId)
    const slots = await ctx.db
      .selectFrom('tour_slot')
      .select(['id', 'option_id'])
      .where(
        'id',
        'in',
        choices.map((choice) => choice.id),
      )
      .execute()
    const own = await ctx.db
      .selectFrom('tour_slot')
      .select('option_id')
      .where('id', '=', booking.slotId)
      .executeTakeFirstOrThrow()
    expect(new Set(slots.map((row) => row.option_id))).toEqual(new Set([own.option_id]))
    expect(choices.every((choice) => choice.free >= booking.guests)).toBe(true)
  })

  it('moves the guests: places back on the old departure, taken on the new, history and a mail in the guest’s language', async () => {
    const { booking, tokens, choices } = await movableBooking('move.de@example.com', 52, 'de')
    const target = choices.at(-1)!
    const [oldBefore, newBefore] = [await slot(booking.slotId), await slot(target.id)]
    const moved = await move(tokens.owner, booking.reservation_ref, { departure_id: target.id })
    expect(moved.status, moved.body.message).toBe(200)
    expect(moved.body).toEqual({ start_date: target.date, start_time: target.start_time })
    expect((await slot(booking.slotId)).booked).toBe(oldBefore.booked - booking.guests)
    expect((await slot(target.id)).booked).toBe(newBefore.booked + booking.guests)

    const detail = await call<{ start_date: string; start_time: string }>(
      ctx,
      'GET',
      `/booking/v1/reservation/${booking.reservation_ref}`,
      { token: tokens.owner },
    )
    expect(detail.body).toMatchObject({ start_date: target.date, start_time: target.start_time })

    const history = await call<
      { from_status: number; to_status: number; note: string; actor_name: string }[]
    >(ctx, 'GET', `/booking/v1/reservation/${booking.reservation_ref}/history`, { token: tokens.owner })
    expect(history.body.at(-1)).toMatchObject({
      from_status: ReservationStatus.Confirm,
      to_status: ReservationStatus.Confirm,
      note: expect.stringContaining(`→ ${target.date} ${target.start_time}`),
    })

    const mail = await ctx.db
      .selectFrom('mail_outbox')
      .select(['subject', 'body_text', 'locale'])
      .where('to_address', '=', 'move.de@example.com')
      .where('kind', '=', 'customer-date-change')
      .executeTakeFirstOrThrow()
    expect(mail.locale).toBe('de')
    expect(mail.subject).toMatch(/^Ihre Buchung hat ein neues Datum \(JT-/)
    expect(mail.body_text).toContain('Neuer Termin:')
    expect(mail.body_text).toContain(target.start_time)
    expect(mail.body_text).not.toMatch(/\d{4}-\d\d-\d\d/)
  })

  it('refuses a departure that filled up meanwhile, leaving both departures as they were', async () => {
    const { booking, tokens, choices } = await movableBooking('move.full@example.com', 54)
    const target = choices[0]!
    await ctx.db
      .updateTable('tour_slot')
      .set((eb) => ({ booked: eb('allotment', '-', eb.ref('held')) }))
      .where('id', '=', target.id)
      .execute()
    const [oldBefore, newBefore] = [await slot(booking.slotId), await slot(target.id)]
    const refused = await move(tokens.owner, booking.reservation_ref, { departure_id: target.id })
    expect(refused.status).toBe(409)
    expect(refused.body.errors).toEqual([
      { path: 'departure_id', message: 'That departure has no room for this booking any more' },
    ])
    expect(await slot(booking.slotId)).toEqual(oldBefore)
    expect(await slot(target.id)).toEqual(newBefore)
  })

  it('two moves racing for the last places of a departure: one wins, nothing is oversold', async () => {
    const first = await movableBooking('move.race1@example.com', 56)
    const second = await bookTour(ctx, { email: 'move.race2@example.com', fromDay: 56 })
    const target = first.choices[0]!
    // Room for exactly one of the two bookings of two guests.
    await ctx.db
      .updateTable('tour_slot')
      .set((eb) => ({ booked: eb('allotment', '-', eb.ref('held')) }))
      .where('id', '=', target.id)
      .execute()
    await ctx.db
      .updateTable('tour_slot')
      .set((eb) => ({ booked: eb('booked', '-', first.booking.guests) }))
      .where('id', '=', target.id)
      .execute()
    const answers = await Promise.all([
      move(first.tokens.owner, first.booking.reservation_ref, { departure_id: target.id }),
      move(first.tokens.owner, second.reservation_ref, { departure_id: target.id }),
    ])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    const after = await slot(target.id)
    expect(after.booked + after.held).toBe(after.allotment)
  })

  it('is a 404 for another supplier and a 403 for a partner; an admin may move it', async () => {
    const { booking, tokens, choices } = await movableBooking('move.owner@example.com', 58)
    const target = choices[0]!
    expect((await move(tokens.stranger, booking.reservation_ref, { departure_id: target.id })).status).toBe(
      404,
    )
    expect((await departures(tokens.stranger, booking.reservation_ref, target.date.slice(0, 7))).status).toBe(
      404,
    )
    const partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
    expect((await move(partner, booking.reservation_ref, { departure_id: target.id })).status).toBe(403)
    expect((await move(tokens.admin, booking.reservation_ref, { departure_id: target.id })).status).toBe(200)
  })

  it('answers 400 naming the field for no departure, one of another option or the past, and a bad month', async () => {
    const { booking, tokens } = await movableBooking('move.bad@example.com', 60)
    const none = await move(tokens.owner, booking.reservation_ref, {})
    expect(none.status).toBe(400)
    expect(none.body.errors?.[0]).toEqual({ path: 'departure_id', message: 'Please choose a departure' })
    const { option_id } = await ctx.db
      .selectFrom('reservation')
      .select('option_id')
      .where('id', '=', booking.id)
      .executeTakeFirstOrThrow()
    const foreign = await ctx.db
      .selectFrom('tour_slot')
      .select('id')
      .where('option_id', '!=', option_id!)
      .executeTakeFirstOrThrow()
    const past = await ctx.db
      .insertInto('tour_slot')
      .values({ option_id: option_id!, date: '2020-01-06', start_time: '09:00', allotment: 20 })
      .returning('id')
      .executeTakeFirstOrThrow()
    for (const id of [foreign.id, past.id]) {
      const refused = await move(tokens.owner, booking.reservation_ref, { departure_id: id })
      expect(refused.status).toBe(400)
      expect(refused.body.errors).toEqual([
        { path: 'departure_id', message: 'That departure is not open for this booking' },
      ])
    }
    const month = await departures(tokens.owner, booking.reservation_ref, '2026-13')
    expect(month.status).toBe(400)
    expect(month.body.message).toMatch(/^month: /)
  })

  it('refuses to move a cancelled booking', async () => {
    const { booking, tokens, choices } = await movableBooking('move.cancelled@example.com', 62)
    const cancelled = await call(ctx, 'POST', '/booking/v1/cancel-reservation', {
      token: tokens.owner,
      body: { reservation_ref: booking.reservation_ref, reason: 'Storm' },
    })
    expect(cancelled.status).toBe(200)
    const refused = await move(tokens.owner, booking.reservation_ref, { departure_id: choices[0]!.id })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Only a confirmed booking of a departure can move to another date')
  })
})
