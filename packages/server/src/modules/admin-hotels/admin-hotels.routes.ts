import { createRoute, z } from '@hono/zod-openapi'
import {
  ADMIN_HOTEL_SORT_FIELDS,
  adminHotelListFilterSchema,
  adminHotelListRowSchema,
  hotelStatusCountsSchema,
  statusSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'
import { jsonParam, simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Admin hotels']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const params = z.object({ id: z.coerce.number().int().positive() })

const AdminHotelListRow = adminHotelListRowSchema.meta({ id: 'AdminHotelListRow' })

export const listAdminHotels = createRoute({
  method: 'get',
  path: '/core/v1/admin/hotels',
  operationId: 'listAdminHotels',
  tags,
  security,
  summary: "Every supplier's hotels, filtered, sorted and paged; the total is in Content-Range",
  request: {
    query: simpleRestQuery(adminHotelListFilterSchema, ADMIN_HOTEL_SORT_FIELDS, {
      filter: '{"status":1,"q":"fjord","supplier_user_id":4}',
      sort: '["supplier_name","ASC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(AdminHotelListRow), 'One page of hotels'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'hotel 0-24/31' }) }),
    },
    400: errorResponses[400],
    ...denials,
  },
})

export const adminHotelStatusWiseCount = createRoute({
  method: 'get',
  path: '/core/v1/admin/hotels/status-wise-count',
  operationId: 'adminHotelStatusWiseCount',
  tags,
  security,
  summary: 'How many of every supplier’s hotels each status tab holds (sync failed is 100)',
  request: {
    query: z.object({ filter: jsonParam(adminHotelListFilterSchema.omit({ status: true }), '{}') }),
  },
  responses: {
    200: jsonContent(
      hotelStatusCountsSchema.meta({ id: 'AdminHotelStatusCounts' }),
      'A count per listing status and the total',
    ),
    400: errorResponses[400],
    ...denials,
  },
})

const AdminHotelState = z
  .object({ id: z.number().int(), status: statusSchema, is_private: z.boolean() })
  .meta({ id: 'AdminHotelState' })

export const updateAdminHotelStatus = createRoute({
  method: 'put',
  path: '/core/v1/admin/hotels/{id}/update-status',
  operationId: 'updateAdminHotelStatus',
  tags,
  security,
  summary: 'Approve, activate or deactivate any supplier’s hotel; Active needs a picture (409)',
  request: { params, query: z.object({ status: z.coerce.number().pipe(statusSchema) }) },
  responses: {
    200: jsonContent(AdminHotelState, 'The hotel’s status'),
    400: errorResponses[400],
    ...denials,
    404: errorResponses[404],
    409: errorResponses[409],
  },
})
