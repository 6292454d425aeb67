import { createRoute, z } from '@hono/zod-openapi'
import {
  bulkCancelInputSchema,
  cancellableDeparturesSchema,
  partialRefundInputSchema,
  partialRefundResultSchema,
  workflowStatusInputSchema,
  workflowStatusSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier bulk cancellation']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const BulkCancelInput = bulkCancelInputSchema.meta({ id: 'BulkCancelInput' })
const WorkflowStatusInput = workflowStatusInputSchema.meta({ id: 'WorkflowStatusInput' })
const WorkflowStatus = workflowStatusSchema.meta({ id: 'WorkflowStatus' })
const CancellableDepartures = cancellableDeparturesSchema.meta({ id: 'CancellableDepartures' })
const PartialRefundInput = partialRefundInputSchema.meta({ id: 'PartialRefundInput' })
const PartialRefundResult = partialRefundResultSchema.meta({ id: 'PartialRefundResult' })

export const listDepartures = createRoute({
  method: 'get',
  path: '/booking/v1/bulk-cancel-reservation/options/{id}/departures',
  operationId: 'listCancellableDepartures',
  tags,
  security,
  summary: "An option's upcoming departures with their confirmed bookings",
  request: { params: idParams },
  responses: { 200: jsonContent(CancellableDepartures, 'The departures'), ...failures },
})

export const startBulkCancel = createRoute({
  method: 'post',
  path: '/booking/v1/bulk-cancel-reservation',
  operationId: 'bulkCancelReservations',
  tags,
  security,
  summary: 'Starts cancelling every booking of the chosen departures; answers the workflow to follow',
  request: { body: jsonBody(BulkCancelInput) },
  responses: {
    202: jsonContent(WorkflowStatus, 'The workflow, started'),
    ...failures,
    409: { ...errorResponses[409], description: 'A bulk cancellation of these departures is running' },
  },
})

export const checkWorkflowStatus = createRoute({
  method: 'post',
  path: '/booking/v1/check-workflow-status',
  operationId: 'checkWorkflowStatus',
  tags,
  security,
  summary: "A bulk cancellation's status (started 1, failed 2, completed 3) with its counts and failures",
  request: { body: jsonBody(WorkflowStatusInput) },
  responses: { 200: jsonContent(WorkflowStatus, 'The status'), ...failures },
})

/** The same status by GET, for clients that poll with a plain link. */
export const getWorkflowStatus = createRoute({
  method: 'get',
  path: '/booking/v1/check-workflow-status',
  operationId: 'getWorkflowStatus',
  tags,
  security,
  summary: "A bulk cancellation's status, by the workflow id in the query",
  request: { query: WorkflowStatusInput },
  responses: { 200: jsonContent(WorkflowStatus, 'The status'), ...failures },
})

export const partialRefund = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/{id}/partial-refund',
  operationId: 'partialRefundReservation',
  tags,
  security,
  summary: "Gives part of a booking's price back to the guest's card and mails them",
  request: { params: idParams, body: jsonBody(PartialRefundInput) },
  responses: {
    200: jsonContent(PartialRefundResult, 'The refund, made'),
    ...failures,
    422: { ...errorResponses[422], description: 'Not paid by card, or the provider refused' },
  },
})
