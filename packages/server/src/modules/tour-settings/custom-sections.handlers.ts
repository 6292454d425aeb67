import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './custom-sections.routes.js'
import * as service from './custom-sections.service.js'

export const listSections: AppRouteHandler<typeof routes.listSections> = async (c) => {
  const data = await service.listSections(c.get('db'), c.get('user').id, c.req.valid('param').id)
  return c.json({ data, total: data.length }, 200)
}

export const createSection: AppRouteHandler<typeof routes.createSection> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.createSection(c.get('db'), c.get('user').id, id, c.req.valid('json')), 201)
}

export const reorderSections: AppRouteHandler<typeof routes.reorderSections> = async (c) => {
  const { id } = c.req.valid('param')
  const data = await service.reorderSections(c.get('db'), c.get('user').id, id, c.req.valid('json').ids)
  return c.json({ data, total: data.length }, 200)
}

export const getSection: AppRouteHandler<typeof routes.getSection> = async (c) =>
  c.json(await service.getSection(c.get('db'), c.get('user').id, c.req.valid('param').sectionId), 200)

export const updateSection: AppRouteHandler<typeof routes.updateSection> = async (c) => {
  const { sectionId } = c.req.valid('param')
  return c.json(
    await service.updateSection(c.get('db'), c.get('user').id, sectionId, c.req.valid('json')),
    200,
  )
}

export const deleteSection: AppRouteHandler<typeof routes.deleteSection> = async (c) =>
  c.json(await service.deleteSection(c.get('db'), c.get('user').id, c.req.valid('param').sectionId), 200)
