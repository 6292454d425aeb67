import type { ExternalSyncRow, HotelCalendarHotel, HotelRoomRate, IcalExport, IcalLink } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startJobs } from '../../jobs/index.js'
import { isoDay } from '../../test/catalogue-fixtures.js'
import { icsOf, startIcalStandIn } from '../../test/ical-stand-in.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'
import { syncEveryFeed } from './index.js'
import { holdRoom } from './ical-fixtures.js'

let ctx: TestContext
let standIn: Awaited<ReturnType<typeof startIcalStandIn>>
let supplier: string
let other: string
let admin: string
let hotelId: number
let room: HotelRoomRate

beforeAll(async () => {
  ctx = await createTestContext({ ICAL_ALLOW_PRIVATE_HOSTS: 'true' })
  standIn = await startIcalStandIn()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  other = (await loginAs(ctx, 'both@jaunt.test')).access_token
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
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

const roomPath = () => `/core/v1/hotel-room-types/${room.room_type_id}`
/** The feed as another channel reads it: no login, plain text. */
async function readFeed(url: string) {
  const response = await ctx.app.request(new URL(url).pathname)
  return { status: response.status, type: response.headers.get('Content-Type'), text: await response.text() }
}

describe('exporting a room type as an iCal feed', () => {
  it('lists the booked nights and the closed ones under a secret address that can be rotated', async () => {
    const ref = await holdRoom(ctx, supplier, hotelId, room, isoDay(50), isoDay(52))
    await ctx.db
      .updateTable('room_inventory')
      .set({ allotment: 0 })
      .where('room_type_id', '=', room.room_type_id)
      .where('date', 'in', [isoDay(60), isoDay(61)])
      .execute()
    const exported = await call<IcalExport>(ctx, 'GET', `${roomPath()}/ical-export`, { token: supplier })
    expect(exported.status).toBe(200)
    expect(exported.body.url).toMatch(
      /^http:\/\/localhost:8080\/core\/public\/ical\/rooms\/[\w-]{40,}\/calendar\.ics$/,
    )
    expect(
      (await call<IcalExport>(ctx, 'GET', `${roomPath()}/ical-export`, { token: supplier })).body,
    ).toEqual(exported.body)
    const feed = await readFeed(exported.body.url)
    expect(feed.status).toBe(200)
    expect(feed.type).toContain('text/calendar')
    const unfolded = feed.text.replace(/\r\n[ \t]/g, '')
    expect(unfolded).toContain(`UID:booking-${ref}@jaunt\r\nDTSTAMP:`)
    const compact = (offset: number) => isoDay(offset).replaceAll('-', '')
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${compact(50)}\r\nDTEND;VALUE=DATE:${compact(52)}\r\n`)
    expect(unfolded).toContain(`DTSTART;VALUE=DATE:${compact(60)}\r\nDTEND;VALUE=DATE:${compact(62)}\r\n`)
    expect(feed.text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true)

    const rotated = await call<IcalExport>(ctx, 'POST', `${roomPath()}/ical-export`, { token: supplier })
    expect(rotated.body.url).not.toBe(exported.body.url)
    expect((await readFeed(exported.body.url)).status).toBe(404)
    expect((await readFeed(rotated.body.url)).status).toBe(200)
  })
})

describe("a room type's calendars belong to its supplier", () => {
  it("answers 404 for another supplier's room type, on every call", async () => {
    const body = { url: 'https://calendar.example/rooms.ics' }
    for (const [method, path] of [
      ['GET', '/ical-link'],
      ['PUT', '/ical-link'],
      ['DELETE', '/ical-link'],
      ['POST', '/ical-link/sync'],
      ['GET', '/ical-export'],
      ['POST', '/ical-export'],
    ] as const) {
      const answer = await call(ctx, method, `${roomPath()}${path}`, {
        token: other,
        ...(method === 'PUT' && { body }),
      })
      expect(answer.status, `${method} ${path}`).toBe(404)
    }
  })

  it('refuses a link that is not http(s), naming the field', async () => {
    for (const url of [
      'ftp://calendar.example/rooms.ics',
      'calendar.example/rooms.ics',
      '',
      'webcal://x.example/a.ics',
    ]) {
      const answer = await call<{ errors: { path: string; message: string }[] }>(
        ctx,
        'PUT',
        `${roomPath()}/ical-link`,
        {
          token: supplier,
          body: { url },
        },
      )
      expect(answer.status, url).toBe(400)
      expect(answer.body.errors[0]!.path).toBe('url')
    }
    expect((await call(ctx, 'PUT', `${roomPath()}/ical-link`, { token: supplier, body: {} })).status).toBe(
      400,
    )
  })
})

describe('Tools › External sync', () => {
  it('lists every import with its room type, hotel, supplier and last sync, filtered by status', async () => {
    standIn.serve('/broken.ics', { status: 404, body: 'gone', contentType: 'text/plain' })
    await call(ctx, 'PUT', `${roomPath()}/ical-link`, {
      token: supplier,
      body: { url: standIn.url('/broken.ics') },
    })
    const listed = await call<ExternalSyncRow[]>(ctx, 'GET', '/core/v1/tools/external-sync', { token: admin })
    expect(listed.status).toBe(200)
    expect(listed.headers.get('Content-Range')).toBe('external-sync 0-0/1')
    expect(listed.body[0]).toMatchObject({ id: room.room_type_id, hotel_id: hotelId, status: 'pending' })
    expect(listed.body[0]!.hotel_name).not.toBe('')
    expect(listed.body[0]!.supplier_name).not.toBe('')
    expect(listed.body[0]!.room_type_title).toBe(room.room_type_title)

    const synced = await call<IcalLink>(
      ctx,
      'POST',
      `/core/v1/tools/external-sync/${room.room_type_id}/sync`,
      {
        token: admin,
      },
    )
    expect(synced.body).toMatchObject({ status: 'failed', error_code: 'http_status', error: 'HTTP 404' })
    const failed = encodeURIComponent(JSON.stringify({ status: 'failed' }))
    const ok = encodeURIComponent(JSON.stringify({ status: 'ok' }))
    expect(
      (
        await call<ExternalSyncRow[]>(ctx, 'GET', `/core/v1/tools/external-sync?filter=${failed}`, {
          token: admin,
        })
      ).body,
    ).toHaveLength(1)
    expect(
      (
        await call<ExternalSyncRow[]>(ctx, 'GET', `/core/v1/tools/external-sync?filter=${ok}`, {
          token: admin,
        })
      ).body,
    ).toHaveLength(0)
    const bad = await call(
      ctx,
      'GET',
      `/core/v1/tools/external-sync?filter=${encodeURIComponent('{"status":"odd"}')}`,
      {
        token: admin,
      },
    )
    expect(bad.status).toBe(400)
    expect((await call(ctx, 'GET', '/core/v1/tools/external-sync', { token: supplier })).status).toBe(403)
    expect(
      (await call(ctx, 'POST', '/core/v1/tools/external-sync/999999/sync', { token: admin })).status,
    ).toBe(404)
  })

  it('syncs every link on a half-hourly schedule', async () => {
    standIn.serve('/broken.ics', { body: icsOf([]) })
    expect(await syncEveryFeed(ctx.db, ctx.config)).toBe(1)
    const read = await call<IcalLink>(ctx, 'GET', `${roomPath()}/ical-link`, { token: supplier })
    expect(read.body.status).toBe('ok')
    const boss = await startJobs(ctx.db, ctx.config)
    try {
      const schedules = await boss.getSchedules()
      expect(schedules.find((schedule) => schedule.name === 'ical-sync')?.cron).toBe('*/30 * * * *')
    } finally {
      await boss.stop({ graceful: false, wait: true })
    }
  })

  it('documents each route with its operationId and security', async () => {
    const doc = (await call(ctx, 'GET', '/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
    }
    expect(doc.paths['/core/v1/hotel-room-types/{id}/ical-link']!.put!.operationId).toBe('saveIcalLink')
    expect(doc.paths['/core/v1/tools/external-sync']!.get!.security).toEqual([{ bearerAuth: [] }])
    const feed = doc.paths['/core/public/ical/rooms/{token}/calendar.ics']!.get!
    expect(feed.operationId).toBe('getRoomCalendarFeed')
    expect(feed.security).toEqual([])
  })
})
