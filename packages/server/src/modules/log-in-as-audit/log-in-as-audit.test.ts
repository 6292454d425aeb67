import { UserRole, type LogInAsAuditRow } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let adminId: number
let supplierId: number
let nordicId: number
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  const ids = await ctx.db.selectFrom('app_user').select(['id', 'email']).execute()
  const idOf = (email: string) => ids.find((user) => user.email === email)!.id
  adminId = idOf('admin@jaunt.test')
  supplierId = idOf('supplier@jaunt.test')
  nordicId = idOf('partner2@jaunt.test')
})
afterAll(() => ctx.close())

const logInAs = async (userId: number) => {
  const session = await call<{ refresh_token: string }>(
    ctx,
    'POST',
    `/core/v1/admin/user/${userId}/log-in-as`,
    {
      token: admin,
      from: '203.0.113.7',
    },
  )
  expect(session.status).toBe(200)
  return session.body.refresh_token
}

const audit = (query = '', token = admin) =>
  call<LogInAsAuditRow[]>(ctx, 'GET', `/core/v1/log-in-as-audit${query}`, { token })
const filtered = async (filter: object) =>
  (await audit(`?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body.map((row) => row.id)
const today = () => new Date().toISOString().slice(0, 10)

describe('GET /core/v1/log-in-as-audit', () => {
  it('shows each log-in-as, open until the admin returns, newest first', async () => {
    const supplierSession = await logInAs(supplierId)
    const list = await audit()
    expect(list.status).toBe(200)
    expect(list.headers.get('Content-Range')).toBe('log-in-as-audit 0-0/1')
    expect(list.body[0]).toMatchObject({
      ended_at: null,
      admin: { id: adminId, name: 'Ada Admin', email: 'admin@jaunt.test' },
      target: {
        id: supplierId,
        name: 'Sam Supplier',
        email: 'supplier@jaunt.test',
        roles: [UserRole.Supplier],
      },
      ip: '203.0.113.7',
    })
    expect(Date.parse(list.body[0]!.started_at)).toBeGreaterThan(Date.now() - 60_000)

    const back = await call(ctx, 'POST', '/nauth/npanel/logout', { body: { refresh_token: supplierSession } })
    expect(back.status).toBe(200)
    const [ended] = (await audit()).body
    expect(ended!.ended_at).not.toBeNull()
    expect(Date.parse(ended!.ended_at!)).toBeGreaterThanOrEqual(Date.parse(ended!.started_at))

    await logInAs(nordicId)
    const both = (await audit()).body
    expect(both.map((row) => row.target.id)).toEqual([nordicId, supplierId])
    expect(both[0]!.ended_at).toBeNull()
  })

  it('filters by admin, user, words and day, and pages', async () => {
    const [nordicRow, supplierRow] = (await audit()).body.map((row) => row.id)
    expect(await filtered({ target_user_id: supplierId })).toEqual([supplierRow])
    expect(await filtered({ q: 'NORDIC' })).toEqual([nordicRow])
    expect(await filtered({ q: 'ada admin' })).toEqual([nordicRow, supplierRow])
    expect(await filtered({ admin_id: adminId })).toEqual([nordicRow, supplierRow])
    expect(await filtered({ admin_id: supplierId })).toEqual([])
    expect(await filtered({ started_from: today(), started_to: today() })).toEqual([nordicRow, supplierRow])
    expect(await filtered({ started_from: '2999-01-01' })).toEqual([])
    expect(await filtered({ started_to: '2000-01-01' })).toEqual([])

    const second = await audit('?range=[1,1]&sort=["started_at","DESC"]')
    expect(second.body.map((row) => row.id)).toEqual([supplierRow])
    expect(second.headers.get('Content-Range')).toBe('log-in-as-audit 1-1/2')
    const oldestFirst = await audit('?sort=["started_at","ASC"]')
    expect(oldestFirst.body.map((row) => row.id)).toEqual([supplierRow, nordicRow])
  })

  it('is for admins only', async () => {
    for (const email of ['supplier@jaunt.test', 'partner@jaunt.test']) {
      const { access_token } = await loginAs(ctx, email)
      expect((await audit('', access_token)).status).toBe(403)
    }
    expect((await call(ctx, 'GET', '/core/v1/log-in-as-audit')).status).toBe(401)
  })

  it('answers 400 naming the field for a bad range, sort or filter', async () => {
    const badRange = await audit('?range=[5,2]')
    expect(badRange.status).toBe(400)
    expect(badRange.body.message).toMatch(/^range: /)
    expect((await audit('?range=first')).body.message).toMatch(/^range: /)
    expect((await audit('?sort=["ip","ASC"]')).body.message).toMatch(/^sort/)
    const badDay = await audit(`?filter=${encodeURIComponent('{"started_from":"yesterday"}')}`)
    expect(badDay.status).toBe(400)
    expect(badDay.body.message).toMatch(/^filter\.started_from: /)
    expect((await audit(`?filter=${encodeURIComponent('{"admin_id":"abc"}')}`)).body.message).toMatch(
      /^filter\.admin_id: /,
    )
  })

  it('documents the route', async () => {
    const doc = await call<{
      paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
      components: { schemas: Record<string, unknown> }
    }>(ctx, 'GET', '/api/openapi.json')
    const list = doc.body.paths['/core/v1/log-in-as-audit']?.get
    expect(list?.operationId).toBe('listLogInAsAudit')
    expect(list?.security).toEqual([{ bearerAuth: [] }])
    expect(doc.body.components.schemas).toHaveProperty('LogInAsAuditRow')
  })
})
