import { createRoute, z } from '@hono/zod-openapi'
import { tourTicketInputSchema, tourTicketRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier activities']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const optionParams = z.object({ optionId: z.coerce.number().int().positive() })
const ticketParams = z.object({ ticketId: z.coerce.number().int().positive() })
const TourTicketInput = tourTicketInputSchema.meta({ id: 'TourTicketInput' })
const TourTicketRecord = tourTicketRecordSchema.meta({ id: 'TourTicketRecord' })

export const listTickets = createRoute({
  method: 'get',
  path: '/core/v1/tour-options/{optionId}/tickets',
  operationId: 'listTourTickets',
  tags,
  security,
  summary: 'The tickets of one option, in their order',
  request: { params: optionParams },
  responses: {
    200: jsonContent(z.object({ data: z.array(TourTicketRecord), total: z.number().int() }), 'The tickets'),
    ...failures,
  },
})

export const createTicket = createRoute({
  method: 'post',
  path: '/core/v1/tour-options/{optionId}/tickets',
  operationId: 'createTourTicket',
  tags,
  security,
  summary: 'A new ticket of an option: guest type, price per person or per group, limits per booking',
  request: { params: optionParams, body: jsonBody(TourTicketInput) },
  responses: { 201: jsonContent(TourTicketRecord, 'The new ticket'), ...failures },
})

export const updateTicket = createRoute({
  method: 'put',
  path: '/core/v1/tour-tickets/{ticketId}',
  operationId: 'updateTourTicket',
  tags,
  security,
  summary: 'A ticket’s guest type, price and limits',
  request: { params: ticketParams, body: jsonBody(TourTicketInput) },
  responses: { 200: jsonContent(TourTicketRecord, 'The ticket as saved'), ...failures },
})

export const deleteTicket = createRoute({
  method: 'delete',
  path: '/core/v1/tour-tickets/{ticketId}',
  operationId: 'deleteTourTicket',
  tags,
  security,
  summary: 'Deletes a ticket no booking has counted',
  request: { params: ticketParams },
  responses: {
    200: jsonContent(z.object({ id: z.number().int() }), 'The deleted ticket’s id'),
    ...failures,
    409: errorResponses[409],
  },
})
