import { expect } from 'vitest'
import { siteId } from '../../test/catalogue-fixtures.js'
import { startStripeStandIn } from '../../test/stripe-stand-in.js'
import { call, createTestContext, loginAs, type TestContext } from '../../test/test-app.js'

export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

/** A seeded app whose demo site takes cards at the Stripe stand-in. */
export async function contextWithCards() {
  const stripeApi = await startStripeStandIn()
  const ctx = await createTestContext({
    STRIPE_SECRET_KEY: 'sk_test_jaunt',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_jaunt',
    STRIPE_API_URL: stripeApi.url,
  })
  const demo = await siteId(ctx.db, 'demo')
  await ctx.db
    .updateTable('partner_site')
    .set({
      merchant_of_record: JSON.stringify({ type: 'marketplace', payment_method: ['no-payment', 'card'] }),
    })
    .where('id', '=', demo)
    .execute()
  return { ctx, stripeApi, demo }
}

/** The token of the supplier who sells a product, and of one who does not. */
export async function suppliersOf(ctx: TestContext, serviceId: number) {
  const owner = await ctx.db
    .selectFrom('service as s')
    .innerJoin('app_user as u', 'u.id', 's.supplier_user_id')
    .select('u.email')
    .where('s.id', '=', serviceId)
    .executeTakeFirstOrThrow()
  const other = owner.email === 'supplier@jaunt.test' ? 'both@jaunt.test' : 'supplier@jaunt.test'
  return {
    owner: (await loginAs(ctx, owner.email)).access_token,
    stranger: (await loginAs(ctx, other)).access_token,
  }
}

export async function departureOfSlot(ctx: TestContext, slotId: number) {
  const slot = await ctx.db
    .selectFrom('tour_slot as ts')
    .innerJoin('tour_option as o', 'o.id', 'ts.option_id')
    .select(['ts.id', 'ts.date', 'ts.start_time', 'ts.booked', 'o.id as option_id', 'o.service_id'])
    .where('ts.id', '=', slotId)
    .executeTakeFirstOrThrow()
  return { ...slot, start_time: slot.start_time.slice(0, 5) }
}

export const startCancel = (ctx: TestContext, token: string, body: unknown) =>
  call<{ workflow_id: string; status: number; total: number; errors?: { path: string }[] }>(
    ctx,
    'POST',
    '/booking/v1/bulk-cancel-reservation',
    { token, body },
  )

export const statusOf = (ctx: TestContext, token: string, workflowId: string) =>
  call<{
    status: number
    status_name: string
    total: number
    done: number
    failed: number
    failures: { message: string }[]
  }>(ctx, 'POST', '/booking/v1/check-workflow-status', { token, body: { workflow_id: workflowId } })

export function expectOneRefundPerIntent(stripeApi: StripeStandIn, intents: string[]) {
  const refunds = [...stripeApi.refunds.values()]
  for (const intent of intents) {
    expect(refunds.filter((refund) => refund.payment_intent === intent)).toHaveLength(1)
  }
}
