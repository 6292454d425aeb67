import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './site-change.routes.js'
import * as service from './site-change.service.js'
import { readGeneralSettings } from './site-settings.service.js'

export const siteChanges: AppRouteHandler<typeof routes.siteChanges> = async (c) => {
  const { status, site_id } = c.req.valid('query')
  const rows = await service.listSiteChanges(c.get('db'), status, site_id)
  return c.json({ data: rows, total: rows.length }, 200)
}

export const approveSiteChange: AppRouteHandler<typeof routes.approveSiteChange> = async (c) => {
  const { id } = c.req.valid('param')
  const decision = { approve: true as const }
  const appHost = c.get('config').APP_HOST
  return c.json(await service.decideSiteChange(c.get('db'), c.get('user'), id, decision, appHost), 200)
}

export const rejectSiteChange: AppRouteHandler<typeof routes.rejectSiteChange> = async (c) => {
  const { id } = c.req.valid('param')
  const decision = { approve: false as const, reason: c.req.valid('json').reason }
  const appHost = c.get('config').APP_HOST
  return c.json(await service.decideSiteChange(c.get('db'), c.get('user'), id, decision, appHost), 200)
}

export const withdrawSiteChange: AppRouteHandler<typeof routes.withdrawSiteChange> = async (c) => {
  const { id } = c.req.valid('param')
  const site = await service.withdrawSiteChange(c.get('db'), c.get('user'), id)
  return c.json(await readGeneralSettings(c.get('db'), c.get('user'), site.id), 200)
}

export const siteChangeHistory: AppRouteHandler<typeof routes.siteChangeHistory> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json({ data: await service.siteChangeHistory(c.get('db'), c.get('user'), id) }, 200)
}
