import type { AdminActivitySortField } from '@jaunt/domain'
import type { DB } from '../../db/database.js'
import { notFound } from '../../lib/errors.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { checkSupplier } from '../admin-products/suppliers.js'
import {
  createTour,
  getTour,
  TOUR_NOT_FOUND,
  updateTour,
  updateTourStatus,
} from '../supplier-tours/supplier-tours.service.js'
import {
  activityOwner,
  adminActivityStatusCounts,
  listAdminActivities as listPage,
} from './admin-activity-listing.js'
import type * as routes from './admin-activities.routes.js'

/** The admin acts for the activity's owner, so the supplier's own rules and checks apply. */
async function ownerOf(db: DB, id: number) {
  const owner = await activityOwner(db, id)
  if (owner === null) throw notFound(TOUR_NOT_FOUND)
  return owner
}

export const listAdminActivities: AppRouteHandler<typeof routes.listAdminActivities> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
  const [field, order] = sort as [AdminActivitySortField, 'ASC' | 'DESC']
  const page = await listPage(c.get('db'), { filter, range, sort: { field, order } }, c.get('locale'))
  setContentRange(c, 'activity', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const adminActivityStatusWiseCount: AppRouteHandler<
  typeof routes.adminActivityStatusWiseCount
> = async (c) => {
  const { filter = {} } = c.req.valid('query')
  return c.json(await adminActivityStatusCounts(c.get('db'), filter), 200)
}

export const getAdminActivity: AppRouteHandler<typeof routes.getAdminActivity> = async (c) => {
  const { id } = c.req.valid('param')
  const owner = await ownerOf(c.get('db'), id)
  return c.json({ ...(await getTour(c.get('db'), owner, id)), supplier_user_id: owner }, 200)
}

export const createAdminActivity: AppRouteHandler<typeof routes.createAdminActivity> = async (c) => {
  const { supplier_user_id, ...activity } = c.req.valid('json')
  await checkSupplier(c.get('db'), supplier_user_id)
  const tour = await createTour(c.get('db'), supplier_user_id, activity)
  return c.json({ ...tour, supplier_user_id }, 201)
}

export const updateAdminActivity: AppRouteHandler<typeof routes.updateAdminActivity> = async (c) => {
  const { id } = c.req.valid('param')
  const owner = await ownerOf(c.get('db'), id)
  const tour = await updateTour(c.get('db'), owner, id, c.req.valid('json'))
  return c.json({ ...tour, supplier_user_id: owner }, 200)
}

export const updateAdminActivityStatus: AppRouteHandler<typeof routes.updateAdminActivityStatus> = async (
  c,
) => {
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('query')
  const owner = await ownerOf(c.get('db'), id)
  return c.json(await updateTourStatus(c.get('db'), owner, id, status), 200)
}
