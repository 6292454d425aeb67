import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './admin-legal-texts.routes.js'
import * as service from './admin-legal-texts.service.js'

export const listLegalTexts: AppRouteHandler<typeof routes.listLegalTexts> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['published_at', 'DESC'] } = c.req.valid('query')
  const page = await service.listLegalTexts(c.get('db'), {
    filter,
    range,
    sort: { field: sort[0], order: sort[1] },
  })
  setContentRange(c, 'legal-text', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getLegalText: AppRouteHandler<typeof routes.getLegalText> = async (c) =>
  c.json(await service.getLegalText(c.get('db'), c.req.valid('param').id), 200)

export const publishLegalText: AppRouteHandler<typeof routes.publishLegalText> = async (c) =>
  c.json(await service.publishLegalText(c.get('db'), c.req.valid('json')), 201)

export const correctLegalText: AppRouteHandler<typeof routes.correctLegalText> = async (c) =>
  c.json(await service.correctLegalText(c.get('db'), c.req.valid('param').id, c.req.valid('json')), 200)
