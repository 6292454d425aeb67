import { createRoute, z } from '@hono/zod-openapi'
import {
  activityCalendarQuerySchema,
  calendarDepartureSchema,
  calendarOptionSchema,
  changeAllotmentsInputSchema,
  changeAllotmentsResultSchema,
  departureBookingSchema,
  departureBookingsQuerySchema,
  departureBookingsSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const ActivityCalendarQuery = activityCalendarQuerySchema.meta({ id: 'ActivityCalendarQuery' })
const CalendarDeparture = calendarDepartureSchema.meta({ id: 'CalendarDeparture' })
const CalendarDepartures = z.array(CalendarDeparture).meta({ id: 'CalendarDepartures' })
const CalendarOptions = z.array(calendarOptionSchema.meta({ id: 'CalendarOption' })).meta({
  id: 'CalendarOptions',
})
const DepartureBookingsQuery = departureBookingsQuerySchema.meta({ id: 'DepartureBookingsQuery' })
departureBookingSchema.meta({ id: 'DepartureBooking' })
const DepartureBookings = departureBookingsSchema.meta({ id: 'DepartureBookings' })
const ChangeAllotmentsInput = changeAllotmentsInputSchema.meta({ id: 'ChangeAllotmentsInput' })
const ChangeAllotmentsResult = changeAllotmentsResultSchema.meta({ id: 'ChangeAllotmentsResult' })

const tags = ['Activity calendar']
const refusals = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}

export const calendar = createRoute({
  method: 'post',
  path: '/availability/v1/tours/calendar',
  operationId: 'activityCalendar',
  tags,
  security: bearerSecurity,
  summary: "The supplier's departures in a date range, with allotment, booked, held and free places",
  request: { body: jsonBody(ActivityCalendarQuery) },
  responses: { 200: jsonContent(CalendarDepartures, 'The departures by date and time'), ...refusals },
})

export const calendarOptions = createRoute({
  method: 'post',
  path: '/availability/v1/tours/calendar/options/{id}',
  operationId: 'activityCalendarOptions',
  tags,
  security: bearerSecurity,
  summary: "The options of one of the supplier's activities, to filter the calendar by",
  request: { params: z.object({ id: z.coerce.number().int().positive() }) },
  responses: { 200: jsonContent(CalendarOptions, 'The options in their order'), ...refusals },
})

export const departureBookings = createRoute({
  method: 'post',
  path: '/booking/v1/reservation/tour',
  operationId: 'departureBookings',
  tags,
  security: bearerSecurity,
  summary: 'One departure with its bookings: ref, guest, tickets and status',
  request: { body: jsonBody(DepartureBookingsQuery) },
  responses: { 200: jsonContent(DepartureBookings, 'The departure and its bookings'), ...refusals },
})

export const changeAllotments = createRoute({
  method: 'post',
  path: '/availability/v1/tours/change-allotments',
  operationId: 'changeAllotments',
  tags,
  security: bearerSecurity,
  summary:
    'Set places, close or reopen the departures of an activity in a date range on chosen weekdays, in one transaction',
  request: { body: jsonBody(ChangeAllotmentsInput) },
  responses: {
    200: jsonContent(ChangeAllotmentsResult, 'The departures changed and created'),
    ...refusals,
  },
})
