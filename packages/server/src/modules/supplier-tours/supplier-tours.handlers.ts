import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './supplier-tours.routes.js'
import * as service from './supplier-tours.service.js'
import { listTours as listPage, statusCounts, type TourSortField } from './tour-listing.js'

export const listTours: AppRouteHandler<typeof routes.listTours> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
  const [field, order] = sort as [TourSortField, 'ASC' | 'DESC']
  const page = await listPage(
    c.get('db'),
    c.get('user').id,
    { filter, range, sort: { field, order } },
    c.get('locale'),
  )
  setContentRange(c, 'tour', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const tourListing: AppRouteHandler<typeof routes.tourListing> = async (c) => {
  const { page, item_per_page, sort_by, sort_order, ...filter } = c.req.valid('json')
  const first = (page - 1) * item_per_page
  const query = {
    filter,
    range: [first, first + item_per_page - 1] as [number, number],
    sort: { field: sort_by, order: sort_order === 'desc' ? 'DESC' : 'ASC' } as const,
  }
  return c.json(await listPage(c.get('db'), c.get('user').id, query, c.get('locale')), 200)
}

export const statusWiseCount: AppRouteHandler<typeof routes.statusWiseCount> = async (c) => {
  const { filter = {} } = c.req.valid('query')
  return c.json(await statusCounts(c.get('db'), c.get('user').id, filter), 200)
}

export const getTour: AppRouteHandler<typeof routes.getTour> = async (c) =>
  c.json(await service.getTour(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const getTourFull: AppRouteHandler<typeof routes.getTourFull> = async (c) =>
  c.json(await service.getTour(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const getTourSeasonal: AppRouteHandler<typeof routes.getTourSeasonal> = async (c) =>
  c.json(await service.getTourSeasonal(c.get('db'), c.get('user').id, c.req.valid('param').id), 200)

export const createTour: AppRouteHandler<typeof routes.createTour> = async (c) =>
  c.json(await service.createTour(c.get('db'), c.get('user').id, c.req.valid('json')), 201)

export const updateTour: AppRouteHandler<typeof routes.updateTour> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.updateTour(c.get('db'), c.get('user').id, id, c.req.valid('json')), 200)
}

export const updateStatus: AppRouteHandler<typeof routes.updateStatus> = async (c) => {
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('query')
  return c.json(await service.updateTourStatus(c.get('db'), c.get('user').id, id, status), 200)
}

export const updateIsPrivate: AppRouteHandler<typeof routes.updateIsPrivate> = async (c) => {
  const { id } = c.req.valid('param')
  const { is_private } = c.req.valid('query')
  return c.json(await service.updateTourPrivacy(c.get('db'), c.get('user').id, id, is_private), 200)
}
