import type { SitePageStatus } from '@jaunt/domain'
import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './page-builder.routes.js'
import * as service from './page-builder.service.js'

export const listSitePages: AppRouteHandler<typeof routes.listSitePages> = async (c) => {
  const status = c.req.valid('query').status as SitePageStatus | undefined
  return c.json(await service.listPages(c.get('db'), c.get('user'), c.req.valid('param').id, status), 200)
}

export const createSitePage: AppRouteHandler<typeof routes.createSitePage> = async (c) =>
  c.json(
    await service.createPage(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    201,
  )

export const getSitePage: AppRouteHandler<typeof routes.getSitePage> = async (c) => {
  const { id, pageId } = c.req.valid('param')
  return c.json(await service.readPage(c.get('db'), c.get('user'), id, pageId), 200)
}

export const updateSitePage: AppRouteHandler<typeof routes.updateSitePage> = async (c) => {
  const { id, pageId } = c.req.valid('param')
  return c.json(await service.savePage(c.get('db'), c.get('user'), id, pageId, c.req.valid('json')), 200)
}

export const publishSitePage: AppRouteHandler<typeof routes.publishSitePage> = async (c) => {
  const { id, pageId } = c.req.valid('param')
  return c.json(await service.setPublished(c.get('db'), c.get('user'), id, pageId, true), 200)
}

export const unpublishSitePage: AppRouteHandler<typeof routes.unpublishSitePage> = async (c) => {
  const { id, pageId } = c.req.valid('param')
  return c.json(await service.setPublished(c.get('db'), c.get('user'), id, pageId, false), 200)
}

export const deleteSitePage: AppRouteHandler<typeof routes.deleteSitePage> = async (c) => {
  const { id, pageId } = c.req.valid('param')
  await service.deletePage(c.get('db'), c.get('user'), id, pageId)
  return c.body(null, 204)
}

export const getSiteMenu: AppRouteHandler<typeof routes.getSiteMenu> = async (c) =>
  c.json(await service.readMenu(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const updateSiteMenu: AppRouteHandler<typeof routes.updateSiteMenu> = async (c) =>
  c.json(
    await service.saveMenu(c.get('db'), c.get('user'), c.req.valid('param').id, c.req.valid('json')),
    200,
  )
