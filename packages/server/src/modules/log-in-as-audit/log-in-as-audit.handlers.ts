import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './log-in-as-audit.routes.js'
import { listLogInAsAudit as list } from './log-in-as-audit.service.js'

export const listLogInAsAudit: AppRouteHandler<typeof routes.listLogInAsAudit> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['started_at', 'DESC'] } = c.req.valid('query')
  const page = await list(c.get('db'), { filter, range, order: sort[1] })
  setContentRange(c, 'log-in-as-audit', range, page.data.length, page.total)
  return c.json(page.data, 200)
}
