import { createRoute, z } from '@hono/zod-openapi'
import {
  GUEST_PAYMENT_SORT_FIELDS,
  guestPaymentDetailSchema,
  guestPaymentFilterSchema,
  guestPaymentRowSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Payments']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }

const GuestPaymentRow = guestPaymentRowSchema.meta({ id: 'GuestPaymentRow' })
const GuestPaymentDetail = guestPaymentDetailSchema.meta({ id: 'GuestPaymentDetail' })

export const listGuestPayments = createRoute({
  method: 'get',
  path: '/core/v1/payments',
  operationId: 'listGuestPayments',
  tags,
  security,
  summary:
    "Every guest payment (admin): reference, site, amount, status, provider's id and refunds; total in Content-Range",
  request: {
    query: simpleRestQuery(guestPaymentFilterSchema, GUEST_PAYMENT_SORT_FIELDS, {
      filter: '{"status":2,"currency_code":"NOK"}',
      sort: '["created_at","DESC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(GuestPaymentRow), 'One page of payments'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'payments 0-24/31' }) }),
    },
    400: errorResponses[400],
    ...denials,
  },
})

export const getGuestPayment = createRoute({
  method: 'get',
  path: '/core/v1/payments/{uuid}',
  operationId: 'getGuestPayment',
  tags,
  security,
  summary: 'One guest payment with the bookings it paid for and its refunds',
  request: { params: z.object({ uuid: z.string().min(1).max(64) }) },
  responses: { 200: jsonContent(GuestPaymentDetail, 'The payment'), ...denials, 404: errorResponses[404] },
})
