import { SyncJobStatus } from '@jaunt/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.js'
import { startJobs } from '../../jobs/index.js'
import { call, type TestContext } from '../../test/test-app.js'
import { bookByCard } from '../customer/customer.fixtures.js'
import { customerDb } from '../customer/customer.tables.js'
import { createCardProvider } from '../payments/card-provider.js'
import { runBulkCancellation } from './bulk-cancel.job.js'
import {
  contextWithCards,
  departureOfSlot,
  expectOneRefundPerIntent,
  startCancel,
  statusOf,
  suppliersOf,
  type StripeStandIn,
} from './bulk-cancellation.fixtures.js'

let ctx: TestContext
let stripeApi: StripeStandIn
let demo: number

beforeAll(async () => {
  ;({ ctx, stripeApi, demo } = await contextWithCards())
})
afterAll(async () => {
  await ctx.close()
  await stripeApi.close()
})

async function threeBookings(fromDay: number) {
  const emails = ['anna@example.com', 'bjorn@example.com', 'clara@example.com']
  const bookings = []
  for (const email of emails)
    bookings.push(await bookByCard(ctx, stripeApi, { email, fromDay, siteId: demo }))
  // The second guest booked in German: their notice is in German.
  await ctx.db
    .updateTable('cart')
    .set({ locale: 'de' })
    .where('cart_ref', '=', bookings[1]!.cartRef)
    .execute()
  expect(new Set(bookings.map((booking) => booking.slotId)).size).toBe(1)
  const departure = await departureOfSlot(ctx, bookings[0]!.slotId)
  return { bookings, departure, ...(await suppliersOf(ctx, departure.service_id)) }
}

const bodyFor = (departure: Awaited<ReturnType<typeof departureOfSlot>>, percentage = 50) => ({
  tour_id: departure.service_id,
  tour_option_id: departure.option_id,
  departures: [{ date: departure.date, start_time: departure.start_time }],
  reason: 'The boat has broken down',
  refund_percentage: percentage,
})

