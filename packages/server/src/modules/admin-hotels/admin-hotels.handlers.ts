import type { AdminHotelSortField } from '@jaunt/domain'
import { notFound } from '../../lib/errors.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { HOTEL_NOT_FOUND, updateHotelStatus } from '../supplier-hotels/supplier-hotels.service.js'
import { adminHotelStatusCounts, hotelOwner, listAdminHotels as listPage } from './admin-hotel-listing.js'
import type * as routes from './admin-hotels.routes.js'

export const listAdminHotels: AppRouteHandler<typeof routes.listAdminHotels> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
  const [field, order] = sort as [AdminHotelSortField, 'ASC' | 'DESC']
  const page = await listPage(c.get('db'), { filter, range, sort: { field, order } }, c.get('locale'))
  setContentRange(c, 'hotel', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const adminHotelStatusWiseCount: AppRouteHandler<typeof routes.adminHotelStatusWiseCount> = async (
  c,
) => {
  const { filter = {} } = c.req.valid('query')
  return c.json(await adminHotelStatusCounts(c.get('db'), filter), 200)
}

/** The supplier's own status change, acting for the hotel's owner: the same rules (Active needs a picture). */
export const updateAdminHotelStatus: AppRouteHandler<typeof routes.updateAdminHotelStatus> = async (c) => {
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('query')
  const owner = await hotelOwner(c.get('db'), id)
  if (owner === null) throw notFound(HOTEL_NOT_FOUND)
  return c.json(await updateHotelStatus(c.get('db'), owner, id, status), 200)
}
