import type { AdminProductKind, ProductSortField, ProductValues } from '@jaunt/domain'
import { DEFAULT_RANGE, setContentRange } from '../../lib/simple-rest.js'
import type { AppRouteHandler } from '../../lib/types.js'
import type { productRoutes, selectSuppliers } from './admin-products.routes.js'
import * as service from './admin-products.service.js'
import { listProducts } from './product-listing.js'
import { supplierChoices } from './suppliers.js'

type Routes = ReturnType<typeof productRoutes>

/** The handlers of one kind's routes: thin, the kind picks the service type. */
export function productHandlers(kind: AdminProductKind) {
  const list: AppRouteHandler<Routes['list']> = async (c) => {
    const { filter = {}, range = DEFAULT_RANGE, sort = ['id', 'ASC'] } = c.req.valid('query')
    const [field, order] = sort as [ProductSortField, 'ASC' | 'DESC']
    const query = { filter, range, sort: { field, order } }
    const page = await listProducts(c.get('db'), kind, query, c.get('locale'))
    setContentRange(c, kind, range, page.data.length, page.total)
    return c.json(page.data, 200)
  }
  const get: AppRouteHandler<Routes['get']> = async (c) =>
    c.json(await service.getProduct(c.get('db'), kind, c.req.valid('param').id), 200)
  const create: AppRouteHandler<Routes['create']> = async (c) => {
    const values = c.req.valid('json') as ProductValues
    return c.json(await service.createProduct(c.get('db'), kind, values), 201)
  }
  const update: AppRouteHandler<Routes['update']> = async (c) => {
    const values = c.req.valid('json') as ProductValues
    const { id } = c.req.valid('param')
    return c.json(await service.updateProduct(c.get('db'), kind, id, values), 200)
  }
  const updateStatus: AppRouteHandler<Routes['updateStatus']> = async (c) => {
    const { id } = c.req.valid('param')
    const { status } = c.req.valid('query')
    return c.json(await service.updateProductStatus(c.get('db'), kind, id, status), 200)
  }
  return { list, get, create, update, updateStatus }
}

export const listSuppliers: AppRouteHandler<typeof selectSuppliers> = async (c) => {
  const data = await supplierChoices(c.get('db'))
  return c.json({ data, total: data.length }, 200)
}
