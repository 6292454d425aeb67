import { createRoute, z } from '@hono/zod-openapi'
import { cartSchema, confirmReservationBodySchema, holdReservationBodySchema } from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent, rateLimited } from '../../lib/router.js'

const tags = ['Checkout']
const base = '/booking/public'
const cartRef = z.object({ cartRef: z.string().uuid('must be a cart reference') })
const siteQuery = z.object({ site_id: z.coerce.number().int().positive().optional() })
const failures = {
  400: errorResponses[400],
  404: errorResponses[404],
  409: { ...errorResponses[422], description: 'No longer held or no longer available' },
  422: errorResponses[422],
}

export const holdAnswerSchema = z.object({
  payment: z
    .object({ uuid: z.string(), status: z.number().int(), amount: z.number(), currency_code: z.string() })
    .nullable(),
  hold_expires_at: z.string().nullable(),
  failed_reservation_info: z.array(z.object({ reservation_ref: z.string(), message: z.string() })),
})

export const hold = createRoute({
  method: 'post',
  path: `${base}/hold-reservation/{cartRef}`,
  tags,
  summary: 'Hold every item of the cart for the guest (all or none), with the payment to make',
  request: { params: cartRef, query: siteQuery, body: jsonBody(holdReservationBodySchema) },
  responses: {
    200: jsonContent(holdAnswerSchema, 'The held payment, or the items that could not be held'),
    ...failures,
    ...rateLimited,
  },
})

export const confirm = createRoute({
  method: 'post',
  path: `${base}/confirm-reservation/{cartRef}`,
  tags,
  summary: 'Confirm a held cart that needs no payment (status paid, code 2); confirming twice books once',
  request: { params: cartRef, query: siteQuery, body: jsonBody(confirmReservationBodySchema) },
  responses: {
    200: jsonContent(
      z.object({ payment_ref: z.string() }),
      'The booking’s payment reference, for booking details',
    ),
    ...failures,
    ...rateLimited,
  },
})

export const cancel = createRoute({
  method: 'put',
  path: `${base}/cancel-reservation/{cartRef}`,
  tags,
  summary: 'Release everything the cart holds; its items go back to the cart',
  request: { params: cartRef, body: { ...jsonBody(holdReservationBodySchema.partial()), required: false } },
  responses: {
    200: jsonContent(z.object({ released: z.number().int() }), 'How many items were released'),
    ...failures,
  },
})

export const bookingDetails = createRoute({
  method: 'get',
  path: `${base}/booking-details/{paymentRef}`,
  tags,
  summary: 'The thanks-page data: the booking with each item’s status and whether to check again',
  request: { params: z.object({ paymentRef: z.string() }) },
  responses: { 200: jsonContent(cartSchema, 'The booking'), ...failures },
})
