import { ServiceType, type Cart } from '@jaunt/domain'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { futureDeparture, productOfType } from '../test/catalogue-fixtures.js'
import { call, createTestContext, type TestContext } from '../test/test-app.js'
import { QUEUES, startJobs } from './index.js'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

describe('the hold-expiry job', () => {
  it('runs on the job queue in the same database and gives expired seats back', async () => {
    const product = await productOfType(ctx.db, ServiceType.Activities)
    const departure = await futureDeparture(ctx.db, product.id, 120)
    const ticket = departure.tickets.find((t) => t.price_type === 1)!
    const cart = await call<Cart>(ctx, 'POST', '/booking/public/cart-reservation', {
      body: [
        {
          cart_type: 'tour',
          service_id: product.id,
          option_id: departure.option_id,
          date: departure.date,
          start_time: departure.start_time,
          tickets: [{ ticket_id: ticket.id, count: 2 }],
        },
      ],
    })
    const order = {
      name: 'A B',
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      country: 'NO',
      area_code: '47',
      phone: '41234567',
    }
    await call(ctx, 'POST', `/booking/public/hold-reservation/${cart.body.cart_ref}`, {
      body: { order, stripe_payment_intent_id: null, stripe_secret: null },
    })
    await ctx.db
      .updateTable('cart')
      .set({ hold_expires_at: sql`now() - interval '1 minute'` })
      .where('cart_ref', '=', cart.body.cart_ref)
      .execute()

    const boss = await startJobs(ctx.db, ctx.config)
    try {
      // The schedule fires each minute; sending the job now runs the same worker at once.
      await boss.send(QUEUES.releaseExpiredHolds, {})
      const deadline = Date.now() + 15_000
      let held = 2
      while (Date.now() < deadline && held > 0) {
        await new Promise((resolve) => setTimeout(resolve, 250))
        const slot = await ctx.db
          .selectFrom('tour_slot')
          .select('held')
          .where('id', '=', departure.id)
          .executeTakeFirstOrThrow()
        held = slot.held
      }
      expect(held).toBe(0)
      const schedules = await boss.getSchedules()
      expect(schedules.map((schedule) => schedule.name)).toContain(QUEUES.releaseExpiredHolds)
    } finally {
      await boss.stop({ graceful: false, wait: true })
    }
  })
})
