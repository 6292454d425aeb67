import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './bulk-cancellation.routes.js'
import { startBulkCancellation, workflowStatus } from './bulk-cancellation.service.js'
import { cancellableDepartures } from './departures.js'
import { refundPartly } from './partial-refund.service.js'

export const listDepartures: AppRouteHandler<typeof routes.listDepartures> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await cancellableDepartures(c.get('db'), c.get('user').id, id, c.get('locale')), 200)
}

export const startBulkCancel: AppRouteHandler<typeof routes.startBulkCancel> = async (c) =>
  c.json(await startBulkCancellation(c.get('db'), c.get('jobs'), c.get('user').id, c.req.valid('json')), 202)

export const checkWorkflowStatus: AppRouteHandler<typeof routes.checkWorkflowStatus> = async (c) =>
  c.json(await workflowStatus(c.get('db'), c.get('user').id, c.req.valid('json').workflow_id), 200)

export const getWorkflowStatus: AppRouteHandler<typeof routes.getWorkflowStatus> = async (c) =>
  c.json(await workflowStatus(c.get('db'), c.get('user').id, c.req.valid('query').workflow_id), 200)

export const partialRefund: AppRouteHandler<typeof routes.partialRefund> = async (c) => {
  const { id } = c.req.valid('param')
  const request = { ...c.req.valid('json'), supplierId: c.get('user').id, reservationId: id }
  return c.json(await refundPartly(c.get('db'), c.get('cards'), request), 200)
}
