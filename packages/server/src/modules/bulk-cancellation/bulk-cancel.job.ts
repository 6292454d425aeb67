import {
  CancellationOrigin,
  DEFAULT_LOCALE,
  moneyTaken,
  PaymentMethod,
  PaymentStatus,
  ReservationStatus,
  roundMoney,
  SyncJobStatus,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { recordCancellation, refundByCard } from '../customer/cancellation.service.js'
import { customerDb } from '../customer/customer.tables.js'
import { loadBookedItem } from '../customer/ownership.js'
import type { CardProvider } from '../payments/card-provider.js'
import { once, type JobQueue } from '../../lib/job-queue.js'
import { BULK_CANCEL_QUEUE } from './bulk-cancellation.service.js'
import { refundableOf, refundBalances } from './refund-balance.js'

interface Workflow {
  id: number
  reason: string
  refund_percentage: number
  supplier_user_id: number
}

interface RunOptions {
  /** At most this many bookings in this run; the rest wait for the next (as after a stop). */
  limit?: number
}

/**
 * Works through a bulk cancellation's bookings that are not finished. Each step of a booking is
 * recorded before the next, so a run stopped anywhere resumes without doing any step twice: the
 * cancellation is made once under the booking's lock, and its card refund carries the cancellation's
 * idempotency key, so a refund repeated after a stop is the provider's first one.
 */
export async function runBulkCancellation(
  db: DB,
  cards: CardProvider | null,
  workflowId: string,
  options: RunOptions = {},
) {
  const workflow = await db
    .selectFrom('bulk_cancellation')
    .select(['id', 'reason', 'refund_percentage', 'status', 'supplier_user_id'])
    .where('workflow_id', '=', workflowId)
    .executeTakeFirst()
  if (!workflow || workflow.status !== SyncJobStatus.Started) return
  const items = await db
    .selectFrom('bulk_cancellation_item')
    .select(['id', 'reservation_id'])
    .where('bulk_cancellation_id', '=', workflow.id)
    .where('state', 'in', ['pending', 'cancelled'])
    .orderBy('id')
    .limit(options.limit ?? 100_000)
    .execute()
  for (const item of items) {
    await cancelOne(db, workflow, item)
    await refundOne(db, cards, item)
  }
  await finishIfDone(db, workflow.id)
}

async function cancelOne(db: DB, workflow: Workflow, item: { id: number; reservation_id: number }) {
  await db.transaction().execute(async (trx) => {
    const reservation = await trx
      .selectFrom('reservation')
      .select('status')
      .where('id', '=', item.reservation_id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    const { state } = await trx
      .selectFrom('bulk_cancellation_item')
      .select('state')
      .where('id', '=', item.id)
      .forUpdate()
      .executeTakeFirstOrThrow()
    if (state !== 'pending') return
    // The guest may have cancelled in the meantime: nothing is left to do for that booking.
    if (reservation.status !== ReservationStatus.Confirm) {
      await markItem(trx, item.id, 'done')
      return
    }
    const ref = { kind: 'reservation' as const, id: item.reservation_id }
    const booked = await loadBookedItem(trx, ref, DEFAULT_LOCALE)
    const paid = moneyTaken(booked.payment)
    const percentage = Number(workflow.refund_percentage)
    const balance = (await refundBalances(trx, [ref.id])).get(ref.id)
    const refundAmount = paid
      ? Math.min(roundMoney((booked.price * percentage) / 100), refundableOf(balance))
      : 0
    await recordCancellation(trx, ref, booked, {
      origin: CancellationOrigin.BySupplier,
      reason: workflow.reason,
      refundPercentage: percentage,
      refundAmount,
      policyHours: null,
      paid,
      by: { kind: 'user', userId: workflow.supplier_user_id },
    })
    await markItem(trx, item.id, 'cancelled')
  })
}

async function refundOne(db: DB, cards: CardProvider | null, item: { id: number; reservation_id: number }) {
  const current = await db
    .selectFrom('bulk_cancellation_item')
    .select('state')
    .where('id', '=', item.id)
    .executeTakeFirstOrThrow()
  if (current.state !== 'cancelled') return
  const cancellation = await customerDb(db)
    .selectFrom('cancellation as x')
    .innerJoin('reservation as r', 'r.id', 'x.reservation_id')
    .select([
      'x.id',
      'x.refund_status',
      'x.refund_amount',
      'x.currency_code',
      sql<string | null>`(
        select pay.provider_ref from payment pay
        where pay.cart_id = r.cart_id and pay.method = ${PaymentMethod.Card} and pay.status = ${PaymentStatus.Paid}
        order by pay.id desc limit 1
      )`.as('payment_intent'),
    ])
    .where('x.reservation_id', '=', item.reservation_id)
    .executeTakeFirstOrThrow()
  // A refund by another method than card is the back office's to make; its cancellation says pending.
  if (cancellation.refund_status !== 'pending' || !cards || !cancellation.payment_intent) {
    await markItem(db, item.id, 'done')
    return
  }
  const failure = await refundByCard(db, cards, {
    cancellationId: cancellation.id,
    paymentIntent: cancellation.payment_intent,
    amount: Number(cancellation.refund_amount),
    currency: cancellation.currency_code,
  })
  await markItem(db, item.id, failure ? 'failed' : 'done', failure)
}

const markItem = (db: DB, id: number, state: 'cancelled' | 'done' | 'failed', error: string | null = null) =>
  db.updateTable('bulk_cancellation_item').set({ state, error }).where('id', '=', id).execute()

/** Completed when every booking went through, failed when any refund was refused (they are listed). */
async function finishIfDone(db: DB, id: number) {
  const left = await db
    .selectFrom('bulk_cancellation_item')
    .select([
      sql<number>`count(*) filter (where state in ('pending', 'cancelled'))::int`.as('open'),
      sql<number>`count(*) filter (where state = 'failed')::int`.as('failed'),
    ])
    .where('bulk_cancellation_id', '=', id)
    .executeTakeFirstOrThrow()
  if (left.open > 0) return
  await db
    .updateTable('bulk_cancellation')
    .set({
      status: left.failed > 0 ? SyncJobStatus.Failed : SyncJobStatus.Completed,
      finished_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', SyncJobStatus.Started)
    .execute()
}

/** After a restart, every bulk cancellation still running is queued again and continues where it stopped. */
export async function resumeBulkCancellations(db: DB, jobs: JobQueue) {
  const running = await db
    .selectFrom('bulk_cancellation')
    .select('workflow_id')
    .where('status', '=', SyncJobStatus.Started)
    .execute()
  for (const { workflow_id } of running)
    await jobs.send(BULK_CANCEL_QUEUE, { workflow_id }, once(workflow_id))
  return running.length
}
