import { createRoute, z } from '@hono/zod-openapi'
import {
  businessTypeChoiceListSchema,
  businessTypeInputSchema,
  businessTypeRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { BUSINESS_TYPE_SORT_FIELDS } from './business-types.service.js'

const tags = ['Business types']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const BusinessTypeInput = businessTypeInputSchema.meta({ id: 'BusinessTypeInput' })
const BusinessType = businessTypeRecordSchema.meta({ id: 'BusinessType' })

const listQuery = simpleRestQuery(
  z.object({ q: z.string().max(200).optional() }),
  BUSINESS_TYPE_SORT_FIELDS,
  { filter: '{"q":"tour"}', sort: '["name","ASC"]' },
)

export const listBusinessTypes = createRoute({
  method: 'get',
  path: '/core/v1/business-types',
  operationId: 'listBusinessTypes',
  tags,
  security,
  summary: 'The business types, one page of them, with how many users run each; total in Content-Range',
  request: { query: listQuery },
  responses: {
    200: {
      ...jsonContent(z.array(BusinessType), 'One page of business types'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'business-types 0-24/6' }) }),
    },
    ...failures,
  },
})

export const getBusinessType = createRoute({
  method: 'get',
  path: '/core/v1/business-types/{id}',
  operationId: 'getBusinessType',
  tags,
  security,
  summary: 'One business type with its names in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(BusinessType, 'The business type'), ...failures },
})

export const createBusinessType = createRoute({
  method: 'post',
  path: '/core/v1/business-types',
  operationId: 'createBusinessType',
  tags,
  security,
  summary: 'Adds a kind of business that suppliers and partners can say they run',
  request: { body: jsonBody(BusinessTypeInput) },
  responses: { 201: jsonContent(BusinessType, 'The business type as stored'), ...failures },
})

export const updateBusinessType = createRoute({
  method: 'put',
  path: '/core/v1/business-types/{id}',
  operationId: 'updateBusinessType',
  tags,
  security,
  summary: 'Renames a business type',
  request: { params: idParams, body: jsonBody(BusinessTypeInput) },
  responses: { 200: jsonContent(BusinessType, 'The business type as stored'), ...failures },
})

export const deleteBusinessType = createRoute({
  method: 'delete',
  path: '/core/v1/business-types/{id}',
  operationId: 'deleteBusinessType',
  tags,
  security,
  summary: 'Removes a business type that no user runs; one in use is a 409',
  request: { params: idParams },
  responses: {
    200: jsonContent(BusinessType, 'The business type as it was'),
    ...failures,
    409: errorResponses[409],
  },
})

export const businessTypeList = createRoute({
  method: 'get',
  path: '/core/public/user/business-type-list',
  operationId: 'businessTypeList',
  tags,
  summary: 'The kinds of business one may say one runs when signing up, named in APP-LOCALE',
  responses: {
    200: jsonContent(
      businessTypeChoiceListSchema.meta({ id: 'BusinessTypeChoiceList' }),
      'The business types',
    ),
  },
})
