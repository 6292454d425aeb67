import { createRoute, z } from '@hono/zod-openapi'
import {
  BOOKING_CANCELLATION_SORT_FIELDS,
  bookingCancellationFilterSchema,
  bookingCancellationRowSchema,
  bookingCancelInputSchema,
  bookingDateChangeInputSchema,
  bookingDateChangeResultSchema,
  bookingDepartureChoiceSchema,
  bookingDepartureQuerySchema,
  bookingCancelResultSchema,
  bookingHistorySchema,
  bookingRefundStatusInputSchema,
  bookingRepairInputSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const refParams = z.object({
  ref: z.string().min(1).max(64).openapi({ example: '0b9f6c2e-5d1a-4c3e-9f7a-2b8d1e6a4c90' }),
})
const idParams = z.object({ id: z.coerce.number().int().positive() })

const BookingCancelInput = bookingCancelInputSchema.meta({ id: 'BookingCancelInput' })
const BookingCancelResult = bookingCancelResultSchema.meta({ id: 'BookingCancelResult' })
export const BookingRepairInput = bookingRepairInputSchema.meta({ id: 'BookingRepairInput' })
const BookingHistory = bookingHistorySchema.meta({ id: 'BookingHistory' })
const BookingCancellationRow = bookingCancellationRowSchema.meta({ id: 'BookingCancellationRow' })
const BookingRefundStatusInput = bookingRefundStatusInputSchema.meta({ id: 'BookingRefundStatusInput' })

const bookingTags = ['Reservations']
const cancellationTags = ['Cancellations']

export const cancelBooking = createRoute({
  method: 'post',
  path: '/booking/v1/cancel-reservation',
  operationId: 'cancelBooking',
  tags: bookingTags,
  security,
  summary:
    "Cancels one item of a booking, or all of it, with a reason: capacity back, the guest's refund through the provider, the guest and the supplier mailed",
  request: { body: jsonBody(BookingCancelInput) },
  responses: {
    200: jsonContent(BookingCancelResult, 'What was cancelled and refunded'),
    ...failures,
    409: { ...errorResponses[409], description: 'Already cancelled' },
  },
})

export const repairBooking = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/{ref}/repair',
  operationId: 'repairBooking',
  tags: bookingTags,
  security,
  summary: 'Confirms or cancels a booking whose confirmation or cancellation failed',
  request: { params: refParams, body: jsonBody(BookingRepairInput) },
  responses: {
    204: { description: 'Repaired' },
    ...failures,
    409: { ...errorResponses[409], description: 'The booking is not in a failed state' },
  },
})

export const bookingHistory = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/{ref}/history',
  operationId: 'getBookingHistory',
  tags: bookingTags,
  security,
  summary: "Every change of the booking's state, who made it and when, oldest first",
  request: { params: refParams },
  responses: { 200: jsonContent(BookingHistory, 'The history'), ...failures },
})

export const cancellationDataTable = createRoute({
  method: 'get',
  path: '/booking/v1/cancellation/data-table',
  operationId: 'cancellationDataTable',
  tags: cancellationTags,
  security,
  summary:
    "The cancellations of the bookings the caller may see, with origin, refund and the refund's status; the total is in Content-Range",
  request: {
    query: simpleRestQuery(bookingCancellationFilterSchema, BOOKING_CANCELLATION_SORT_FIELDS, {
      filter: '{"q":"hansen","origin":1,"refund_status":"pending"}',
      sort: '["cancelled_at","DESC"]',
    }),
  },
  responses: {
    200: {
      ...jsonContent(z.array(BookingCancellationRow), 'One page of cancellations'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'cancellations 0-24/31' }) }),
    },
    400: errorResponses[400],
    401: errorResponses[401],
    403: errorResponses[403],
  },
})

export const getCancellation = createRoute({
  method: 'get',
  path: '/booking/v1/cancellation/{id}',
  operationId: 'getCancellation',
  tags: cancellationTags,
  security,
  summary: 'One cancellation with its refund',
  request: { params: idParams },
  responses: { 200: jsonContent(BookingCancellationRow, 'The cancellation'), ...failures },
})

export const updateRefundStatus = createRoute({
  method: 'put',
  path: '/booking/v1/cancellation/{id}/refund-status',
  operationId: 'updateCancellationRefundStatus',
  tags: cancellationTags,
  security,
  summary: "Records by hand what became of a cancellation's refund",
  request: { params: idParams, body: jsonBody(BookingRefundStatusInput) },
  responses: { 200: jsonContent(BookingCancellationRow, 'The cancellation'), ...failures },
})

const BookingDepartureChoice = bookingDepartureChoiceSchema.meta({ id: 'BookingDepartureChoice' })
const BookingDateChangeInput = bookingDateChangeInputSchema.meta({ id: 'BookingDateChangeInput' })
const BookingDateChangeResult = bookingDateChangeResultSchema.meta({ id: 'BookingDateChangeResult' })

export const bookingDepartures = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/{ref}/empty-dates',
  operationId: 'getBookingDepartures',
  tags: bookingTags,
  security,
  summary:
    "The departures of the booking's option in a month that are open, still ahead and have room for all of its guests",
  request: { params: refParams, query: bookingDepartureQuerySchema },
  responses: {
    200: jsonContent(z.array(BookingDepartureChoice), 'Departures to move to, by date and time'),
    ...failures,
    409: {
      ...errorResponses[409],
      description: 'The booking cannot move: not confirmed, or not of a departure',
    },
  },
})

export const changeBookingDate = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/{ref}/change-date',
  operationId: 'changeBookingDate',
  tags: bookingTags,
  security,
  summary:
    "Moves the booking's guests to another departure of its option; the old one gets its places back and the guest is mailed",
  request: { params: refParams, body: jsonBody(BookingDateChangeInput) },
  responses: {
    200: jsonContent(BookingDateChangeResult, 'The new date and start time'),
    ...failures,
    409: { ...errorResponses[409], description: 'The departure filled up, or the booking cannot move' },
  },
})
