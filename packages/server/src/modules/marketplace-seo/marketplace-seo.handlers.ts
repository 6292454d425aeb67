import { setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './marketplace-seo.routes.js'
import * as service from './marketplace-seo.service.js'
import { listSitemaps as sitemapsOf } from './sitemaps.service.js'

export const listSeoPages: AppRouteHandler<typeof routes.listSeoPages> = async (c) => {
  const pages = await service.listSeoPages(c.get('db'))
  setContentRange(c, 'seo-pages', [0, pages.length - 1], pages.length, pages.length)
  return c.json(pages, 200)
}

export const getSeoPage: AppRouteHandler<typeof routes.getSeoPage> = async (c) =>
  c.json(await service.getSeoPage(c.get('db'), c.req.valid('param').id), 200)

export const updateSeoPage: AppRouteHandler<typeof routes.updateSeoPage> = async (c) =>
  c.json(await service.saveSeoPage(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const listSitemaps: AppRouteHandler<typeof routes.listSitemaps> = async (c) => {
  const sitemaps = await sitemapsOf(c.get('db'), c.get('config').APP_HOST)
  setContentRange(c, 'sitemaps', [0, Math.max(sitemaps.length - 1, 0)], sitemaps.length, sitemaps.length)
  return c.json(sitemaps, 200)
}
