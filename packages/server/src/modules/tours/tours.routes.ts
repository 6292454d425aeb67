import { createRoute, z } from '@hono/zod-openapi'
import {
  calendarDateSchema,
  dateAvailabilitySchema,
  idSchema,
  optionWithDateSchema,
  ticketAvailabilitySchema,
  tourDetailSchema,
  tourSelectionSchema,
} from '@jaunt/domain'
import { errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { contentSiteQuery } from '../catalogue/content-query.js'

const tags = ['Tours and other ticketed products']
const params = z.object({ id: z.coerce.number().int().positive() })
const failures = { 400: errorResponses[400], 404: errorResponses[404], 422: errorResponses[422] }
const MAX_CALENDAR_DAYS = 93

export const tourDetail = createRoute({
  method: 'get',
  path: '/core/public/tours/{id}',
  tags,
  summary:
    'A ticketed product (activity, event, attraction, restaurant, rental) with its options and tickets',
  request: { params, query: contentSiteQuery },
  responses: { 200: jsonContent(tourDetailSchema, 'The product'), ...failures },
})

export const availableDates = createRoute({
  method: 'post',
  path: '/availability/public/tour/{id}/available-dates',
  tags,
  summary: 'Per day in a range (at most 93 days): places left on the best open departure',
  request: {
    params,
    body: jsonBody(
      z
        .object({ from: calendarDateSchema, to: calendarDateSchema, option_id: idSchema.nullish() })
        .refine((range) => range.from <= range.to, { message: 'must not be before from', path: ['to'] })
        .refine((range) => daysBetween(range.from, range.to) <= MAX_CALENDAR_DAYS, {
          message: `must be at most ${MAX_CALENDAR_DAYS} days after from`,
          path: ['to'],
        }),
    ),
  },
  responses: {
    200: jsonContent(z.array(dateAvailabilitySchema), 'The days that have departures'),
    ...failures,
  },
})

export const optionsWithDate = createRoute({
  method: 'post',
  path: '/availability/public/tour/{id}/options-with-date',
  tags,
  summary: 'The options of a product with their departures on one date',
  request: { params, body: jsonBody(z.object({ date: calendarDateSchema })) },
  responses: { 200: jsonContent(z.array(optionWithDateSchema), 'The options'), ...failures },
})

export const ticketAvailability = createRoute({
  method: 'post',
  path: '/availability/public/tour/{id}/ticket-availability',
  tags,
  summary: 'Whether a choice of tickets can be booked on a departure, priced by the server',
  request: { params, body: jsonBody(tourSelectionSchema) },
  responses: {
    200: jsonContent(
      z.object({
        tickets: z.array(ticketAvailabilitySchema),
        available: z.boolean(),
        guests: z.number().int(),
        total: z.number(),
        currency_code: z.string(),
      }),
      'One result per ticket, the total and whether all can be booked',
    ),
    ...failures,
  },
})

function daysBetween(from: string, to: string) {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000
}
