import { createRouter } from '../../lib/router.js'
import type { AppRouteHandler } from '../../lib/types.js'
import { translate } from '../catalogue/translate.js'
import { selectRoute } from './select-list.js'
import * as taxonomy from './taxonomy.js'

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
    .orderBy('position')
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
  .openapi(taxonomy.allTags, taxonomy.listAllTags)
  .openapi(taxonomy.allTagsPaged, taxonomy.listTagsPaged)
  .openapi(taxonomy.categoryParents, taxonomy.listCategoryParents)
  .openapi(taxonomy.categoryChildren, taxonomy.listCategoryChildren)
  .openapi(taxonomy.taxCategories, taxonomy.listTaxCategories)
