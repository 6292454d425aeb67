import { createRoute, z } from '@hono/zod-openapi'
import { bookingOptionInputSchema, bookingOptionRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier activity settings']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const tourParams = z.object({ id: z.coerce.number().int().positive() })
const BookingOptionInput = bookingOptionInputSchema.meta({ id: 'BookingOptionInput' })
const BookingOptionRecord = bookingOptionRecordSchema.meta({ id: 'BookingOptionRecord' })

export const getBookingOption = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/custom-booking-option',
  operationId: 'getTourCustomBookingOption',
  tags,
  security,
  summary: 'The questions an activity asks of the guest at checkout',
  request: { params: tourParams },
  responses: { 200: jsonContent(BookingOptionRecord, 'The questions'), ...failures },
})

export const setBookingOption = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/custom-booking-option',
  operationId: 'setTourCustomBookingOption',
  tags,
  security,
  summary: 'Replaces the up to ten questions an activity asks at checkout, in their order',
  request: { params: tourParams, body: jsonBody(BookingOptionInput) },
  responses: { 200: jsonContent(BookingOptionRecord, 'The questions as saved'), ...failures },
})
