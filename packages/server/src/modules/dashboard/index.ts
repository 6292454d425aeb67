import { createRoute, z } from '@hono/zod-openapi'
import { bearerSecurity, createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import { dashboardSummary } from './dashboard.service.js'
import { LATEST_BOOKINGS } from './latest-bookings.js'

const LatestBooking = z
  .object({
    id: z.number().int(),
    booking_number: z.string().nullable(),
    service_name: z.string(),
    start_date: z.string(),
    start_time: z.string().nullable(),
    guests: z.number().int(),
    guest_name: z.string().nullable(),
    price: z.number(),
    currency_code: z.string(),
    booked_at: z.string(),
  })
  .meta({ id: 'LatestBooking' })

const figures = z
  .object({
    upcoming_bookings: z.number().int(),
    bookings_this_month: z.number().int(),
    sales_this_month: z.number(),
    currency_code: z.string(),
    other_currencies: z.array(z.object({ currency_code: z.string(), sales_this_month: z.number() })),
    latest_bookings: z.array(LatestBooking).max(LATEST_BOOKINGS),
  })
  .nullable()
  .meta({ id: 'DashboardFigures' })

const summary = createRoute({
  method: 'get',
  path: '/core/v1/dashboard/summary',
  tags: ['Dashboard'],
  security: bearerSecurity,
  summary:
    'Confirmed bookings for the user as supplier and as partner: upcoming, this month’s sales and the latest five',
  responses: {
    200: jsonContent(
      z.object({ supplier: figures, partner: figures, card_payments: z.boolean() }),
      'The figures (null for a role the user lacks), and whether guests can pay by card on this server',
    ),
    401: errorResponses[401],
  },
})

export const dashboardRouter = createRouter().openapi(summary, async (c) =>
  c.json(
    {
      ...(await dashboardSummary(c.get('db'), c.get('user'), c.get('locale'))),
      card_payments: c.get('cards') !== null,
    },
    200,
  ),
)
