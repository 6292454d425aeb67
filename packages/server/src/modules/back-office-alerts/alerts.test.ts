import { ALERT_MESSAGES, UserRole, type ActiveAlert, type AlertRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
})
afterAll(() => ctx.close())

const hour = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString()
const create = (body: object) =>
  call<AlertRecord>(ctx, 'POST', '/core/v1/admin/alerts', { token: admin, body })
const shownTo = async (token: string, locale = 'en') =>
  (
    await call<{ data: ActiveAlert[] }>(ctx, 'GET', '/core/v1/alerts/active', {
      token,
      headers: { 'APP-LOCALE': locale },
    })
  ).body.data

describe('back-office alerts', () => {
  it('shows an alert to the roles it names, in their language with English as the fallback', async () => {
    const made = await create({
      message: { en: 'Payouts run late this week', de: 'Auszahlungen kommen diese Woche später' },
      severity: 'warning',
      roles: [UserRole.Supplier],
    })
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ severity: 'warning', roles: [UserRole.Supplier], state: 'showing' })

    expect(await shownTo(supplier, 'de')).toContainEqual(
      expect.objectContaining({ id: made.body.id, message: 'Auszahlungen kommen diese Woche später' }),
    )
    expect(await shownTo(supplier, 'fr')).toContainEqual(
      expect.objectContaining({ id: made.body.id, message: 'Payouts run late this week' }),
    )
    expect((await shownTo(partner)).map((alert) => alert.id)).not.toContain(made.body.id)
  })

  it('shows an alert for everyone only within its period', async () => {
    const later = await create({ message: { en: 'Maintenance on Sunday' }, starts_at: inHours(24) })
    const past = await create({ message: { en: 'Old news' }, starts_at: inHours(-48), ends_at: inHours(-24) })
    const now = await create({ message: { en: 'New reports page' }, ends_at: inHours(24) })
    expect(later.body.state).toBe('scheduled')
    expect(past.body.state).toBe('ended')
    const ids = (await shownTo(partner)).map((alert) => alert.id)
    expect(ids).toContain(now.body.id)
    expect(ids).not.toContain(later.body.id)
    expect(ids).not.toContain(past.body.id)

    const scheduled = await call<AlertRecord[]>(
      ctx,
      'GET',
      `/core/v1/admin/alerts?filter={"state":"scheduled"}`,
      {
        token: admin,
      },
    )
    expect(scheduled.body.map((alert) => alert.id)).toEqual([later.body.id])
    expect(scheduled.headers.get('Content-Range')).toBe('alerts 0-0/1')

    await call(ctx, 'PUT', `/core/v1/admin/alerts/${later.body.id}`, {
      token: admin,
      body: { message: { en: 'Maintenance now' }, starts_at: null },
    })
    expect((await shownTo(supplier)).map((alert) => alert.message)).toContain('Maintenance now')
    expect(
      (await call(ctx, 'DELETE', `/core/v1/admin/alerts/${later.body.id}`, { token: admin })).status,
    ).toBe(200)
    expect((await shownTo(supplier)).map((alert) => alert.id)).not.toContain(later.body.id)
  })

  it('names the field for bad input, and lets only admins write alerts', async () => {
    const bad = await create({ message: { de: 'Nur Deutsch' }, starts_at: inHours(2), ends_at: inHours(1) })
    expect(bad.status).toBe(400)
    expect((bad.body as unknown as { errors: unknown[] }).errors).toEqual(
      expect.arrayContaining([
        { path: 'message.en', message: ALERT_MESSAGES.messageRequired },
        { path: 'ends_at', message: ALERT_MESSAGES.periodInvalid },
      ]),
    )
    const refused = await call(ctx, 'POST', '/core/v1/admin/alerts', {
      token: partner,
      body: { message: { en: 'Mine' } },
    })
    expect(refused.status).toBe(403)
    expect((await call(ctx, 'GET', '/core/v1/admin/alerts/1', { token: supplier })).status).toBe(403)
  })
})
