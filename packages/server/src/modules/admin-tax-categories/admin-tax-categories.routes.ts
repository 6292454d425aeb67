import { createRoute, z } from '@hono/zod-openapi'
import { taxCategoryInputSchema, taxCategoryRecordSchema } from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { TAX_CATEGORY_SORT_FIELDS } from './admin-tax-categories.service.js'

const tags = ['Tax categories']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const TaxCategoryInput = taxCategoryInputSchema.meta({ id: 'TaxCategoryInput' })
const TaxCategory = taxCategoryRecordSchema.meta({ id: 'TaxCategory' })

const listQuery = simpleRestQuery(z.object({ q: z.string().max(200).optional() }), TAX_CATEGORY_SORT_FIELDS, {
  filter: '{"q":"reduced"}',
  sort: '["name","ASC"]',
})

export const listTaxCategories = createRoute({
  method: 'get',
  path: '/core/v1/tax-categories',
  operationId: 'listTaxCategories',
  tags,
  security,
  summary:
    'Admins: the tax categories with their rates and how many products use each; total in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(TaxCategory), 'One page of tax categories'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'tax-categories 0-24/3' }) }),
    },
    ...failures,
  },
})

export const getTaxCategory = createRoute({
  method: 'get',
  path: '/core/v1/tax-categories/{id}',
  operationId: 'getTaxCategory',
  tags,
  security,
  summary: 'One tax category with its names in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(TaxCategory, 'The tax category'), ...failures },
})

export const createTaxCategory = createRoute({
  method: 'post',
  path: '/core/v1/tax-categories',
  operationId: 'createTaxCategory',
  tags,
  security,
  summary: 'Adds a tax category suppliers can choose for their products',
  request: { body: jsonBody(TaxCategoryInput) },
  responses: {
    201: jsonContent(TaxCategory, 'The tax category as stored'),
    ...failures,
    409: errorResponses[409],
  },
})

export const updateTaxCategory = createRoute({
  method: 'put',
  path: '/core/v1/tax-categories/{id}',
  operationId: 'updateTaxCategory',
  tags,
  security,
  summary: 'Renames a tax category or changes its rate, for bookings from now on',
  request: { params: idParams, body: jsonBody(TaxCategoryInput) },
  responses: {
    200: jsonContent(TaxCategory, 'The tax category as stored'),
    ...failures,
    409: errorResponses[409],
  },
})

export const deleteTaxCategory = createRoute({
  method: 'delete',
  path: '/core/v1/tax-categories/{id}',
  operationId: 'deleteTaxCategory',
  tags,
  security,
  summary: 'Removes a tax category no product uses (409 otherwise)',
  request: { params: idParams },
  responses: {
    200: jsonContent(TaxCategory, 'The tax category as it was'),
    ...failures,
    409: errorResponses[409],
  },
})
