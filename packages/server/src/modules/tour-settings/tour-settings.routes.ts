import { createRoute, z } from '@hono/zod-openapi'
import {
  featureChoiceSchema,
  recommendableProductSchema,
  recommendedItemsInputSchema,
  recommendedItemsRecordSchema,
  specialInstructionInputSchema,
  specialInstructionRecordSchema,
  tourFeaturesInputSchema,
  tourFeaturesRecordSchema,
} from '@jaunt/domain'
import { bearerSecurity, errorResponses, jsonBody, jsonContent } from '../../lib/router.js'

const tags = ['Supplier activity settings']
const security = bearerSecurity
const failures = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
}
const tourParams = z.object({ id: z.coerce.number().int().positive() })
const FeatureChoice = featureChoiceSchema.meta({ id: 'FeatureChoice' })
const TourFeaturesInput = tourFeaturesInputSchema.meta({ id: 'TourFeaturesInput' })
const TourFeaturesRecord = tourFeaturesRecordSchema.meta({ id: 'TourFeaturesRecord' })
const SpecialInstructionInput = specialInstructionInputSchema.meta({ id: 'SpecialInstructionInput' })
const SpecialInstructionRecord = specialInstructionRecordSchema.meta({ id: 'SpecialInstructionRecord' })
const RecommendedItemsInput = recommendedItemsInputSchema.meta({ id: 'RecommendedItemsInput' })
const RecommendedItemsRecord = recommendedItemsRecordSchema.meta({ id: 'RecommendedItemsRecord' })
const RecommendableProduct = recommendableProductSchema.meta({ id: 'RecommendableProduct' })

export const listFeatures = createRoute({
  method: 'get',
  path: '/core/v1/feature',
  operationId: 'listFeatures',
  tags,
  security,
  summary: 'Every feature a product can offer (item_per_page=-1: all of them)',
  request: { query: z.object({ item_per_page: z.coerce.number().int().min(-1).optional() }) },
  responses: {
    200: jsonContent(z.object({ data: z.array(FeatureChoice), total: z.number().int() }), 'The features'),
    ...failures,
  },
})

export const getFeatures = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/features',
  operationId: 'getTourFeatures',
  tags,
  security,
  summary: 'The features an activity offers',
  request: { params: tourParams },
  responses: { 200: jsonContent(TourFeaturesRecord, 'The chosen features'), ...failures },
})

export const setFeatures = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/features',
  operationId: 'setTourFeatures',
  tags,
  security,
  summary: 'Replaces the features an activity offers',
  request: { params: tourParams, body: jsonBody(TourFeaturesInput) },
  responses: { 200: jsonContent(TourFeaturesRecord, 'The features as saved'), ...failures },
})

export const getSpecialInstruction = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/special-instruction',
  operationId: 'getTourSpecialInstruction',
  tags,
  security,
  summary: 'The text mailed to guests with their booking confirmation, per language',
  request: { params: tourParams },
  responses: { 200: jsonContent(SpecialInstructionRecord, 'The texts'), ...failures },
})

export const setSpecialInstruction = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/special-instruction',
  operationId: 'setTourSpecialInstruction',
  tags,
  security,
  summary: 'Replaces the text mailed to guests with their booking confirmation',
  request: { params: tourParams, body: jsonBody(SpecialInstructionInput) },
  responses: { 200: jsonContent(SpecialInstructionRecord, 'The texts as saved'), ...failures },
})

export const listRecommendable = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/recommendable',
  operationId: 'listTourRecommendable',
  tags,
  security,
  summary: 'The products an activity may recommend: the supplier’s others and any active public one',
  request: { params: tourParams },
  responses: {
    200: jsonContent(
      z.object({ data: z.array(RecommendableProduct), total: z.number().int() }),
      'The products',
    ),
    ...failures,
  },
})

export const getRecommendations = createRoute({
  method: 'get',
  path: '/core/v1/tours/{id}/recommended-items',
  operationId: 'getTourRecommendedItems',
  tags,
  security,
  summary: 'The products an activity recommends, in their order',
  request: { params: tourParams },
  responses: { 200: jsonContent(RecommendedItemsRecord, 'The recommended products'), ...failures },
})

export const setRecommendations = createRoute({
  method: 'put',
  path: '/core/v1/tours/{id}/recommended-items',
  operationId: 'setTourRecommendedItems',
  tags,
  security,
  summary: 'Replaces the up to six products an activity recommends',
  request: { params: tourParams, body: jsonBody(RecommendedItemsInput) },
  responses: {
    200: jsonContent(RecommendedItemsRecord, 'The recommendations as saved'),
    ...failures,
    422: errorResponses[422],
  },
})
