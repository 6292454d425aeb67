import type { SiteSettingGroup } from '@jaunt/domain'
import type { Context } from 'hono'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import type * as routes from './site-settings.routes.js'
import * as service from './site-settings.service.js'

export const createSite: AppRouteHandler<typeof routes.createSite> = async (c) =>
  c.json(await service.createSite(c.get('db'), c.get('user'), c.req.valid('json')), 201)

export const generalSettings: AppRouteHandler<typeof routes.generalSettings> = async (c) =>
  c.json(await service.readGeneralSettings(c.get('db'), c.get('user'), c.req.valid('param').id), 200)

export const updateGeneralSettings: AppRouteHandler<typeof routes.updateGeneralSettings> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.saveGeneralSettings(c.get('db'), c.get('user'), id, c.req.valid('json')), 200)
}

type GroupContext = Context<AppEnv, string, { out: { param: { id: number }; json: unknown } }>

/** The read and the replace of one settings group; the route has already checked the body. */
export const groupHandlers = (group: SiteSettingGroup) => ({
  read: async (c: GroupContext) =>
    c.json(await service.readSettingsGroup(c.get('db'), c.get('user'), c.req.valid('param').id, group), 200),
  update: async (c: GroupContext) => {
    const { id } = c.req.valid('param')
    const value = c.req.valid('json')
    return c.json(await service.saveSettingsGroup(c.get('db'), c.get('user'), id, group, value), 200)
  },
})
