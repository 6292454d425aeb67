import { ServiceType } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, isoDay, pastItsCutOff, productOfType } from '../../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let tourId: number
beforeAll(async () => {
  ctx = await createTestContext()
  tourId = (await productOfType(ctx.db, ServiceType.Activities)).id
})
afterAll(() => ctx.close())

describe('GET /core/public/tours/{id}', () => {
  it('answers the product with options, tickets and texts in the visitor’s language', async () => {
    const en = await call(ctx, 'GET', `/core/public/tours/${tourId}`)
    const de = await call(ctx, 'GET', `/core/public/tours/${tourId}`, { headers: { 'APP-LOCALE': 'de' } })
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ id: tourId, type: 'activities', service_type: 1 })
    const options = en.body.options as { tickets: { price: number; type: string }[] }[]
    expect(options.length).toBeGreaterThan(0)
    expect(options[0]!.tickets[0]).toMatchObject({ price: expect.any(Number), type: expect.any(String) })
    expect(de.body.name).not.toBe(en.body.name)
    expect((en.body.images as { url: string }[])[0]!.url).toMatch(/^\/media\/scenes\/.+\.svg$/)
  })

  it('answers 404 for a hotel id or an unknown id, and 400 for a malformed one', async () => {
    const hotel = await productOfType(ctx.db, ServiceType.Hotels)
    expect((await call(ctx, 'GET', `/core/public/tours/${hotel.id}`)).status).toBe(404)
    expect((await call(ctx, 'GET', '/core/public/tours/999999')).status).toBe(404)
    expect((await call(ctx, 'GET', '/core/public/tours/abc')).body.message).toMatch(/^id: /)
  })
})

describe('availability of departures', () => {
  it('marks a fully booked day sold out and a day with one place as few left', async () => {
    const departure = await futureDeparture(ctx.db, tourId, 40)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment` })
      .where('option_id', '=', departure.option_id)
      .where('date', '=', departure.date)
      .execute()
    const nextDay = isoDay(41)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment - 1` })
      .where('option_id', '=', departure.option_id)
      .where('date', '=', nextDay)
      .execute()
    const response = await call<{ date: string; status: string; remaining: number }[]>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/available-dates`,
      { body: { from: departure.date, to: nextDay, option_id: departure.option_id } },
    )
    expect(response.status).toBe(200)
    expect(response.body.find((day) => day.date === departure.date)).toMatchObject({
      status: 'sold-out',
      remaining: 0,
    })
    const few = response.body.find((day) => day.date === nextDay)
    if (few) expect(few).toMatchObject({ status: 'few-left', remaining: 1 })
  })

  it('closes a departure whose cut-off has passed', async () => {
    const departure = await futureDeparture(ctx.db, tourId, 50)
    await pastItsCutOff(ctx.db, departure.id)
    const slot = await ctx.db
      .selectFrom('tour_slot')
      .select(['date'])
      .where('id', '=', departure.id)
      .executeTakeFirstOrThrow()
    const response = await call<{ slots: { slot_id: number; bookable: boolean }[] }[]>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/options-with-date`,
      { body: { date: slot.date } },
    )
    const found = response.body.flatMap((option) => option.slots).find((s) => s.slot_id === departure.id)
    expect(found?.bookable).toBe(false)
  })

  it('rejects a calendar range that is reversed or too long', async () => {
    const reversed = await call(ctx, 'POST', `/availability/public/tour/${tourId}/available-dates`, {
      body: { from: isoDay(10), to: isoDay(5) },
    })
    expect(reversed.status).toBe(400)
    expect(reversed.body.message).toBe('to: must not be before from')
    const long = await call(ctx, 'POST', `/availability/public/tour/${tourId}/available-dates`, {
      body: { from: isoDay(0), to: isoDay(200) },
    })
    expect(long.body.message).toMatch(/^to: must be at most 93 days/)
  })
})

