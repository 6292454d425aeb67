import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './site-directory.routes.js'
import * as service from './site-directory.service.js'

export const siteDirectory: AppRouteHandler<typeof routes.siteDirectory> = async (c) =>
  c.json(await service.listSiteDirectory(c.get('db'), c.req.valid('query')), 200)

export const siteDirectoryRow: AppRouteHandler<typeof routes.siteDirectoryRow> = async (c) =>
  c.json(await service.getSiteDirectoryRow(c.get('db'), c.req.valid('param').id), 200)

export const deactivateSite: AppRouteHandler<typeof routes.deactivateSite> = async (c) =>
  c.json(await service.switchSite(c.get('db'), c.req.valid('param').id, false), 200)

export const activateSite: AppRouteHandler<typeof routes.activateSite> = async (c) =>
  c.json(await service.switchSite(c.get('db'), c.req.valid('param').id, true), 200)
