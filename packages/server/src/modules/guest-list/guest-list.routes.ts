import { createRoute, z } from '@hono/zod-openapi'
import {
  checkinStatusSchema,
  guestListExportFormatSchema,
  guestListQuerySchema,
  guestListRowSchema,
  guestListSchema,
  guestListSummarySchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Guest list']
const security = bearerSecurity
const base = '/booking/v1/reservation'
const GuestListQuery = guestListQuerySchema.meta({ id: 'GuestListQuery' })
const GuestList = guestListSchema.meta({ id: 'GuestList' })
const GuestListRow = guestListRowSchema.meta({ id: 'GuestListRow' })
const GuestListSummary = guestListSummarySchema.meta({ id: 'GuestListSummary' })
const tourParams = z.object({ tourId: z.coerce.number().int().positive() })
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

export const guestList = createRoute({
  method: 'post',
  path: `${base}/guest-list/{tourId}`,
  operationId: 'guestList',
  tags,
  security,
  summary: "The guests of an activity's departures on a date (one option and start time, or all)",
  request: { params: tourParams, body: jsonBody(GuestListQuery) },
  responses: {
    200: jsonContent(GuestList, 'The bookings, the day’s departures and the next date'),
    ...failures,
  },
})

export const guestListSummary = createRoute({
  method: 'post',
  path: `${base}/guest-list-summary/{tourId}`,
  operationId: 'guestListSummary',
  tags,
  security,
  summary: 'How many guests come, per ticket type, checked in or not yet',
  request: { params: tourParams, body: jsonBody(GuestListQuery) },
  responses: { 200: jsonContent(GuestListSummary, 'The counts of confirmed bookings'), ...failures },
})

export const exportGuestList = createRoute({
  method: 'post',
  path: `${base}/guest-list-export/{tourId}`,
  operationId: 'exportGuestList',
  tags,
  security,
  summary: "The guest list as a CSV or Excel file, headed in the caller's language (APP-LOCALE)",
  request: {
    params: tourParams,
    query: z.object({ format: guestListExportFormatSchema }),
    body: jsonBody(GuestListQuery),
  },
  responses: {
    200: {
      description: 'The file, as an attachment',
      content: {
        'text/csv': { schema: z.string().openapi({ format: 'binary' }) },
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
          schema: z.string().openapi({ format: 'binary' }),
        },
      },
    },
    ...failures,
  },
})

export const updateCheckIn = createRoute({
  method: 'post',
  path: `${base}/update-check-in/{id}`,
  operationId: 'updateCheckIn',
  tags,
  security,
  summary: "Ticks a booking's guests as arrived at the meeting point (1) or not (0)",
  request: {
    params: z.object({ id: z.coerce.number().int().positive() }),
    query: z.object({ checkin_status: z.coerce.number().pipe(checkinStatusSchema) }),
  },
  responses: {
    200: jsonContent(GuestListRow, 'The booking as the list shows it now'),
    ...failures,
    409: errorResponses[409],
  },
})
