import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTestContext, type TestContext } from '../test/test-app.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const ids = (count: number) => Array.from({ length: count }, (_, index) => index + 1)
const search = (body: object) => call(ctx, 'POST', '/core/public/catalog', { body })

describe('bounded lists', () => {
  it('answers 422 naming the list when it is longer than its cap, in the usual error shape', async () => {
    const answer = await search({ serviceIds: ids(101) })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe('serviceIds: At most 100 items')
    expect(answer.body.errors).toEqual([{ path: 'serviceIds', message: 'At most 100 items' }])
  })

  it('refuses a hundred thousand ids up front instead of failing in the database', async () => {
    const answer = await search({ serviceIds: ids(100_000) })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe('serviceIds: At most 100 items')
  })

  it('still searches with a list within its cap', async () => {
    expect((await search({ serviceIds: ids(100), categories: ids(3) })).status).toBe(200)
  })

  it('caps the page size', async () => {
    const answer = await search({ limit: 101 })
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/^limit: /)
  })

  it('caps the items added to a cart at once and the tickets of one item', async () => {
    const item = {
      cart_type: 'tour',
      service_id: 1,
      option_id: 1,
      date: '2030-01-01',
      start_time: '10:00',
      tickets: [{ ticket_id: 1, count: 1 }],
    }
    const items = await call(ctx, 'POST', '/booking/public/cart-reservation', {
      body: Array.from({ length: 21 }, () => item),
    })
    expect(items.status).toBe(422)
    expect(items.body.message).toBe('body: At most 20 items')
    const tickets = await call(ctx, 'POST', '/booking/public/cart-reservation', {
      body: [{ ...item, tickets: Array.from({ length: 21 }, (_, i) => ({ ticket_id: i + 1, count: 1 })) }],
    })
    expect(tickets.status).toBe(422)
    expect(tickets.body.message).toBe('0.tickets: At most 20 items')
  })
})
