import {
  MESSAGES,
  ReservationStatus,
  SyncJobStatus,
  syncJobStatusName,
  type BulkCancelInput,
  type WorkflowStatus,
} from '@jaunt/domain'
import { sql } from 'kysely'
import type { DB } from '../../db/database.js'
import { ApiError, badRequest, notFound, type FieldError } from '../../lib/errors.js'
import { once, type JobQueue } from '../../lib/job-queue.js'
import { departuresOfOption, notStarted } from './departures.js'
import { OPTION_NOT_FOUND } from '../supplier-tours/tour-options.service.js'
import { ownOption } from './own-option.js'

export const BULK_CANCEL_QUEUE = 'bulk-cancel-reservations'
export const WORKFLOW_NOT_FOUND = 'Workflow not found'

/**
 * Records the bulk cancellation with one item per confirmed booking of the chosen departures, in one
 * transaction that locks those departures (so a second start waits, then sees the first and gets 409),
 * then queues the job that works through the items.
 */
export async function startBulkCancellation(
  db: DB,
  jobs: JobQueue | null,
  supplierId: number,
  input: BulkCancelInput,
): Promise<WorkflowStatus> {
  const option = await ownOption(db, supplierId, input.tour_option_id)
  if (option.tourId !== input.tour_id) throw notFound(OPTION_NOT_FOUND)
  const workflowId = await db.transaction().execute(async (trx) => {
    const slots = await departuresOfOption(trx, option.id)
      .select([
        'ts.id',
        'ts.date',
        sql<string>`to_char(ts.start_time, 'HH24:MI')`.as('start_time'),
        notStarted.as('upcoming'),
      ])
      .forUpdate('ts')
      .execute()
    const errors: FieldError[] = []
    const chosen = new Set<number>()
    input.departures.forEach((pick, index) => {
      const slot = slots.find((s) => s.date === pick.date && s.start_time === pick.start_time.slice(0, 5))
      const path = `departures.${index}`
      if (!slot) errors.push({ path, message: MESSAGES.departureNotFound })
      else if (!slot.upcoming) errors.push({ path, message: MESSAGES.departureStarted })
      else chosen.add(slot.id)
    })
    if (errors.length > 0) throw badRequest(`${errors[0]!.path}: ${errors[0]!.message}`, errors)
    const slotIds = [...chosen]
    const running = await trx
      .selectFrom('bulk_cancellation')
      .select('id')
      .where('status', '=', SyncJobStatus.Started)
      .where(sql<boolean>`tour_slot_ids && ${sql.val(slotIds)}::integer[]`)
      .executeTakeFirst()
    if (running) throw new ApiError(409, (words) => words.bulkCancelRunning)
    const workflow = await trx
      .insertInto('bulk_cancellation')
      .values({
        supplier_user_id: supplierId,
        option_id: option.id,
        tour_slot_ids: slotIds,
        reason: input.reason,
        refund_percentage: input.refund_percentage,
      })
      .returning(['id', 'workflow_id'])
      .executeTakeFirstOrThrow()
    await trx
      .insertInto('bulk_cancellation_item')
      .columns(['bulk_cancellation_id', 'reservation_id'])
      .expression(
        trx
          .selectFrom('reservation')
          .select([sql.lit(workflow.id).as('bulk_cancellation_id'), 'id'])
          .where('tour_slot_id', 'in', slotIds)
          .where('status', '=', ReservationStatus.Confirm),
      )
      .execute()
    return workflow.workflow_id
  })
  await jobs?.send(BULK_CANCEL_QUEUE, { workflow_id: workflowId }, once(workflowId))
  return workflowStatus(db, supplierId, workflowId)
}

/** The spec's sync job status of a bulk cancellation with its counts; another supplier's is not found. */
export async function workflowStatus(
  db: DB,
  supplierId: number,
  workflowId: string,
): Promise<WorkflowStatus> {
  const workflow = await db
    .selectFrom('bulk_cancellation')
    .select(['id', 'status'])
    .where('workflow_id', '=', workflowId)
    .where('supplier_user_id', '=', supplierId)
    .executeTakeFirst()
  if (!workflow) throw notFound(WORKFLOW_NOT_FOUND)
  const items = await db
    .selectFrom('bulk_cancellation_item as i')
    .innerJoin('reservation as r', 'r.id', 'i.reservation_id')
    .select(['i.reservation_id', 'i.state', 'i.error', 'r.booking_number'])
    .where('i.bulk_cancellation_id', '=', workflow.id)
    .orderBy('i.id')
    .execute()
  const failures = items.filter((item) => item.state === 'failed')
  const status = workflow.status as SyncJobStatus
  return {
    workflow_id: workflowId,
    status,
    status_name: syncJobStatusName(status),
    total: items.length,
    done: items.filter((item) => item.state === 'done').length,
    failed: failures.length,
    failures: failures.map((item) => ({
      reservation_id: item.reservation_id,
      booking_number: item.booking_number ?? '',
      message: item.error ?? '',
    })),
  }
}