async function waitForEnd(token: string, workflowId: string) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const status = await statusOf(ctx, token, workflowId)
    if (status.body.status !== SyncJobStatus.Started || Date.now() > deadline) return status
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('a bulk cancellation', () => {
  it('stopped mid-way resumes on restart, cancelling and refunding each booking exactly once', async () => {
    const { bookings, departure, owner } = await threeBookings(45)
    const started = await startCancel(ctx, owner, bodyFor(departure))
    expect(started.status).toBe(202)
    expect(started.body).toMatchObject({ status: SyncJobStatus.Started, total: 3 })

    // The server stops after the first booking.
    const cards = createCardProvider(ctx.config)
    await runBulkCancellation(ctx.db, cards, started.body.workflow_id, { limit: 1 })
    const midway = await statusOf(ctx, owner, started.body.workflow_id)
    expect(midway.body).toMatchObject({
      status: SyncJobStatus.Started,
      status_name: 'running',
      done: 1,
      total: 3,
    })
    const byGet = await call(
      ctx,
      'GET',
      `/booking/v1/check-workflow-status?workflow_id=${started.body.workflow_id}`,
      {
        token: owner,
      },
    )
    expect(byGet.body).toEqual(midway.body)
    const badId = await call(ctx, 'GET', '/booking/v1/check-workflow-status?workflow_id=nope', {
      token: owner,
    })
    expect(badId.status).toBe(400)
    expect(stripeApi.refunds.size).toBe(1)

    // On the next start the job queue picks the workflow up again and finishes it.
    const boss = await startJobs(ctx.db, ctx.config)
    try {
      const finished = await waitForEnd(owner, started.body.workflow_id)
      expect(finished.body).toMatchObject({ status: SyncJobStatus.Completed, done: 3, failed: 0 })
    } finally {
      await boss.stop({ graceful: false, wait: true })
    }
    expectOneRefundPerIntent(
      stripeApi,
      bookings.map((booking) => booking.intentId),
    )
    for (const booking of bookings) {
      const refund = [...stripeApi.refunds.values()].find((r) => r.payment_intent === booking.intentId)!
      expect(refund.amount).toBe(Math.round(Number(booking.price) * 100 * 0.5))
    }

    const reservations = await ctx.db
      .selectFrom('reservation')
      .select('status')
      .where('tour_slot_id', '=', departure.id)
      .execute()
    expect(reservations.map((r) => r.status)).toEqual([5, 5, 5])
    expect((await departureOfSlot(ctx, departure.id)).booked).toBe(departure.booked - 6)

    const mails = await ctx.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'locale', 'body_text'])
      .where('kind', '=', 'customer-cancellation')
      .where('cart_id', 'in', await cartIds(bookings.map((b) => b.cartRef)))
      .execute()
    expect(mails.map((mail) => mail.to_address).sort()).toEqual([
      'anna@example.com',
      'bjorn@example.com',
      'clara@example.com',
    ])
    const german = mails.find((mail) => mail.to_address === 'bjorn@example.com')!
    expect(german.locale).toBe('de')
    expect(german.body_text).toContain(
      'Der Veranstalter hat sie storniert. Begründung: The boat has broken down',
    )
    // Money and the date as German writes them, not "1490.00 NOK" and "2026-12-05".
    expect(german.body_text).toMatch(/\d,\d\d\s+NOK/)
    expect(german.body_text).not.toMatch(/\d{4}-\d\d-\d\d/)
    const english = mails.find((mail) => mail.to_address === 'anna@example.com')!
    expect(english.body_text).toContain(
      'The organiser has cancelled it. Their reason: The boat has broken down',
    )
  })

  it('a run repeated after a stop between the refund and its record does not refund again', async () => {
    const { bookings, departure, owner } = await threeBookings(75)
    const started = await startCancel(ctx, owner, bodyFor(departure, 100))
    const cards = createCardProvider(ctx.config)
    await runBulkCancellation(ctx.db, cards, started.body.workflow_id)
    const before = stripeApi.refunds.size
    // As if the server had stopped after the provider refunded but before the refund was written down.
    const first = bookings[0]!
    await customerDb(ctx.db)
      .updateTable('cancellation')
      .set({ refund_status: 'pending', refund_provider_ref: null })
      .where('reservation_id', '=', first.id)
      .execute()
    await ctx.db
      .updateTable('bulk_cancellation_item')
      .set({ state: 'cancelled' })
      .where('reservation_id', '=', first.id)
      .execute()
    await ctx.db
      .updateTable('bulk_cancellation')
      .set({ status: SyncJobStatus.Started })
      .where('workflow_id', '=', started.body.workflow_id)
      .execute()
    await runBulkCancellation(ctx.db, cards, started.body.workflow_id)
    expect(stripeApi.refunds.size).toBe(before)
    expectOneRefundPerIntent(
      stripeApi,
      bookings.map((booking) => booking.intentId),
    )
    const status = await statusOf(ctx, owner, started.body.workflow_id)
    expect(status.body).toMatchObject({ status: SyncJobStatus.Completed, done: 3 })
    const cancellation = await customerDb(ctx.db)
      .selectFrom('cancellation')
      .select(['refund_status', 'origin', 'refund_amount'])
      .where('reservation_id', '=', first.id)
      .executeTakeFirstOrThrow()
    expect(cancellation).toMatchObject({ refund_status: 'refunded', origin: 1 })
    expect(Number(cancellation.refund_amount)).toBe(Number(first.price))
  })

  it('finishes as failed and lists the booking whose refund the provider refused', async () => {
    const { bookings, departure, owner } = await threeBookings(20)
    // The card payment of the third guest can no longer be refunded at the provider.
    stripeApi.decline(bookings[2]!.intentId)
    const started = await startCancel(ctx, owner, bodyFor(departure))
    await runBulkCancellation(ctx.db, createCardProvider(ctx.config), started.body.workflow_id)
    const status = await statusOf(ctx, owner, started.body.workflow_id)
    expect(status.body).toMatchObject({
      status: SyncJobStatus.Failed,
      status_name: 'failed',
      done: 2,
      failed: 1,
    })
    expect(status.body.failures).toEqual([
      expect.objectContaining({ message: expect.stringContaining('This refund cannot be made') }),
    ])
    const third = await ctx.db
      .selectFrom('reservation')
      .select('status')
      .where('id', '=', bookings[2]!.id)
      .executeTakeFirstOrThrow()
    expect(third.status).toBe(5)
  })

  it('refuses a second start of the same departures while the first runs, and lists the running one', async () => {
    const { departure, owner } = await threeBookings(105)
    const first = await startCancel(ctx, owner, bodyFor(departure))
    expect(first.status).toBe(202)
    const second = await startCancel(ctx, owner, bodyFor(departure))
    expect(second.status).toBe(409)
    expect(second.body.message).toBe(
      'A bulk cancellation of these departures is already running: wait until it has finished',
    )
    const listed = await call<{
      departures: { tour_slot_id: number; running_workflow_id: string | null; bookings: unknown[] }[]
    }>(ctx, 'GET', `/booking/v1/bulk-cancel-reservation/options/${departure.option_id}/departures`, {
      token: owner,
    })
    expect(listed.status).toBe(200)
    const row = listed.body.departures.find((d) => d.tour_slot_id === departure.id)!
    expect(row.running_workflow_id).toBe(first.body.workflow_id)
    expect(row.bookings).toHaveLength(3)
  })

  it("is a 404 for another supplier's departures and workflow", async () => {
    const { departure, owner, stranger } = await threeBookings(135)
    const foreign = await startCancel(ctx, stranger, bodyFor(departure))
    expect(foreign.status).toBe(404)
    const mine = await startCancel(ctx, owner, bodyFor(departure))
    expect((await statusOf(ctx, stranger, mine.body.workflow_id)).status).toBe(404)
    const listed = await call(
      ctx,
      'GET',
      `/booking/v1/bulk-cancel-reservation/options/${departure.option_id}/departures`,
      { token: stranger },
    )
    expect(listed.status).toBe(404)
  })

  it('answers 400 naming the field for a bad percentage, no departures, an unknown departure or no reason', async () => {
    const { departure, owner } = await threeBookings(165)
    const cases: [Record<string, unknown>, string][] = [
      [{ refund_percentage: 150 }, 'refund_percentage'],
      [{ refund_percentage: -1 }, 'refund_percentage'],
      [{ departures: [] }, 'departures'],
      [{ departures: [{ date: '2099-01-01', start_time: '03:33' }] }, 'departures.0'],
      [{ reason: '  ' }, 'reason'],
    ]
    for (const [change, path] of cases) {
      const answer = await startCancel(ctx, owner, { ...bodyFor(departure), ...change })
      expect(answer.status, path).toBe(400)
      expect(answer.body.errors?.map((error) => error.path)).toContain(path)
    }
    expect(
      (await call(ctx, 'POST', '/booking/v1/bulk-cancel-reservation', { body: bodyFor(departure) })).status,
    ).toBe(401)
  })
})

async function cartIds(refs: string[]) {
  const rows = await ctx.db.selectFrom('cart').select('id').where('cart_ref', 'in', refs).execute()
  return rows.map((row) => row.id)
}

describe('the OpenAPI document', () => {
  it('declares the bulk cancellation calls with operationId, bearer security and named schemas', async () => {
    const app = createApp({ db: ctx.db, config: ctx.config })
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId?: string; security?: unknown; tags?: string[] }>>
      components: { schemas: Record<string, unknown> }
    }
    const calls = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.tags?.includes('Supplier bulk cancellation'))
    expect(calls.map((op) => op.operationId).sort()).toEqual(
      [
        'bulkCancelReservations',
        'checkWorkflowStatus',
        'getWorkflowStatus',
        'listCancellableDepartures',
        'partialRefundReservation',
      ].sort(),
    )
    for (const op of calls) expect(op.security).toEqual([{ bearerAuth: [] }])
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'BulkCancelInput',
        'WorkflowStatus',
        'CancellableDepartures',
        'PartialRefundInput',
      ]),
    )
  })
})
