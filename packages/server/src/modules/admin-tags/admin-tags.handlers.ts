import type { AppRouteHandler } from '../../lib/types.js'
import { setContentRange, wordsListRequest } from '../../lib/simple-rest.js'
import type * as routes from './admin-tags.routes.js'
import * as service from './admin-tags.service.js'

export const listTags: AppRouteHandler<typeof routes.listTags> = async (c) => {
  const request = wordsListRequest(c.req.valid('query'), 'name')
  const page = await service.listTags(c.get('db'), request, c.get('locale'))
  setContentRange(c, 'tags', request.range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getTag: AppRouteHandler<typeof routes.getTag> = async (c) =>
  c.json(await service.getTag(c.get('db'), c.req.valid('param').id), 200)

export const createTag: AppRouteHandler<typeof routes.createTag> = async (c) =>
  c.json(await service.createTag(c.get('db'), c.req.valid('json')), 201)

export const updateTag: AppRouteHandler<typeof routes.updateTag> = async (c) =>
  c.json(await service.updateTag(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)

export const deleteTag: AppRouteHandler<typeof routes.deleteTag> = async (c) =>
  c.json(await service.deleteTag(c.get('db'), c.req.valid('param').id), 200)
