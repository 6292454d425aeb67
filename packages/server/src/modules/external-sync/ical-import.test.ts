import type { HotelCalendar, HotelCalendarHotel, HotelRoomRate, IcalExport, IcalLink } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isoDay } from '../../test/catalogue-fixtures.js'
import { icsOf, startIcalStandIn } from '../../test/ical-stand-in.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { holdRoom } from './ical-fixtures.js'

let ctx: TestContext
let standIn: Awaited<ReturnType<typeof startIcalStandIn>>
let supplier: string
let hotelId: number
let room: HotelRoomRate

beforeAll(async () => {
  ctx = await createTestContext({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' })
  standIn = await startIcalStandIn()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  const hotels = await call<HotelCalendarHotel[]>(ctx, 'POST', '/core/v1/hotels/booking-service-list', {
    token: supplier,
  })
  hotelId = hotels.body[0]!.id
  const rates = await call<HotelRoomRate[]>(ctx, 'GET', `/availability/v1/hotel/${hotelId}/room-rate`, {
    token: supplier,
  })
  room = rates.body[0]!
}, 180_000)
afterAll(async () => {
  await standIn.close()
  await ctx.close()
})

const linkPath = () => `/core/v1/hotel-room-types/${room.room_type_id}/ical-link`
const compact = (offset: number) => isoDay(offset).replaceAll('-', '')
const setAllotment = (days: Record<string, number>) =>
  call(ctx, 'POST', `/availability/v1/hotel/${hotelId}/room-rate-price/calendar`, {
    token: supplier,
    body: {
      room_type_id: room.room_type_id,
      days: Object.fromEntries(Object.entries(days).map(([date, allotment]) => [date, { allotment }])),
    },
  })
const sync = () => call<IcalLink>(ctx, 'POST', `${linkPath()}/sync`, { token: supplier })
/** The room type's nights as the supplier's calendar shows them. */
async function nights(from: number, to: number) {
  const answer = await call<HotelCalendar>(ctx, 'POST', `/availability/v1/hotel/${hotelId}/calendar`, {
    token: supplier,
    body: { from: isoDay(from), to: isoDay(to) },
  })
  const mine = answer.body.rooms.filter((night) => night.room_type_id === room.room_type_id)
  return Object.fromEntries(
    mine.map((night) => [night.date, { allotment: night.allotment, held: night.held }]),
  )
}

describe("importing another channel's iCal feed", () => {
  it("closes the nights of the feed's events and reopens those it drops", async () => {
    expect(
      (await setAllotment({ [isoDay(20)]: 4, [isoDay(21)]: 4, [isoDay(22)]: 4, [isoDay(24)]: 5 })).status,
    ).toBe(200)
    standIn.serve('/rooms.ics', {
      body: icsOf([
        [compact(20), compact(22)],
        [`${compact(24)}T150000Z`, `${compact(25)}T110000Z`],
      ]),
    })
    const saved = await call<IcalLink>(ctx, 'PUT', linkPath(), {
      token: supplier,
      body: { url: standIn.url('/rooms.ics') },
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      url: standIn.url('/rooms.ics'),
      status: 'pending',
      last_synced_at: null,
    })

    const synced = await sync()
    expect(synced.status).toBe(200)
    expect(synced.body).toMatchObject({ status: 'ok', error: null, closed_nights: 3 })
    expect(synced.body.last_synced_at).not.toBeNull()
    const closed = await nights(20, 24)
    expect(closed[isoDay(20)]!.allotment).toBe(0)
    expect(closed[isoDay(21)]!.allotment).toBe(0)
    expect(closed[isoDay(22)]!.allotment).toBe(4)
    expect(closed[isoDay(24)]!.allotment).toBe(0)
    // The export does not send the channel its own nights back.
    const exported = await call<IcalExport>(
      ctx,
      'GET',
      `/core/v1/hotel-room-types/${room.room_type_id}/ical-export`,
      {
        token: supplier,
      },
    )
    const feed = await (await ctx.app.request(new URL(exported.body.url).pathname)).text()
    expect(feed).toContain('BEGIN:VCALENDAR')
    expect(feed).not.toContain(compact(20))

    standIn.serve('/rooms.ics', { body: icsOf([[compact(20), compact(22)]]) })
    expect((await sync()).body).toMatchObject({ status: 'ok', closed_nights: 2 })
    const reopened = await nights(20, 24)
    expect(reopened[isoDay(20)]!.allotment).toBe(0)
    expect(reopened[isoDay(24)]!.allotment).toBe(5)
  })

  it("keeps the supplier's own closures and bookings, and a change the supplier made since", async () => {
    expect((await setAllotment({ [isoDay(30)]: 0, [isoDay(31)]: 3, [isoDay(32)]: 3 })).status).toBe(200)
    await holdRoom(ctx, supplier, hotelId, room, isoDay(31), isoDay(32))
    standIn.serve('/rooms.ics', { body: icsOf([[compact(30), compact(33)]]) })
    expect((await sync()).body.status).toBe('ok')
    const closed = await nights(30, 32)
    expect(closed[isoDay(30)]).toEqual({ allotment: 0, held: 0 })
    // The held room stays held; no other is sold.
    expect(closed[isoDay(31)]).toEqual({ allotment: 1, held: 1 })
    expect(closed[isoDay(32)]!.allotment).toBe(0)
    // The supplier opens a night the feed closed: theirs stands, now and when the feed lets it go.
    expect((await setAllotment({ [isoDay(32)]: 2 })).status).toBe(200)
    expect((await sync()).body.status).toBe('ok')
    expect((await nights(32, 32))[isoDay(32)]!.allotment).toBe(2)

    standIn.serve('/rooms.ics', { body: icsOf([]) })
    expect((await sync()).body).toMatchObject({ status: 'ok', closed_nights: 0 })
    const reopened = await nights(30, 32)
    expect(reopened[isoDay(30)]).toEqual({ allotment: 0, held: 0 })
    expect(reopened[isoDay(31)]).toEqual({ allotment: 3, held: 1 })
    expect(reopened[isoDay(32)]!.allotment).toBe(2)
  })

  it('records a failed fetch and changes no night', async () => {
    standIn.serve('/rooms.ics', { body: icsOf([[compact(40), compact(41)]]) })
    expect((await sync()).body).toMatchObject({ status: 'ok', closed_nights: 1 })
    standIn.serve('/rooms.ics', { status: 500, body: 'Internal error', contentType: 'text/plain' })
    const failed = await sync()
    expect(failed.status).toBe(200)
    expect(failed.body).toMatchObject({
      status: 'failed',
      error_code: 'http_status',
      error: 'HTTP 500',
      closed_nights: 1,
    })
    standIn.serve('/rooms.ics', { body: '<html>Sign in</html>', contentType: 'text/html' })
    expect((await sync()).body).toMatchObject({
      status: 'failed',
      error_code: 'not_calendar',
      closed_nights: 1,
    })
    expect((await nights(40, 40))[isoDay(40)]!.allotment).toBe(0)
    const read = await call<IcalLink>(ctx, 'GET', linkPath(), { token: supplier })
    expect(read.body).toMatchObject({ status: 'failed', error_code: 'not_calendar' })
  })

  it('reopens the nights when the supplier removes the link', async () => {
    const before = await nights(40, 40)
    expect(before[isoDay(40)]!.allotment).toBe(0)
    const removed = await call<IcalLink>(ctx, 'DELETE', linkPath(), { token: supplier })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ url: null, status: 'pending', closed_nights: 0 })
    expect((await nights(40, 40))[isoDay(40)]!.allotment).toBeGreaterThan(0)
    expect((await sync()).status).toBe(409)
  })
})
