import { createRoute, z } from '@hono/zod-openapi'
import { bearerSecurity, createRouter, errorResponses, jsonContent } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { translate } from '../catalogue/translate.js'

// The catalogue's choices that product forms offer: every back-office user may read them.
const tags = ['Selects']
const selectOption = z.object({
  id: z.number().int(),
  name: z.string(),
  parent_id: z.number().int().nullable(),
})
const SelectList = z
  .object({ data: z.array(selectOption), total: z.number().int() })
  .meta({ id: 'SelectList' })

const selectRoute = (path: string, operationId: string, summary: string) =>
  createRoute({
    method: 'get',
    path,
    operationId,
    tags,
    security: bearerSecurity,
    summary,
    responses: {
      200: jsonContent(SelectList, 'Every choice, named in the asked language'),
      401: errorResponses[401],
    },
  })

const serviceCategories = selectRoute(
  '/core/v1/select/service-category',
  'selectServiceCategories',
  'The product categories, parents before their children',
)
const locations = selectRoute('/core/v1/select/location', 'selectLocations', 'The places products are in')

const listCategories: AppRouteHandler<typeof serviceCategories> = async (c) => {
  const rows = await c
    .get('db')
    .selectFrom('category')
    .select(['id', 'name', 'parent_id'])
    .orderBy('parent_id', (order) => order.nullsFirst())
    .orderBy('id')
    .execute()
  const data = rows.map((row) => ({ ...row, name: translate(row.name, c.get('locale')) }))
  return c.json({ data, total: data.length }, 200)
}

const listLocations: AppRouteHandler<typeof locations> = async (c) => {
  const rows = await c.get('db').selectFrom('location').select(['id', 'name']).orderBy('id').execute()
  const data = rows.map((row) => ({
    id: row.id,
    name: translate(row.name, c.get('locale')),
    parent_id: null,
  }))
  return c.json({ data, total: data.length }, 200)
}

export const selectsRouter = createRouter()
  .openapi(serviceCategories, listCategories)
  .openapi(locations, listLocations)
