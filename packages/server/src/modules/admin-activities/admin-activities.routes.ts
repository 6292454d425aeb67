import { createRoute, z } from '@hono/zod-openapi'
import {
  ADMIN_ACTIVITY_SORT_FIELDS,
  adminActivityCreateSchema,
  adminActivityListFilterSchema,
  adminActivityListRowSchema,
  statusSchema,
  tourInputSchema,
  tourRecordSchema,
  tourStatusCountsSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { jsonParam, simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Admin activities']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const failures = { 400: errorResponses[400], ...denials, 404: errorResponses[404] }
const params = z.object({ id: z.coerce.number().int().positive() })

const AdminActivityListRow = adminActivityListRowSchema.meta({ id: 'AdminActivityListRow' })

export const listAdminActivities = createRoute({
  method: 'get',
  path: '/core/v1/admin/tours',
  operationId: 'listAdminActivities',
  tags,
  security,
  summary:
    "Every supplier's activities and events, filtered, sorted and paged; the total is in Content-Range",
  request: {
    query: simpleRestQuery(adminActivityListFilterSchema, ADMIN_ACTIVITY_SORT_FIELDS, {
      filter: '{"status":3,"q":"fjord","supplier_user_id":4,"service_type":1}',
      sort: '["supplier_name","ASC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(AdminActivityListRow), 'One page of activities'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'activity 0-24/31' }) }),
    },
    400: errorResponses[400],
    ...denials,
  },
})

export const adminActivityStatusWiseCount = createRoute({
  method: 'get',
  path: '/core/v1/admin/tours/status-wise-count',
  operationId: 'adminActivityStatusWiseCount',
  tags,
  security,
  summary: 'How many of every supplier’s activities each status tab holds (sync failed is 100)',
  request: {
    query: z.object({ filter: jsonParam(adminActivityListFilterSchema.omit({ status: true }), '{}') }),
  },
  responses: {
    200: jsonContent(
      tourStatusCountsSchema.meta({ id: 'AdminActivityStatusCounts' }),
      'A count per listing status and the total',
    ),
    400: errorResponses[400],
    ...denials,
  },
})

// With its owner, whose policies and pictures the admin's form offers.
const AdminActivityRecord = tourRecordSchema
  .extend({ supplier_user_id: z.number().int().positive() })
  .meta({ id: 'AdminActivityRecord' })

export const getAdminActivity = createRoute({
  method: 'get',
  path: '/core/v1/admin/tours/{id}',
  operationId: 'getAdminActivity',
  tags,
  security,
  summary: 'Any supplier’s activity with everything its settings tabs edit',
  request: { params },
  responses: { 200: jsonContent(AdminActivityRecord, 'The activity'), ...failures },
})

export const createAdminActivity = createRoute({
  method: 'post',
  path: '/core/v1/admin/tours',
  operationId: 'createAdminActivity',
  tags,
  security,
  summary: 'A new activity for the chosen supplier, made as they would make it (inactive until published)',
  request: { body: jsonBody(adminActivityCreateSchema.meta({ id: 'AdminActivityCreate' })) },
  responses: {
    201: jsonContent(AdminActivityRecord, 'The new activity'),
    400: errorResponses[400],
    ...denials,
  },
})

export const updateAdminActivity = createRoute({
  method: 'put',
  path: '/core/v1/admin/tours/{id}',
  operationId: 'updateAdminActivity',
  tags,
  security,
  summary: 'Edit any supplier’s activity as its supplier would, by the same checks',
  request: { params, body: jsonBody(tourInputSchema.meta({ id: 'AdminActivityInput' })) },
  responses: { 200: jsonContent(AdminActivityRecord, 'The activity as saved'), ...failures },
})

const AdminActivityState = z
  .object({ id: z.number().int(), status: statusSchema, is_private: z.boolean() })
  .meta({ id: 'AdminActivityState' })

export const updateAdminActivityStatus = createRoute({
  method: 'put',
  path: '/core/v1/admin/tours/{id}/update-status',
  operationId: 'updateAdminActivityStatus',
  tags,
  security,
  summary:
    'Approve (Active), set pending, deactivate or hide any supplier’s activity; Active needs a picture (409)',
  request: { params, query: z.object({ status: z.coerce.number().pipe(statusSchema) }) },
  responses: {
    200: jsonContent(AdminActivityState, 'The activity’s status'),
    ...failures,
    409: errorResponses[409],
  },
})
