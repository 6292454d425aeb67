import type { AppRouteHandler } from '../../lib/types.js'
import { contentLanguages } from '../catalogue/translate.js'
import type * as routes from './tours.routes.js'
import * as service from './tours.service.js'

export const tourDetail: AppRouteHandler<typeof routes.tourDetail> = async (c) => {
  const languages = await contentLanguages(c.get('db'), c.get('locale'), c.req.valid('query').site_id)
  return c.json(await service.tourDetail(c.get('db'), c.req.valid('param').id, languages), 200)
}

export const availableDates: AppRouteHandler<typeof routes.availableDates> = async (c) => {
  const { from, to, option_id } = c.req.valid('json')
  const days = await service.availableDates(
    c.get('db'),
    c.req.valid('param').id,
    from,
    to,
    option_id ?? undefined,
  )
  return c.json(days, 200)
}

export const optionsWithDate: AppRouteHandler<typeof routes.optionsWithDate> = async (c) => {
  const { date } = c.req.valid('json')
  return c.json(
    await service.optionsWithDate(c.get('db'), c.req.valid('param').id, date, c.get('locale')),
    200,
  )
}

export const ticketAvailability: AppRouteHandler<typeof routes.ticketAvailability> = async (c) => {
  const check = await service.checkTickets(
    c.get('db'),
    c.req.valid('param').id,
    c.req.valid('json'),
    c.get('locale'),
  )
  return c.json(
    {
      tickets: check.tickets,
      available: check.ok,
      guests: check.guests,
      total: check.total,
      currency_code: check.currency_code,
    },
    200,
  )
}
