import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './tour-options.routes.js'
import * as service from './tour-options.service.js'

export const listOptions: AppRouteHandler<typeof routes.listOptions> = async (c) => {
  const data = await service.listOptions(c.get('db'), c.get('user').id, c.req.valid('param').id)
  return c.json({ data, total: data.length }, 200)
}

export const createOption: AppRouteHandler<typeof routes.createOption> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.createOption(c.get('db'), c.get('user').id, id, c.req.valid('json')), 201)
}

export const getOption: AppRouteHandler<typeof routes.getOption> = async (c) =>
  c.json(await service.getOption(c.get('db'), c.get('user').id, c.req.valid('param').optionId), 200)

export const updateOption: AppRouteHandler<typeof routes.updateOption> = async (c) => {
  const { optionId } = c.req.valid('param')
  return c.json(await service.updateOption(c.get('db'), c.get('user').id, optionId, c.req.valid('json')), 200)
}

export const deleteOption: AppRouteHandler<typeof routes.deleteOption> = async (c) =>
  c.json(await service.deleteOption(c.get('db'), c.get('user').id, c.req.valid('param').optionId), 200)
