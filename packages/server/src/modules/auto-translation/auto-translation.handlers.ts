import type { AppRouteHandler } from '../../lib/types.js'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type * as routes from './auto-translation.routes.js'
import * as service from './auto-translation.service.js'

export const previewAutoTranslation: AppRouteHandler<typeof routes.previewAutoTranslation> = async (c) =>
  c.json(await service.previewAutoTranslation(c.get('db'), c.get('config'), c.req.valid('json')), 200)

export const startAutoTranslation: AppRouteHandler<typeof routes.startAutoTranslation> = async (c) =>
  c.json(
    await service.startAutoTranslation(
      c.get('db'),
      c.get('config'),
      c.get('jobs'),
      c.get('user'),
      c.req.valid('json'),
    ),
    202,
  )

export const listAutoTranslationRuns: AppRouteHandler<typeof routes.listAutoTranslationRuns> = async (c) => {
  const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'DESC'] } = c.req.valid('query')
  const page = await service.listAutoTranslationRuns(c.get('db'), { status: filter.status, range, sort })
  setContentRange(c, 'auto-translation-runs', range, page.data.length, page.total)
  return c.json(page.data, 200)
}

export const getAutoTranslationRun: AppRouteHandler<typeof routes.getAutoTranslationRun> = async (c) =>
  c.json(await service.getAutoTranslationRun(c.get('db'), c.req.valid('param').id), 200)
