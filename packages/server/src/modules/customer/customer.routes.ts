import { createRoute, z } from '@hono/zod-openapi'
import {
  customerCancelBodySchema,
  customerCancellationPolicySchema,
  customerLoginAnswerSchema,
  customerLoginBodySchema,
  customerLoginTokenBodySchema,
  customerReservationListBodySchema,
  customerReservationListSchema,
  customerReservationViewSchema,
  customerSessionSchema,
  packageReservationSchema,
} from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Customer area']
const security = [{ customerSession: [] }]
const base = '/core/v1/customer'
const reservationId = z.object({ id: z.string().openapi({ description: 'The reservation’s uuid' }) })
const customerOnly = {
  400: errorResponses[400],
  401: { ...errorResponses[401], description: 'No valid customer session token' },
  404: errorResponses[404],
}

export const login = createRoute({
  method: 'post',
  path: '/core/public/customer/login',
  tags,
  summary: 'Email a single-use login link (1 hour) when the address has bookings; the same answer either way',
  request: { body: jsonBody(customerLoginBodySchema) },
  responses: {
    200: jsonContent(customerLoginAnswerSchema, 'Always the same message'),
    400: errorResponses[400],
    429: errorResponses[429],
  },
})

export const loginToken = createRoute({
  method: 'post',
  path: '/core/public/customer/login/token',
  tags,
  summary: 'Trade the link’s token, once, for a customer session token of 24 hours',
  request: { body: jsonBody(customerLoginTokenBodySchema) },
  responses: {
    200: jsonContent(customerSessionSchema, 'The customer session token'),
    400: errorResponses[400],
    401: { ...errorResponses[401], description: 'Unknown, used or expired link' },
  },
})

export const reservationList = createRoute({
  method: 'post',
  path: `${base}/reservation-list`,
  tags,
  security,
  summary: 'The customer’s upcoming bookings by start, or cancelled ones newest first',
  request: { body: jsonBody(customerReservationListBodySchema) },
  responses: { 200: jsonContent(customerReservationListSchema, 'One page and the total'), ...customerOnly },
})

export const reservation = createRoute({
  method: 'get',
  path: `${base}/reservation/{id}`,
  tags,
  security,
  summary: 'One of the customer’s bookings',
  request: { params: reservationId },
  responses: { 200: jsonContent(customerReservationViewSchema, 'The booking'), ...customerOnly },
})

export const cancellationPolicy = createRoute({
  method: 'get',
  path: `${base}/reservations/cancellation-policy/{id}`,
  tags,
  security,
  summary: 'What cancelling now would refund, from the product’s policy and the time left',
  request: { params: reservationId },
  responses: {
    200: jsonContent(customerCancellationPolicySchema, 'The refund if cancelled now'),
    ...customerOnly,
  },
})

export const cancel = createRoute({
  method: 'post',
  path: `${base}/reservation/{id}/cancel`,
  tags,
  security,
  summary: 'Cancel a booking: refund by its policy, release the capacity, mail the guest and supplier',
  request: { params: reservationId, body: jsonBody(customerCancelBodySchema) },
  responses: {
    200: jsonContent(customerReservationViewSchema, 'The cancelled booking'),
    ...customerOnly,
    409: { ...errorResponses[422], description: 'Already cancelled' },
    422: { ...errorResponses[422], description: 'No longer cancellable (already started)' },
  },
})

export const packageReservation = createRoute({
  method: 'get',
  path: `${base}/reservation/package/{paymentId}/{id}`,
  tags,
  security,
  summary: 'A booked package of the customer’s, by its payment and its uuid',
  request: { params: z.object({ paymentId: z.string(), id: z.string() }) },
  responses: { 200: jsonContent(packageReservationSchema, 'The package and its parts'), ...customerOnly },
})
