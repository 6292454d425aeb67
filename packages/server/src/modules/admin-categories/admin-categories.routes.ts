import { createRoute, z } from '@hono/zod-openapi'
import { categoryAdminRecordSchema, categoryInputSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'

const tags = ['Service categories']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const ServiceCategoryInput = categoryInputSchema.meta({ id: 'ServiceCategoryInput' })
export const ServiceCategory = categoryAdminRecordSchema.meta({ id: 'ServiceCategory' })

// The tree has one order (parents first, siblings by position then name), so the only sort is `tree`.
const listQuery = simpleRestQuery(z.object({ q: z.string().max(200).optional() }), ['tree'] as const, {
  filter: '{"q":"museum"}',
  sort: '["tree","ASC"]',
})

export const listServiceCategories = createRoute({
  method: 'get',
  path: '/core/v1/service-categories',
  operationId: 'listServiceCategories',
  tags,
  security,
  summary:
    'Admins: the category tree, parents before their children, with depth, products and commission; total in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(ServiceCategory), 'The categories in tree order'),
      headers: z.object({
        'Content-Range': z.string().openapi({ example: 'service-categories 0-24/12' }),
      }),
    },
    ...failures,
  },
})

export const getServiceCategory = createRoute({
  method: 'get',
  path: '/core/v1/service-categories/{id}',
  operationId: 'getServiceCategory',
  tags,
  security,
  summary: 'One category with its names in every language and its place in the tree',
  request: { params: idParams },
  responses: { 200: jsonContent(ServiceCategory, 'The category'), ...failures },
})

export const createServiceCategory = createRoute({
  method: 'post',
  path: '/core/v1/service-categories',
  operationId: 'createServiceCategory',
  tags,
  security,
  summary: 'Adds a category, at the top or under a parent; suppliers can choose it at once',
  request: { body: jsonBody(ServiceCategoryInput) },
  responses: {
    201: jsonContent(ServiceCategory, 'The category as stored'),
    ...failures,
    409: errorResponses[409],
  },
})

export const updateServiceCategory = createRoute({
  method: 'put',
  path: '/core/v1/service-categories/{id}',
  operationId: 'updateServiceCategory',
  tags,
  security,
  summary:
    'Renames, reorders or moves a category; never under itself or its own subcategory (400 on parent_id)',
  request: { params: idParams, body: jsonBody(ServiceCategoryInput) },
  responses: {
    200: jsonContent(ServiceCategory, 'The category as stored'),
    ...failures,
    409: errorResponses[409],
  },
})

export const deleteServiceCategory = createRoute({
  method: 'delete',
  path: '/core/v1/service-categories/{id}',
  operationId: 'deleteServiceCategory',
  tags,
  security,
  summary: 'Removes a category without products or subcategories (409 saying how many products use it)',
  request: { params: idParams },
  responses: {
    200: jsonContent(ServiceCategory, 'The category as it was'),
    ...failures,
    409: errorResponses[409],
  },
})
