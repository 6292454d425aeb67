import { createRoute, z } from '@hono/zod-openapi'
import { bearerSecurity, createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import { dashboardSummary } from './dashboard.service.js'

const figures = z
  .object({
    upcoming_bookings: z.number().int(),
    bookings_this_month: z.number().int(),
    sales_this_month: z.number(),
    currency_code: z.string(),
    other_currencies: z.array(z.object({ currency_code: z.string(), sales_this_month: z.number() })),
  })
  .nullable()

const summary = createRoute({
  method: 'get',
  path: '/core/v1/dashboard/summary',
  tags: ['Dashboard'],
  security: bearerSecurity,
  summary: 'Confirmed bookings for the user as supplier and as partner: upcoming, and this month’s sales',
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
    { ...(await dashboardSummary(c.get('db'), c.get('user'))), card_payments: c.get('cards') !== null },
    200,
  ),
)
