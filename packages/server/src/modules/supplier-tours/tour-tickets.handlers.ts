import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './tour-tickets.routes.js'
import * as service from './tour-tickets.service.js'

export const listTickets: AppRouteHandler<typeof routes.listTickets> = async (c) => {
  const data = await service.listTickets(c.get('db'), c.get('user').id, c.req.valid('param').optionId)
  return c.json({ data, total: data.length }, 200)
}

export const createTicket: AppRouteHandler<typeof routes.createTicket> = async (c) => {
  const { optionId } = c.req.valid('param')
  return c.json(await service.createTicket(c.get('db'), c.get('user').id, optionId, c.req.valid('json')), 201)
}

export const updateTicket: AppRouteHandler<typeof routes.updateTicket> = async (c) => {
  const { ticketId } = c.req.valid('param')
  return c.json(await service.updateTicket(c.get('db'), c.get('user').id, ticketId, c.req.valid('json')), 200)
}

export const deleteTicket: AppRouteHandler<typeof routes.deleteTicket> = async (c) =>
  c.json(await service.deleteTicket(c.get('db'), c.get('user').id, c.req.valid('param').ticketId), 200)
