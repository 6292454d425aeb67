import { createRoute, z } from '@hono/zod-openapi'
import { ALERT_STATES, activeAlertSchema, alertInputSchema, alertRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { ALERT_SORT_FIELDS } from './alerts.service.js'

const tags = ['Back-office alerts']
const common = { tags, security: bearerSecurity }
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const AlertInput = alertInputSchema.meta({ id: 'AlertInput' })
const Alert = alertRecordSchema.meta({ id: 'Alert' })
const base = '/core/v1/admin/alerts'

export const listAlerts = createRoute({
  ...common,
  method: 'get',
  path: base,
  operationId: 'listAlerts',
  summary: 'Admins: the back-office alerts, showing, scheduled or ended; total in Content-Range',
  request: {
    query: simpleRestQuery(z.object({ state: z.enum(ALERT_STATES).optional() }), ALERT_SORT_FIELDS, {
      filter: '{"state":"showing"}',
      sort: '["id","DESC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(Alert), 'One page of alerts'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'alerts 0-24/3' }) }),
    },
    ...failures,
  },
})

export const createAlert = createRoute({
  ...common,
  method: 'post',
  path: base,
  operationId: 'createAlert',
  summary: 'Admins: a new alert',
  request: { body: jsonBody(AlertInput) },
  responses: { 201: jsonContent(Alert, 'The alert'), ...failures },
})

export const getAlert = createRoute({
  ...common,
  method: 'get',
  path: `${base}/{id}`,
  operationId: 'getAlert',
  summary: 'Admins: one alert with its texts in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(Alert, 'The alert'), ...failures },
})

export const updateAlert = createRoute({
  ...common,
  method: 'put',
  path: `${base}/{id}`,
  operationId: 'updateAlert',
  summary: 'Admins: change an alert; users who closed it see it again',
  request: { params: idParams, body: jsonBody(AlertInput) },
  responses: { 200: jsonContent(Alert, 'The alert as saved'), ...failures },
})

export const deleteAlert = createRoute({
  ...common,
  method: 'delete',
  path: `${base}/{id}`,
  operationId: 'deleteAlert',
  summary: 'Admins: delete an alert',
  request: { params: idParams },
  responses: { 200: jsonContent(Alert, 'The deleted alert'), ...failures },
})

export const activeAlerts = createRoute({
  ...common,
  method: 'get',
  path: '/core/v1/alerts/active',
  operationId: 'listActiveAlerts',
  summary: 'The alerts showing now to the caller’s roles, in APP-LOCALE (English when missing)',
  responses: {
    200: jsonContent(
      z.object({ data: z.array(activeAlertSchema) }).meta({ id: 'ActiveAlerts' }),
      'The alerts',
    ),
    401: errorResponses[401],
  },
})
