import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { hotelChoices as choicesOf, listChannelManagers as channelManagers } from './hotel-choices.service.js'
import { hotelStatusCounts, listHotels as listPage, type HotelSortField } from './hotel-listing.js'
import type * as routes from './supplier-hotels.routes.js'
import * as service from './supplier-hotels.service.js'

export const listHotels: AppRouteHandler<typeof routes.listHotels> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
  const [field, order] = sort as [HotelSortField, 'ASC' | 'DESC']
  const page = await listPage(
    c.get('db'),
    c.get('user').id,
    { filter, range, sort: { field, order } },
    c.get('locale'),
  )
  setContentRange(c, 'hotel', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const statusWiseCount: AppRouteHandler<typeof routes.statusWiseCount> = async (c) => {
  const { filter = {} } = c.req.valid('query')
  return c.json(await hotelStatusCounts(c.get('db'), c.get('user').id, filter), 200)
}

export const getHotel: AppRouteHandler<typeof routes.getHotel> = async (c) =>
  c.json(await service.getHotel(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const createHotel: AppRouteHandler<typeof routes.createHotel> = async (c) =>
  c.json(await service.createHotel(c.get('db'), c.get('user').id, c.req.valid('json')), 201)

export const updateHotel: AppRouteHandler<typeof routes.updateHotel> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.updateHotel(c.get('db'), c.get('user').id, id, c.req.valid('json')), 200)
}

export const updateStatus: AppRouteHandler<typeof routes.updateStatus> = async (c) => {
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('query')
  return c.json(await service.updateHotelStatus(c.get('db'), c.get('user').id, id, status), 200)
}

export const listChannelManagers: AppRouteHandler<typeof routes.listChannelManagers> = async (c) =>
  c.json({ data: await channelManagers(c.get('db')) }, 200)

export const hotelChoices: AppRouteHandler<typeof routes.hotelChoices> = async (c) =>
  c.json(await choicesOf(c.get('db'), c.get('user').id, c.get('locale')), 200)
