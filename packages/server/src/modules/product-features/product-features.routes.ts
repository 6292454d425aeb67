import { createRoute, z } from '@hono/zod-openapi'
import {
  productFeatureInputSchema,
  productFeatureRecordSchema,
  productFeatureTypeInputSchema,
  productFeatureTypeRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'
import { simpleRestQuery } from '../../lib/simple-rest.js'
import { FEATURE_SORT_FIELDS } from './features.service.js'
import { FEATURE_TYPE_SORT_FIELDS } from './feature-types.service.js'

const tags = ['Product features']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const idParams = z.object({ id: z.coerce.number().int().positive() })
const FeatureTypeInput = productFeatureTypeInputSchema.meta({ id: 'ProductFeatureTypeInput' })
const FeatureType = productFeatureTypeRecordSchema.meta({ id: 'ProductFeatureType' })
const FeatureInput = productFeatureInputSchema.meta({ id: 'ProductFeatureInput' })
const Feature = productFeatureRecordSchema.meta({ id: 'ProductFeature' })

const typeListQuery = simpleRestQuery(z.object({}), FEATURE_TYPE_SORT_FIELDS, {
  filter: '{}',
  sort: '["name","ASC"]',
})
const featureListQuery = simpleRestQuery(
  z.object({ q: z.string().max(200).optional(), feature_type_id: z.number().int().positive().optional() }),
  FEATURE_SORT_FIELDS,
  { filter: '{"q":"wifi"}', sort: '["name","ASC"]' },
)

export const listFeatureTypes = createRoute({
  method: 'get',
  path: '/core/v1/product-feature-types',
  operationId: 'listProductFeatureTypes',
  tags,
  security,
  summary: 'The feature types, with how many features each groups (admins); total in Content-Range',
  request: { query: typeListQuery },
  responses: {
    200: {
      ...jsonContent(z.array(FeatureType), 'One page of feature types'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'product-feature-types 0-2/3' }) }),
    },
    ...failures,
  },
})

export const getFeatureType = createRoute({
  method: 'get',
  path: '/core/v1/product-feature-types/{id}',
  operationId: 'getProductFeatureType',
  tags,
  security,
  summary: 'One feature type with its names in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(FeatureType, 'The feature type'), ...failures },
})

export const createFeatureType = createRoute({
  method: 'post',
  path: '/core/v1/product-feature-types',
  operationId: 'createProductFeatureType',
  tags,
  security,
  summary: 'Adds a type that groups features, such as Accessibility',
  request: { body: jsonBody(FeatureTypeInput) },
  responses: { 201: jsonContent(FeatureType, 'The feature type as stored'), ...failures },
})

export const updateFeatureType = createRoute({
  method: 'put',
  path: '/core/v1/product-feature-types/{id}',
  operationId: 'updateProductFeatureType',
  tags,
  security,
  summary: 'Renames a feature type',
  request: { params: idParams, body: jsonBody(FeatureTypeInput) },
  responses: { 200: jsonContent(FeatureType, 'The feature type as stored'), ...failures },
})

export const deleteFeatureType = createRoute({
  method: 'delete',
  path: '/core/v1/product-feature-types/{id}',
  operationId: 'deleteProductFeatureType',
  tags,
  security,
  summary: 'Removes a feature type that no feature has (409 while features have it)',
  request: { params: idParams },
  responses: {
    200: jsonContent(FeatureType, 'The feature type as it was'),
    ...failures,
    409: errorResponses[409],
  },
})

export const listFeatures = createRoute({
  method: 'get',
  path: '/core/v1/product-features',
  operationId: 'listProductFeatures',
  tags,
  security,
  summary: 'The product features, one page of them, with how many products carry each (admins)',
  request: { query: featureListQuery },
  responses: {
    200: {
      ...jsonContent(z.array(Feature), 'One page of features'),
      headers: z.object({ 'Content-Range': z.string().openapi({ example: 'product-features 0-24/12' }) }),
    },
    ...failures,
  },
})

export const getFeature = createRoute({
  method: 'get',
  path: '/core/v1/product-features/{id}',
  operationId: 'getProductFeature',
  tags,
  security,
  summary: 'One product feature with its names in every language',
  request: { params: idParams },
  responses: { 200: jsonContent(Feature, 'The feature'), ...failures },
})

export const createFeature = createRoute({
  method: 'post',
  path: '/core/v1/product-features',
  operationId: 'createProductFeature',
  tags,
  security,
  summary: 'Adds a feature suppliers can give their hotels, activities and packages',
  request: { body: jsonBody(FeatureInput) },
  responses: { 201: jsonContent(Feature, 'The feature as stored'), ...failures },
})

export const updateFeature = createRoute({
  method: 'put',
  path: '/core/v1/product-features/{id}',
  operationId: 'updateProductFeature',
  tags,
  security,
  summary: 'Renames a feature or changes its icon or type; its slug stays',
  request: { params: idParams, body: jsonBody(FeatureInput) },
  responses: { 200: jsonContent(Feature, 'The feature as stored'), ...failures },
})

export const deleteFeature = createRoute({
  method: 'delete',
  path: '/core/v1/product-features/{id}',
  operationId: 'deleteProductFeature',
  tags,
  security,
  summary: 'Removes a feature no product carries (409 while products carry it)',
  request: { params: idParams },
  responses: { 200: jsonContent(Feature, 'The feature as it was'), ...failures, 409: errorResponses[409] },
})
