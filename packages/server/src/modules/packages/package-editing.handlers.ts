import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import { ownSite } from '../site-catalogue/site-catalogue.service.js'
import { debugPackageDay } from './package-debug.js'
import * as service from './package-editing.service.js'
import * as listing from './package-listing.js'
import { ownPackage } from './package-ownership.js'
import type * as routes from './package-editing.routes.js'

type ListQuery = ReturnType<Parameters<AppRouteHandler<typeof routes.listAllPackages>>[0]['req']['valid']>

/** One page of one site's packages, or of every site's (null), with its Content-Range. */
async function packagePage(c: Context<AppEnv>, query: ListQuery, siteId: number | null) {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'DESC'] } = query
  const page = await listing.listPackages(
    c.get('db'),
    siteId,
    filter,
    { field: sort[0], order: sort[1] },
    range,
  )
  setContentRange(c, 'package', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const listPackages: AppRouteHandler<typeof routes.listPackages> = async (c) => {
  const siteId = await ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  return packagePage(c, c.req.valid('query'), siteId)
}

export const listAllPackages: AppRouteHandler<typeof routes.listAllPackages> = (c) =>
  packagePage(c, c.req.valid('query'), null)

export const countPackages: AppRouteHandler<typeof routes.countPackages> = async (c) => {
  const siteId = await ownSite(c.get('db'), c.get('user'), c.req.valid('param').site)
  return c.json(await listing.countPackages(c.get('db'), siteId, c.req.valid('query').q), 200)
}

export const createPackage: AppRouteHandler<typeof routes.createPackage> = async (c) =>
  c.json(await service.createPackage(c.get('db'), c.get('user'), c.req.valid('json')), 201)

export const getPackage: AppRouteHandler<typeof routes.getPackage> = async (c) =>
  c.json(await service.getPackage(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const updatePackage: AppRouteHandler<typeof routes.updatePackage> = async (c) =>
  c.json(
    await service.updateContent(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const updateSettings: AppRouteHandler<typeof routes.updateSettings> = async (c) =>
  c.json(
    await service.updateSettings(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const updateBookingRules: AppRouteHandler<typeof routes.updateBookingRules> = async (c) =>
  c.json(
    await service.updateBookingRules(
      c.get('db'),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json'),
    ),
    200,
  )

export const updateMapping: AppRouteHandler<typeof routes.updateMapping> = async (c) =>
  c.json(
    await service.updateMapping(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    200,
  )

export const selectedServices: AppRouteHandler<typeof routes.selectedServices> = async (c) => {
  const { id } = c.req.valid('param')
  await ownPackage(c.get('db'), c.get('user'), id)
  return c.json(await service.selectedServices(c.get('db'), id), 200)
}

export const serviceImages: AppRouteHandler<typeof routes.serviceImages> = async (c) => {
  const { id } = c.req.valid('param')
  await ownPackage(c.get('db'), c.get('user'), id)
  return c.json(await service.serviceImages(c.get('db'), id), 200)
}

export const updateStatus: AppRouteHandler<typeof routes.updateStatus> = async (c) =>
  c.json(
    await service.changeStatus(
      c.get('db'),
      c.get('user'),
      c.req.valid('param').id,
      c.req.valid('json').status,
    ),
    200,
  )

export const statusHistory: AppRouteHandler<typeof routes.statusHistory> = async (c) =>
  c.json(await service.statusHistory(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const clonePackage: AppRouteHandler<typeof routes.clonePackage> = async (c) =>
  c.json(await service.clonePackage(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const debugTool: AppRouteHandler<typeof routes.debugTool> = async (c) =>
  c.json(
    await debugPackageDay(c.get('db'), c.req.valid('param').id, c.req.valid('query').date, c.get('locale')),
    200,
  )
