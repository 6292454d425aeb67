import type { AppRouteHandler } from '../../lib/types.js'
import type * as routes from './site-approval.routes.js'
import * as service from './site-approval.service.js'

export const siteApprovals: AppRouteHandler<typeof routes.siteApprovals> = async (c) => {
  const rows = await service.listSiteApprovals(c.get('db'), c.req.valid('query').approval_status)
  return c.json({ data: rows, total: rows.length }, 200)
}

export const approveSite: AppRouteHandler<typeof routes.approveSite> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await service.decideSite(c.get('db'), id, { approve: true }, c.get('config').APP_HOST), 200)
}

export const rejectSite: AppRouteHandler<typeof routes.rejectSite> = async (c) => {
  const { id } = c.req.valid('param')
  const { reason } = c.req.valid('json')
  const decision = { approve: false as const, reason }
  return c.json(await service.decideSite(c.get('db'), id, decision, c.get('config').APP_HOST), 200)
}
