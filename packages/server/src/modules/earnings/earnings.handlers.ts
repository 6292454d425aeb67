import type { EarningKind, EarningSortField } from '@jaunt/domain'
import type { Context } from 'hono'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppEnv, AppRouteHandler } from '../../lib/types.js'
import { EARNING_EXPORT_TYPES, earningsFile } from './earning-export.js'
import type { earningRoutes } from './earnings.routes.js'
import {
  allEarnings,
  earningDetail,
  listEarnings,
  updateEarningStatus,
  type EarningViewer,
} from './earnings.service.js'

type Routes = ReturnType<typeof earningRoutes>
type Sort = [EarningSortField, 'ASC' | 'DESC']
const NEWEST_FIRST: Sort = ['month', 'DESC']

const viewerOf = (c: Context<AppEnv>): EarningViewer => ({
  id: c.get('user').id,
  roles: c.get('user').role_ids,
})

/** The handlers of one kind of earning; the routes decide who may call them. */
export function earningHandlers(kind: EarningKind) {
  const list: AppRouteHandler<Routes['list']> = async (c) => {
    const { filter = {}, range = DEFAULT_RANGE, sort = NEWEST_FIRST } = c.req.valid('query')
    const [field, order] = sort as Sort
    const page = await listEarnings(
      c.get('db'),
      kind,
      viewerOf(c),
      { filter, range, sort: { field, order } },
      c.get('locale'),
    )
    setContentRange(c, `${kind}-earnings`, range, page.data.length, page.total)
    return c.json(page.data, 200)
  }
  const exportFile: AppRouteHandler<Routes['exportFile']> = async (c) => {
    const { format, filter = {} } = c.req.valid('query')
    const rows = await allEarnings(c.get('db'), kind, viewerOf(c), filter, c.get('locale'))
    const day = new Date().toISOString().slice(0, 10)
    return c.body(await earningsFile(rows, format, c.get('locale')), 200, {
      'Content-Type': EARNING_EXPORT_TYPES[format],
      'Content-Disposition': `attachment; filename="${kind}-earnings-${day}.${format}"`,
    })
  }
  const detail: AppRouteHandler<Routes['detail']> = async (c) =>
    c.json(await earningDetail(c.get('db'), kind, viewerOf(c), c.req.valid('param').id, c.get('locale')), 200)
  const status: AppRouteHandler<Routes['status']> = async (c) =>
    c.json(
      await updateEarningStatus(
        c.get('db'),
        kind,
        viewerOf(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        c.get('locale'),
      ),
      200,
    )
  return { list, exportFile, detail, status }
}
