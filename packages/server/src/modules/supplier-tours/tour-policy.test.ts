import type { TourInput, TourRecord } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

let ctx: TestContext
let supplier: string
let other: string
let oslo: number

beforeAll(async () => {
  ctx = await createTestContext()
  supplier = (await loginAs(ctx, 'supplier@jaunt.test')).access_token
  other = (await loginAs(ctx, 'both@jaunt.test')).access_token
  oslo = (await ctx.db.selectFrom('location').select('id').orderBy('id').executeTakeFirstOrThrow()).id
}, 120_000)
afterAll(() => ctx.close())

type Answer = TourRecord & { message: string; errors?: { path: string; message: string }[] }
const input = (name: string, extra: Partial<TourInput> = {}): TourInput => ({
  location_id: oslo,
  currency_code: 'NOK',
  duration: { days: null, hours: 2, minutes: 0 },
  texts: { en: { name, short_description: 'A walk along the quay' } },
  ...extra,
})
const policy = async (token: string, name: string) =>
  (
    await call<{ id: number }>(ctx, 'POST', '/core/v1/cancellation-policies', {
      token,
      body: { name, entries: [{ hours: 48, refund_percentage: 100 }] },
    })
  ).body.id

describe('an activity’s cancellation policy', () => {
  it('is chosen on the activity, kept when left out, and cleared with null', async () => {
    const own = await policy(supplier, 'Quay walk 48 h')
    const made = await call<Answer>(ctx, 'POST', '/core/v1/tours', {
      token: supplier,
      body: input('Quay walk', { cancellation_policy_id: own }),
    })
    expect(made.status, made.body.message).toBe(201)
    expect(made.body.cancellation_policy_id).toBe(own)
    const path = `/core/v1/tours/${made.body.id}`
    const kept = await call<Answer>(ctx, 'PUT', path, { token: supplier, body: input('Quay walk') })
    expect(kept.body.cancellation_policy_id).toBe(own)
    const used = await call<{ in_use: number }>(ctx, 'GET', `/core/v1/cancellation-policies/${own}`, {
      token: supplier,
    })
    expect(used.body.in_use).toBe(1)
    const cleared = await call<Answer>(ctx, 'PUT', path, {
      token: supplier,
      body: input('Quay walk', { cancellation_policy_id: null }),
    })
    expect(cleared.body.cancellation_policy_id).toBeNull()
  })

  it('refuses another supplier’s own policy as if it were not in the list', async () => {
    const theirs = await policy(other, 'Not for Sam')
    const refused = await call<Answer>(ctx, 'POST', '/core/v1/tours', {
      token: supplier,
      body: input('Harbour ferry', { cancellation_policy_id: theirs }),
    })
    expect(refused.status).toBe(400)
    expect(refused.body.errors).toEqual([
      { path: 'cancellation_policy_id', message: 'Please choose a cancellation policy from the list' },
    ])
  })
})