describe('POST /availability/public/tour/{id}/ticket-availability', () => {
  it('prices the tickets on the server, group tickets per member', async () => {
    const departure = await futureDeparture(ctx.db, tourId, 60)
    const ticket = departure.tickets[0]!
    const response = await call(ctx, 'POST', `/availability/public/tour/${tourId}/ticket-availability`, {
      body: {
        option_id: departure.option_id,
        date: departure.date,
        start_time: departure.start_time,
        tickets: [{ ticket_id: ticket.id, count: 2, price: 0.01 }],
      },
    })
    expect(response.status).toBe(200)
    const members = ticket.price_type === 2 ? ticket.member_count : 1
    expect(response.body.total).toBe(2 * Number(ticket.price) * members)
    expect(response.body.available).toBe(true)
  })

  it('says how many places are left when asking for more', async () => {
    const departure = await futureDeparture(ctx.db, tourId, 70)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment - 2` })
      .where('id', '=', departure.id)
      .execute()
    const ticket = departure.tickets.find((t) => t.price_type === 1) ?? departure.tickets[0]!
    const response = await call<{ available: boolean; tickets: { status: boolean; message: string }[] }>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/ticket-availability`,
      {
        body: {
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: ticket.id, count: 5 }],
        },
      },
    )
    expect(response.body.available).toBe(false)
    expect(response.body.tickets[0]).toMatchObject({ status: false, message: 'Only 2 places left' })
  })

  it('flags a booking below the product’s minimum', async () => {
    await ctx.db.updateTable('service').set({ min_booking: 3 }).where('id', '=', tourId).execute()
    const departure = await futureDeparture(ctx.db, tourId, 80)
    const ticket = departure.tickets.find((t) => t.price_type === 1)!
    const response = await call<{ tickets: { isMinimumBook: boolean; message: string }[] }>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/ticket-availability`,
      {
        body: {
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: ticket.id, count: 1 }],
        },
      },
    )
    await ctx.db.updateTable('service').set({ min_booking: 1 }).where('id', '=', tourId).execute()
    expect(response.body.tickets[0]).toMatchObject({
      isMinimumBook: true,
      message: 'The minimum booking is 3 guests',
    })
  })

  it('flags the minimum only when it is the reason, not when too few places are left', async () => {
    await ctx.db.updateTable('service').set({ min_booking: 5 }).where('id', '=', tourId).execute()
    const departure = await futureDeparture(ctx.db, tourId, 85)
    await ctx.db
      .updateTable('tour_slot')
      .set({ booked: sql`allotment - 2` })
      .where('id', '=', departure.id)
      .execute()
    const ticket = departure.tickets.find((t) => t.price_type === 1)!
    const selection = {
      option_id: departure.option_id,
      date: departure.date,
      start_time: departure.start_time,
      tickets: [{ ticket_id: ticket.id, count: 3 }],
    }
    const response = await call<{ tickets: { isMinimumBook: boolean; message: string }[] }>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/ticket-availability`,
      { body: selection },
    )
    const added = await call(ctx, 'POST', '/booking/public/cart-reservation', {
      body: [{ cart_type: 'tour', service_id: tourId, ...selection }],
    })
    await ctx.db.updateTable('service').set({ min_booking: 1 }).where('id', '=', tourId).execute()
    expect(response.body.tickets[0]).toMatchObject({ isMinimumBook: false, message: 'Only 2 places left' })
    expect(added.status).toBe(409)
    expect(added.body.message).toBe('Only 2 places left')
  })

  it('refuses a ticket of another option and a departure that does not exist', async () => {
    const departure = await futureDeparture(ctx.db, tourId, 90)
    const other = await ctx.db
      .selectFrom('tour_ticket')
      .select('id')
      .where('option_id', '!=', departure.option_id)
      .executeTakeFirstOrThrow()
    const wrongTicket = await call<{ tickets: { message: string }[] }>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/ticket-availability`,
      {
        body: {
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: other.id, count: 1 }],
        },
      },
    )
    expect(wrongTicket.body.tickets[0]!.message).toBe('This ticket does not belong to the chosen option')
    const noDeparture = await call<{ tickets: { message: string }[] }>(
      ctx,
      'POST',
      `/availability/public/tour/${tourId}/ticket-availability`,
      {
        body: {
          option_id: departure.option_id,
          date: departure.date,
          start_time: '03:17',
          tickets: [{ ticket_id: departure.tickets[0]!.id, count: 1 }],
        },
      },
    )
    expect(noDeparture.body.tickets[0]!.message).toBe('There is no departure at this date and time')
  })

  it('answers 400 naming the field for bad input', async () => {
    const response = await call(ctx, 'POST', `/availability/public/tour/${tourId}/ticket-availability`, {
      body: { option_id: 1, date: '2026-02-30x', start_time: '25:00', tickets: [] },
    })
    expect(response.status).toBe(400)
    expect(response.body.message).toMatch(/^(date|start_time|tickets): /)
  })
})
