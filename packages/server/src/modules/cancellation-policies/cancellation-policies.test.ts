import type { CancellationPolicyRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let admin: string
let supplier: string
let other: string
let partner: string
beforeAll(async () => {
  ctx = await createTestContext()
  admin = (await loginAs(ctx, 'admin@jaunt.test')).access_token
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  other = (await loginAs(ctx, 'both@jaunt.test')).access_token
  partner = (await loginAs(ctx, 'partner@jaunt.test')).access_token
}, 120_000)
afterAll(() => ctx.close())

type Answer = CancellationPolicyRecord & { message: string; errors?: { path: string; message: string }[] }
const path = '/core/v1/cancellation-policies'
const create = (token: string, body: unknown) => call<Answer>(ctx, 'POST', path, { token, body })
const list = (token: string) =>
  call<CancellationPolicyRecord[]>(ctx, 'GET', `${path}?range=[0,99]`, { token })
const flexible = {
  name: 'Flexible 24 h',
  entries: [
    { hours: 0, refund_percentage: 0 },
    { hours: 24, refund_percentage: 100 },
  ],
}

describe('cancellation policies', () => {
  it('an admin adds a shared policy every supplier sees but only the admin changes', async () => {
    const made = await create(admin, { ...flexible, name: 'Shared flexible' })
    expect(made.status, made.body.message).toBe(201)
    // Longest notice first, as the refund computation reads them.
    expect(made.body).toMatchObject({
      shared: true,
      editable: true,
      in_use: 0,
      entries: [
        { hours: 24, refund_percentage: 100 },
        { hours: 0, refund_percentage: 0 },
      ],
    })
    const seen = (await list(supplier)).body.find((policy) => policy.id === made.body.id)
    expect(seen).toMatchObject({ shared: true, editable: false })
    const change = await call<Answer>(ctx, 'PUT', `${path}/${made.body.id}`, {
      token: supplier,
      body: flexible,
    })
    expect(change.status).toBe(403)
    expect((await call(ctx, 'DELETE', `${path}/${made.body.id}`, { token: supplier })).status).toBe(403)
  })

  it('a supplier keeps their own, which another supplier and the admin’s list never see', async () => {
    const own = await create(supplier, { ...flexible, name: 'Sam’s own' })
    expect(own.body).toMatchObject({ shared: false, editable: true })
    expect((await list(other)).body.map((policy) => policy.id)).not.toContain(own.body.id)
    expect((await list(admin)).body.map((policy) => policy.id)).not.toContain(own.body.id)
    expect((await call(ctx, 'GET', `${path}/${own.body.id}`, { token: other })).status).toBe(404)
    expect((await call(ctx, 'PUT', `${path}/${own.body.id}`, { token: other, body: flexible })).status).toBe(
      404,
    )
    const renamed = await call<Answer>(ctx, 'PUT', `${path}/${own.body.id}`, {
      token: supplier,
      body: { name: 'Sam’s strict', entries: [{ hours: 72, refund_percentage: 50 }] },
    })
    expect(renamed.body).toMatchObject({
      name: 'Sam’s strict',
      entries: [{ hours: 72, refund_percentage: 50 }],
    })
    expect((await call(ctx, 'DELETE', `${path}/${own.body.id}`, { token: supplier })).status).toBe(200)
    expect((await call(ctx, 'GET', `${path}/${own.body.id}`, { token: supplier })).status).toBe(404)
  })

  it('refuses to delete a policy products use, and says how many use each', async () => {
    const used = (await list(admin)).body.find((policy) => policy.in_use > 0)!
    expect(used).toBeDefined()
    const refused = await call<Answer>(ctx, 'DELETE', `${path}/${used.id}`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Products or rate plans use this policy: choose another for them first')
  })

  it('answers 400 naming each bad field', async () => {
    const bad = await create(supplier, {
      name: ' ',
      entries: [
        { hours: 24, refund_percentage: 120 },
        { hours: 24, refund_percentage: 50 },
        { hours: 1.5, refund_percentage: 10 },
      ],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter the policy name' },
        { path: 'entries.0.refund_percentage', message: 'Please enter a refund percentage from 0 to 100' },
        { path: 'entries.2.hours', message: 'Please enter whole hours from 0 to 8760' },
      ]),
    )
    const none = await create(supplier, { name: 'Empty', entries: [] })
    expect(none.body.errors).toEqual([{ path: 'entries', message: 'Please add at least one rule' }])
    const twice = await create(supplier, {
      name: 'Twice',
      entries: [
        { hours: 24, refund_percentage: 100 },
        { hours: 24, refund_percentage: 50 },
      ],
    })
    expect(twice.body.errors).toEqual([
      { path: 'entries.1.hours', message: 'Each rule needs its own number of hours' },
    ])
  })

  it('is forbidden to a partner', async () => {
    expect((await list(partner)).status).toBe(403)
  })
})
