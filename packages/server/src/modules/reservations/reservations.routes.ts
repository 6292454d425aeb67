import { createRoute, z } from '@hono/zod-openapi'
import {
  bookingCancelResultSchema,
  packageBookingCancelInputSchema,
  packageBookingDetailSchema,
  RESERVATION_SORT_FIELDS,
  reservationDetailSchema,
  reservationListFilterSchema,
  reservationListRowSchema,
  resendConfirmationSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { jsonParam, simpleRestQuery } from '../../lib/simple-rest.js'
import { EXPORT_TYPES } from './reservation-export.js'

const tags = ['Reservations']
const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const failures = { ...denials, 404: errorResponses[404] }

const ReservationListRow = reservationListRowSchema.meta({ id: 'ReservationListRow' })
const ReservationDetail = reservationDetailSchema.meta({ id: 'ReservationDetail' })
const BookingCancelResult = bookingCancelResultSchema.meta({ id: 'BookingCancelResult' })
const ResendConfirmation = resendConfirmationSchema.meta({ id: 'ResendConfirmation' })
const refParams = z.object({
  ref: z.string().min(1).max(64).openapi({ example: '0b9f6c2e-5d1a-4c3e-9f7a-2b8d1e6a4c90' }),
})
const examples = {
  filter: '{"q":"hansen","status":4,"travel_from":"2026-06-01"}',
  sort: '["start_date","DESC"]',
}

export const reservationDataTable = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/data-table',
  operationId: 'reservationDataTable',
  tags,
  security,
  summary:
    "The bookings the caller may see (a supplier's products, a partner's sites, an admin's all), searched, filtered, sorted and paged; the total is in Content-Range",
  request: { query: simpleRestQuery(reservationListFilterSchema, RESERVATION_SORT_FIELDS, examples) },
  responses: {
    200: {
      ...jsonContent(z.array(ReservationListRow), 'One page of bookings'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'reservations 0-24/31' }) }),
    },
    400: errorResponses[400],
    ...denials,
  },
})

const file = z.string().openapi({ format: 'binary' })

export const reservationExport = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/data-table/export',
  operationId: 'reservationExport',
  tags,
  security,
  summary: 'Every booking the table shows under the same search, filters and sort, as XLSX or CSV, streamed',
  request: {
    query: z.object({
      format: z.enum(['xlsx', 'csv']).default('xlsx'),
      filter: jsonParam(reservationListFilterSchema, examples.filter),
      sort: jsonParam(z.tuple([z.enum(RESERVATION_SORT_FIELDS), z.enum(['ASC', 'DESC'])]), examples.sort),
    }),
  },
  responses: {
    200: {
      content: { [EXPORT_TYPES.xlsx]: { schema: file }, 'text/csv': { schema: file } },
      description: 'The file, headed in the language of APP-LOCALE',
    },
    400: errorResponses[400],
    ...denials,
  },
})

export const getReservation = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/{ref}',
  operationId: 'getReservation',
  tags,
  security,
  summary: 'One booking by its ref: item, tickets or rooms, party, answers, payer, payment and amounts',
  request: { params: refParams },
  responses: { 200: jsonContent(ReservationDetail, 'The booking'), ...failures },
})

export const getReservationDetails = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/{id}/details',
  operationId: 'getReservationDetails',
  tags,
  security,
  summary: 'One booking by its number, as /reservation/{ref} answers it',
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: { 200: jsonContent(ReservationDetail, 'The booking'), 400: errorResponses[400], ...failures },
})

export const resendConfirmation = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/{ref}/resend-confirmation',
  operationId: 'resendReservationConfirmation',
  tags,
  security,
  summary: "Queues the guest's confirmation mail again, in the language they booked in",
  request: { params: refParams },
  responses: {
    202: jsonContent(ResendConfirmation, 'Queued: to whom and in which language'),
    ...failures,
    409: { ...errorResponses[409], description: 'The booking is cancelled' },
  },
})

const PackageBookingDetail = packageBookingDetailSchema.meta({ id: 'PackageBookingDetail' })
const PackageBookingCancelInput = packageBookingCancelInputSchema.meta({ id: 'PackageBookingCancelInput' })
export const packageBookingParams = z.object({
  payment_ref: z.string().min(1).max(64).openapi({ example: '6f1c2b8e-3a4d-4e5f-8a9b-0c1d2e3f4a5b' }),
  id: z.coerce.number().int().positive().openapi({ example: 12 }),
})

export const getPackageBooking = createRoute({
  method: 'get',
  path: '/booking/v1/reservation/package/{payment_ref}/{id}',
  operationId: 'getPackageBooking',
  tags,
  security,
  summary:
    "One booked package by its payment's uuid and its number: its services with their dates and places, guest, payment and history (a supplier sees only their services in it)",
  request: { params: packageBookingParams },
  responses: {
    200: jsonContent(PackageBookingDetail, 'The booked package'),
    400: errorResponses[400],
    ...failures,
  },
})

export const cancelPackageBooking = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/package/{payment_ref}/{id}/cancel',
  operationId: 'cancelPackageBooking',
  tags,
  security,
  summary:
    "Cancels a booked package with a reason: its services' places back, the guest's refund through the provider, the guest and the suppliers mailed",
  request: { params: packageBookingParams, body: jsonBody(PackageBookingCancelInput) },
  responses: {
    200: jsonContent(BookingCancelResult, 'What was cancelled and refunded'),
    400: errorResponses[400],
    ...failures,
    409: { ...errorResponses[409], description: 'Already cancelled' },
  },
})

export const resendPackageConfirmation = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/package/{payment_ref}/{id}/resend-confirmation',
  operationId: 'resendPackageConfirmation',
  tags,
  security,
  summary:
    "Queues the guest's confirmation mail of a booked package again, in the language they booked in (the partner who sold it, or an admin)",
  request: { params: packageBookingParams },
  responses: {
    202: jsonContent(ResendConfirmation, 'Queued: to whom and in which language'),
    400: errorResponses[400],
    ...failures,
    409: { ...errorResponses[409], description: 'The package is cancelled' },
  },
})
