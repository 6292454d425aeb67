import { createRoute, z } from '@hono/zod-openapi'
import {
  PRODUCT_INPUT_SCHEMAS,
  PRODUCT_RECORD_SCHEMAS,
  PRODUCT_SORT_FIELDS,
  productListFilterSchema,
  productListRowSchema,
  statusSchema,
  supplierChoicesSchema,
  type AdminProductKind,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const security = bearerSecurity
const denials = { 401: errorResponses[401], 403: errorResponses[403] }
const failures = { 400: errorResponses[400], ...denials, 404: errorResponses[404] }
const params = z.object({ id: z.coerce.number().int().positive() })

const ProductListRow = productListRowSchema.meta({ id: 'ProductListRow' })
const ProductState = z
  .object({ id: z.number().int(), status: statusSchema, is_private: z.boolean() })
  .meta({ id: 'ProductState' })

/** How each kind is named in paths, operation ids and schema names. */
export const KIND_NAMES: Readonly<
  Record<AdminProductKind, { path: string; one: string; many: string; label: string }>
> = {
  rental: { path: 'rentals', one: 'Rental', many: 'Rentals', label: 'rental' },
  restaurant: { path: 'restaurants', one: 'Restaurant', many: 'Restaurants', label: 'restaurant' },
  attraction: { path: 'attractions', one: 'Attraction', many: 'Attractions', label: 'attraction' },
}

/** The admin's calls on one kind: simple-rest list, get, create, update and update-status. */
export function productRoutes(kind: AdminProductKind) {
  const { path, one, many, label } = KIND_NAMES[kind]
  const base = `/core/v1/${path}`
  const tags = [`Admin ${path}`]
  const Input = PRODUCT_INPUT_SCHEMAS[kind].meta({ id: `${one}Input` })
  const Record = PRODUCT_RECORD_SCHEMAS[kind].meta({ id: `${one}Record` })
  return {
    list: createRoute({
      method: 'get',
      path: base,
      operationId: `list${many}`,
      tags,
      security,
      summary: `Every ${label}, filtered, sorted and paged; the total is in Content-Range`,
      request: {
        query: simpleRestQuery(productListFilterSchema, PRODUCT_SORT_FIELDS, {
          filter: '{"status":1,"q":"kayak","supplier_user_id":4}',
          sort: '["supplier_name","ASC"]',
        }),
      },
      responses: {
        200: {
          ...jsonContent(z.array(ProductListRow), `One page of ${path}`),
          headers: z.object({ 'Content-Range': z.string().openapi({ example: `${kind} 0-24/31` }) }),
        },
        400: errorResponses[400],
        ...denials,
      },
    }),
    get: createRoute({
      method: 'get',
      path: `${base}/{id}`,
      operationId: `get${one}`,
      tags,
      security,
      summary: `One ${label} with its supplier and own fields`,
      request: { params },
      responses: { 200: jsonContent(Record, `The ${label}`), ...failures },
    }),
    create: createRoute({
      method: 'post',
      path: base,
      operationId: `create${one}`,
      tags,
      security,
      summary: `A new ${label} of the chosen supplier, inactive until it is published`,
      request: { body: jsonBody(Input) },
      responses: { 201: jsonContent(Record, `The new ${label}`), 400: errorResponses[400], ...denials },
    }),
    update: createRoute({
      method: 'put',
      path: `${base}/{id}`,
      operationId: `update${one}`,
      tags,
      security,
      summary: `The supplier, vital and basic details and own fields of a ${label}`,
      request: { params, body: jsonBody(Input) },
      responses: { 200: jsonContent(Record, `The ${label} as saved`), ...failures },
    }),
    updateStatus: createRoute({
      method: 'put',
      path: `${base}/{id}/update-status`,
      operationId: `update${one}Status`,
      tags,
      security,
      summary: `Activate, deactivate, hide or set a ${label} pending`,
      request: { params, query: z.object({ status: z.coerce.number().pipe(statusSchema) }) },
      responses: { 200: jsonContent(ProductState, `The ${label}'s status`), ...failures },
    }),
  }
}

export const selectSuppliers = createRoute({
  method: 'get',
  path: '/core/v1/select/supplier',
  operationId: 'selectSuppliers',
  tags: ['Selects'],
  security,
  summary: 'Every user with the Supplier role, for the admin to choose who owns a product',
  responses: {
    200: jsonContent(supplierChoicesSchema.meta({ id: 'SupplierChoices' }), 'The suppliers, by name'),
    ...denials,
  },
})
